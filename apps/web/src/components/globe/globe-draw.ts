// One frame of the globe on a 2D context. Fills are batched: one path and one fill per colour for
// countries, and per colour and size for points (or one pre-drawn sprite stamped per point), so 1000
// points cost a handful of fill calls, not 1000. Outlines are traced from geometry prepared once
// (globe-geometry.ts), not streamed through d3 each frame.
import { geoGraticule10, geoPath, type GeoPath, type GeoProjection } from 'd3-geo';
import type { Polygon } from 'geojson';
import { toSphereLines, traceLines, tracePolygons, viewOf, type GlobeView, type RingEnd, type SpherePolygon } from './globe-geometry';
import { POINT_OUTLINE, POINT_OUTLINE_WIDTH, spriteStamp, type PointSprite, type SpriteStamp } from './globe-point-sprites';
import type { PreparedPoints, ProjectedPoints } from './globe-points';

/** The part of CanvasRenderingContext2D a frame uses; tests pass a recording fake. */
export type GlobeContext = Pick<
  CanvasRenderingContext2D,
  | 'arc'
  | 'beginPath'
  | 'clearRect'
  | 'closePath'
  | 'drawImage'
  | 'fill'
  | 'lineTo'
  | 'moveTo'
  | 'setTransform'
  | 'stroke'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
>;

/** A country as a frame draws it: its outline (a CountryShape is one). */
export interface DrawnShape {
  polygons: readonly SpherePolygon[];
}

export interface GlobeFrame {
  size: number;
  /** Device pixels per CSS pixel; the frame draws in CSS pixels, sprites in device pixels. */
  pixelRatio: number;
  projection: GeoProjection;
  graticule: boolean;
  /** Countries sharing a fill colour. */
  countries: readonly { color: string; shapes: readonly DrawnShape[] }[];
  selected: DrawnShape | null;
  hovered: DrawnShape | null;
  points: PreparedPoints;
  projected: ProjectedPoints;
  /** One per point group, or empty to draw points as paths. */
  sprites: readonly PointSprite[];
  /** Drawing-order index of the hovered or focused point, or -1. */
  highlightedPoint: number;
}

// Prepared on the first draw with a graticule, not when this file loads: with the paint worker, the
// page's main thread loads it but never draws.
let graticule: ReturnType<typeof toSphereLines> | null = null;
const graticuleLines = () => (graticule ??= toSphereLines(geoGraticule10()));
const TAU = Math.PI * 2;

const OCEAN = '#dbeafe';
const RIM = '#94a3b8';
const GRATICULE_STROKE = 'rgba(15, 76, 92, 0.12)';
const BORDER = '#ffffff';
const HOVER_STROKE = '#0f4c5c';
const SELECTED_STROKE = '#072a34';

/** Adds a country's outline to the current path; d3 draws only the polygons tracePolygons leaves to it. */
type CountryTracer = (shape: DrawnShape, end: RingEnd) => void;

function countryTracer(ctx: GlobeContext, projection: GeoProjection, view: GlobeView): CountryTracer {
  let d3Path: GeoPath | null = null;
  const clip = (polygon: Polygon) => {
    d3Path ??= geoPath(projection, ctx as CanvasRenderingContext2D);
    d3Path(polygon);
  };
  return (shape, end) => tracePolygons(ctx, view, shape.polygons, clip, end);
}

/** The globe's disc as a true circle (d3's Sphere was a 60-sided polygon, up to half a pixel inside it). */
function sphere(ctx: GlobeContext, view: GlobeView) {
  ctx.beginPath();
  ctx.arc(view.tx, view.ty, view.k, 0, TAU);
}

function outline(ctx: GlobeContext, trace: CountryTracer, shape: DrawnShape, color: string, width: number) {
  ctx.beginPath();
  // Strokes of 1 and 2 px show their corners: each ring's ends are joined like every other vertex.
  trace(shape, 'join');
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

const stamp: SpriteStamp = { x: 0, y: 0, phase: 0 };

function stampPoints(ctx: GlobeContext, frame: GlobeFrame) {
  const { points, projected, sprites, pixelRatio } = frame;
  // Stamps go on whole device pixels, unscaled: the fast copy path.
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  for (let g = 0; g < points.groupColor.length; g += 1) {
    const sprite = sprites[g] as PointSprite;
    const end = points.groupStart[g + 1] as number;
    for (let i = points.groupStart[g] as number; i < end; i += 1) {
      if (!projected.visible[i]) continue;
      spriteStamp(sprite, (projected.x[i] as number) * pixelRatio, (projected.y[i] as number) * pixelRatio, stamp);
      ctx.drawImage(sprite.phases[stamp.phase] as CanvasImageSource, stamp.x, stamp.y);
    }
  }
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
}

function fillPoints(ctx: GlobeContext, frame: GlobeFrame) {
  const { points, projected } = frame;
  ctx.strokeStyle = POINT_OUTLINE;
  ctx.lineWidth = POINT_OUTLINE_WIDTH;
  for (let g = 0; g < points.groupColor.length; g += 1) {
    const radius = points.groupRadius[g] as number;
    const end = points.groupStart[g + 1] as number;
    ctx.beginPath();
    let any = false;
    for (let i = points.groupStart[g] as number; i < end; i += 1) {
      if (!projected.visible[i]) continue;
      const x = projected.x[i] as number;
      const y = projected.y[i] as number;
      // A moveTo per circle keeps the arcs of one path from being joined by lines.
      ctx.moveTo(x + radius, y);
      ctx.arc(x, y, radius, 0, TAU);
      any = true;
    }
    if (!any) continue;
    ctx.fillStyle = points.groupColor[g] as string;
    ctx.fill();
    ctx.stroke();
  }
}

function drawPoints(ctx: GlobeContext, frame: GlobeFrame) {
  const { points, projected } = frame;
  if (projected.visibleCount === 0) return;
  if (frame.sprites.length > 0) stampPoints(ctx, frame);
  else fillPoints(ctx, frame);
  const highlighted = frame.highlightedPoint;
  if (highlighted >= 0 && projected.visible[highlighted]) {
    ctx.beginPath();
    ctx.arc(projected.x[highlighted] as number, projected.y[highlighted] as number, (points.radius[highlighted] as number) + 2, 0, TAU);
    ctx.strokeStyle = SELECTED_STROKE;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

/**
 * Draws one frame in CSS pixels (the context's transform already scaled by the pixel ratio);
 * `projected` must already hold the points projected with `projection`.
 */
export function drawGlobe(ctx: GlobeContext, frame: GlobeFrame): void {
  const view = viewOf(frame.projection);
  const trace = countryTracer(ctx, frame.projection, view);
  ctx.clearRect(0, 0, frame.size, frame.size);

  sphere(ctx, view);
  ctx.fillStyle = OCEAN;
  ctx.fill();

  if (frame.graticule) {
    ctx.beginPath();
    traceLines(ctx, view, graticuleLines());
    ctx.strokeStyle = GRATICULE_STROKE;
    ctx.lineWidth = 0.5;
    ctx.stroke();
  }

  ctx.strokeStyle = BORDER;
  ctx.lineWidth = 0.5;
  for (const group of frame.countries) {
    ctx.beginPath();
    for (const shape of group.shapes) trace(shape, 'line');
    ctx.fillStyle = group.color;
    ctx.fill();
    ctx.stroke();
  }
  if (frame.hovered && frame.hovered !== frame.selected) outline(ctx, trace, frame.hovered, HOVER_STROKE, 1);
  if (frame.selected) outline(ctx, trace, frame.selected, SELECTED_STROKE, 2);

  sphere(ctx, view);
  ctx.strokeStyle = RIM;
  ctx.lineWidth = 1;
  ctx.stroke();

  drawPoints(ctx, frame);
}
