// Pre-drawn point circles. Filling and outlining hundreds of arcs per frame is the costliest part of a
// frame on a software-rasterised canvas (about 21 ms for 1000 points in headless Chromium); stamping
// one pre-drawn circle per point with drawImage costs about 9 ms for the same picture.
import type { PreparedPoints } from './globe-points';

/** One pre-drawn circle and the CSS-pixel half-width to centre it on a point. */
export interface PointSprite {
  image: CanvasImageSource;
  half: number;
}

/** Thin dark outline that keeps light-coloured points visible on light land and ocean. */
export const POINT_OUTLINE = 'rgba(15, 23, 42, 0.55)';
export const POINT_OUTLINE_WIDTH = 0.75;

/** Beyond this many colour-and-size groups, sprites would cost more memory than they save time. */
export const MAX_SPRITES = 128;

const TAU = Math.PI * 2;

/**
 * One sprite per point group, drawn at the device pixel ratio so stamps stay sharp; empty when there are
 * too many groups or no 2D context, and the frame falls back to batched paths.
 */
export function createPointSprites(
  points: PreparedPoints,
  pixelRatio: number,
  makeCanvas: () => HTMLCanvasElement = () => document.createElement('canvas'),
): PointSprite[] {
  if (points.groupColor.length > MAX_SPRITES) return [];
  const sprites: PointSprite[] = [];
  for (let g = 0; g < points.groupColor.length; g += 1) {
    const radius = points.groupRadius[g] as number;
    const canvas = makeCanvas();
    canvas.width = Math.ceil((radius + POINT_OUTLINE_WIDTH) * 2 * pixelRatio);
    canvas.height = canvas.width;
    const ctx = canvas.getContext('2d');
    if (!ctx) return [];
    // Centred on the rounded-up canvas, so the stamp's centre is the point's position.
    const half = canvas.width / pixelRatio / 2;
    ctx.scale(pixelRatio, pixelRatio);
    ctx.beginPath();
    ctx.arc(half, half, radius, 0, TAU);
    ctx.fillStyle = points.groupColor[g] as string;
    ctx.fill();
    ctx.lineWidth = POINT_OUTLINE_WIDTH;
    ctx.strokeStyle = POINT_OUTLINE;
    ctx.stroke();
    sprites.push({ image: canvas, half });
  }
  return sprites;
}
