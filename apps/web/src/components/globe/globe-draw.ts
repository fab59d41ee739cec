// One frame of the globe on a 2D context. Fills are batched: one path and one fill per colour for
// countries, and per colour and size for points (or one pre-drawn sprite stamped per point), so 1000
// points cost a handful of fill calls, not 1000.
import { geoGraticule10, geoPath, type GeoProjection } from 'd3-geo';
import type { CountryFillGroup, CountryShape } from './globe-countries';
import { POINT_OUTLINE, POINT_OUTLINE_WIDTH, type PointSprite } from './globe-point-sprites';
import type { PreparedPoints, ProjectedPoints } from './globe-points';

/** The part of CanvasRenderingContext2D a frame uses; tests pass a recording fake. */
export type GlobeContext = Pick<
  CanvasRenderingContext2D,
  'arc' | 'beginPath' | 'clearRect' | 'closePath' | 'drawImage' | 'fill' | 'lineTo' | 'moveTo' | 'stroke' | 'fillStyle' | 'strokeStyle' | 'lineWidth'
>;

export interface GlobeFrame {
  size: number;
  projection: GeoProjection;
  graticule: boolean;
  countries: readonly CountryFillGroup[];
  selected: CountryShape | null;
  hovered: CountryShape | null;
  points: PreparedPoints;
  projected: ProjectedPoints;
  /** One per point group, or empty to draw points as paths. */
  sprites: readonly PointSprite[];
  /** Drawing-order index of the hovered or focused point, or -1. */
  highlightedPoint: number;
}

const SPHERE = { type: 'Sphere' } as const;
const GRATICULE = geoGraticule10();
const TAU = Math.PI * 2;

const OCEAN = '#dbeafe';
const RIM = '#94a3b8';
const GRATICULE_STROKE = 'rgba(15, 76, 92, 0.12)';
const BORDER = '#ffffff';
const HOVER_STROKE = '#0f4c5c';
const SELECTED_STROKE = '#072a34';

function outline(ctx: GlobeContext, path: ReturnType<typeof geoPath>, shape: CountryShape, color: string, width: number) {
  ctx.beginPath();
  path(shape.feature);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

function drawPoints(ctx: GlobeContext, frame: GlobeFrame) {
  const { points, projected, sprites } = frame;
  if (projected.visibleCount === 0) return;
  ctx.strokeStyle = POINT_OUTLINE;
  ctx.lineWidth = POINT_OUTLINE_WIDTH;
  for (let g = 0; g < points.groupColor.length; g += 1) {
    const start = points.groupStart[g] as number;
    const end = points.groupStart[g + 1] as number;
    const sprite = sprites[g];
    if (sprite) {
      const width = sprite.half * 2;
      for (let i = start; i < end; i += 1) {
        if (projected.visible[i]) ctx.drawImage(sprite.image, (projected.x[i] as number) - sprite.half, (projected.y[i] as number) - sprite.half, width, width);
      }
      continue;
    }
    const radius = points.groupRadius[g] as number;
    ctx.beginPath();
    let any = false;
    for (let i = start; i < end; i += 1) {
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
  const highlighted = frame.highlightedPoint;
  if (highlighted >= 0 && projected.visible[highlighted]) {
    ctx.beginPath();
    ctx.arc(projected.x[highlighted] as number, projected.y[highlighted] as number, (points.radius[highlighted] as number) + 2, 0, TAU);
    ctx.strokeStyle = SELECTED_STROKE;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

/** Draws one frame; `projected` must already hold the points projected with `projection`. */
export function drawGlobe(ctx: GlobeContext, frame: GlobeFrame): void {
  const path = geoPath(frame.projection, ctx as CanvasRenderingContext2D);
  ctx.clearRect(0, 0, frame.size, frame.size);

  ctx.beginPath();
  path(SPHERE);
  ctx.fillStyle = OCEAN;
  ctx.fill();

  if (frame.graticule) {
    ctx.beginPath();
    path(GRATICULE);
    ctx.strokeStyle = GRATICULE_STROKE;
    ctx.lineWidth = 0.5;
    ctx.stroke();
  }

  ctx.strokeStyle = BORDER;
  ctx.lineWidth = 0.5;
  for (const group of frame.countries) {
    ctx.beginPath();
    for (const shape of group.shapes) path(shape.feature);
    ctx.fillStyle = group.color;
    ctx.fill();
    ctx.stroke();
  }
  if (frame.hovered && frame.hovered !== frame.selected) outline(ctx, path, frame.hovered, HOVER_STROKE, 1);
  if (frame.selected) outline(ctx, path, frame.selected, SELECTED_STROKE, 2);

  ctx.beginPath();
  path(SPHERE);
  ctx.strokeStyle = RIM;
  ctx.lineWidth = 1;
  ctx.stroke();

  drawPoints(ctx, frame);
}
