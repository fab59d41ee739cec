// Pre-drawn point circles. Filling and outlining hundreds of arcs per frame is the costliest part of a
// frame on a software-rasterised canvas; stamping pre-drawn circles with drawImage is cheaper, and
// cheapest when a stamp lands on whole device pixels unscaled, where Skia blends rows of pixels instead
// of resampling the image (less than half the time in headless Chromium). So each group has its circle
// drawn at SPRITE_PHASES x SPRITE_PHASES sub-pixel offsets, and a point is stamped with the offset
// nearest its position: at most 1/8 device pixel from where an arc would be drawn, and sharper than a
// resampled stamp.
import type { PreparedPoints } from './globe-points';

/** One group's circle, pre-drawn at each sub-pixel offset; sizes and offsets in device pixels. */
export interface PointSprite {
  /** phases[row * SPRITE_PHASES + column]: the circle's centre at (centre + column / SPRITE_PHASES, centre + row / SPRITE_PHASES). */
  phases: CanvasImageSource[];
  /** Where the circle's centre is in the unshifted stamp. */
  centre: number;
}

/** Thin dark outline that keeps light-coloured points visible on light land and ocean. */
export const POINT_OUTLINE = 'rgba(15, 23, 42, 0.55)';
export const POINT_OUTLINE_WIDTH = 0.75;

/** Sub-pixel offsets per axis a circle is pre-drawn at. */
export const SPRITE_PHASES = 4;

/** Beyond this many colour-and-size groups, sprites (16 small images each) would cost more memory than they save time. */
export const MAX_SPRITES = 32;

const TAU = Math.PI * 2;

/** Where a sprite goes for a point at device pixel (x, y): whole-pixel stamp position and which phase. */
export interface SpriteStamp {
  x: number;
  y: number;
  phase: number;
}

/** The stamp for a point whose centre is at device pixel (x, y); `out` is reused to avoid allocation. */
export function spriteStamp(sprite: PointSprite, x: number, y: number, out: SpriteStamp): SpriteStamp {
  const left = x - sprite.centre;
  const top = y - sprite.centre;
  let column = Math.round((left - Math.floor(left)) * SPRITE_PHASES);
  let row = Math.round((top - Math.floor(top)) * SPRITE_PHASES);
  out.x = Math.floor(left);
  out.y = Math.floor(top);
  // Rounding up to a whole pixel is the next pixel's first phase.
  if (column === SPRITE_PHASES) {
    column = 0;
    out.x += 1;
  }
  if (row === SPRITE_PHASES) {
    row = 0;
    out.y += 1;
  }
  out.phase = row * SPRITE_PHASES + column;
  return out;
}

type SpriteContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Paints a `width` x `width` device-pixel sprite and returns the image, or null without a 2D context. */
export type SpritePainter = (width: number, paint: (ctx: SpriteContext) => void) => CanvasImageSource | null;

/**
 * An ImageBitmap where the browser makes one synchronously (OffscreenCanvas.transferToImageBitmap):
 * Chromium stamps a bitmap with less work per drawImage than a canvas, which it snapshots each time.
 * Elsewhere (and in jsdom) a canvas element.
 */
export const paintSprite: SpritePainter = (width, paint) => {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, width);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    paint(ctx);
    return canvas.transferToImageBitmap();
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = width;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  paint(ctx);
  return canvas;
};

function paintPhase(ctx: SpriteContext, x: number, y: number, radius: number, color: string, pixelRatio: number): void {
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.beginPath();
  ctx.arc(x / pixelRatio, y / pixelRatio, radius, 0, TAU);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = POINT_OUTLINE_WIDTH;
  ctx.strokeStyle = POINT_OUTLINE;
  ctx.stroke();
}

/**
 * One sprite per point group, drawn at the device pixel ratio; empty when there are too many groups or
 * no 2D context, and the frame falls back to batched paths.
 */
export function createPointSprites(points: PreparedPoints, pixelRatio: number, paint: SpritePainter = paintSprite): PointSprite[] {
  if (points.groupColor.length > MAX_SPRITES) return [];
  const sprites: PointSprite[] = [];
  for (let g = 0; g < points.groupColor.length; g += 1) {
    const radius = points.groupRadius[g] as number;
    const color = points.groupColor[g] as string;
    // Room for the outline and its anti-aliasing either side, plus the largest sub-pixel shift.
    const width = Math.ceil((radius + POINT_OUTLINE_WIDTH) * 2 * pixelRatio) + 2;
    const centre = (width - 1) / 2;
    const phases: CanvasImageSource[] = [];
    for (let phase = 0; phase < SPRITE_PHASES * SPRITE_PHASES; phase += 1) {
      const column = phase % SPRITE_PHASES;
      const row = Math.floor(phase / SPRITE_PHASES);
      const image = paint(width, (ctx) => paintPhase(ctx, centre + column / SPRITE_PHASES, centre + row / SPRITE_PHASES, radius, color, pixelRatio));
      if (!image) return [];
      phases.push(image);
    }
    sprites.push({ phases, centre });
  }
  return sprites;
}
