// Data points prepared once per data change and projected once per frame. A map shows up to 1000
// points, so the per-frame work is closed-form orthographic maths over typed arrays: no d3 call, no
// trigonometry and no allocation per point (only sine and cosine of the rotation, once per frame).
import { MAP_GLOBE_SIZE } from '@wefe/contract';
import type { GeoProjection } from 'd3-geo';
import type { GlobePoint } from './globe-types';

/** Drawn radius per API radius unit on the maps' 760 px globe (20 → 6 px). */
export const POINT_RADIUS_FACTOR = 0.3;
/** Smallest drawn radius, so a tiny value stays visible and clickable. */
export const MIN_POINT_RADIUS_PX = 3;

const RADIANS = Math.PI / 180;

/** Drawn radius in canvas pixels of an API radius, scaled with the globe's size. */
export function pointRadiusPx(radius: number, size: number): number {
  return Math.max(MIN_POINT_RADIUS_PX, (radius * POINT_RADIUS_FACTOR * size) / MAP_GLOBE_SIZE);
}

/**
 * Points in drawing order: grouped by colour and drawn radius (one batch, or one sprite, per group),
 * input order kept within a group. `source[i]` is the index in the input of the i-th drawn point.
 */
export interface PreparedPoints {
  count: number;
  source: Uint32Array;
  cosLambda: Float64Array;
  sinLambda: Float64Array;
  cosPhi: Float64Array;
  sinPhi: Float64Array;
  radius: Float64Array;
  /** Runs: points groupStart[g] .. groupStart[g + 1] - 1 share groupColor[g] and groupRadius[g]. */
  groupStart: number[];
  groupColor: string[];
  groupRadius: number[];
}

/** Where each prepared point lands this frame; visible[i] is 0 on the far side of the globe. */
export interface ProjectedPoints {
  x: Float64Array;
  y: Float64Array;
  visible: Uint8Array;
  visibleCount: number;
}

/** Trigonometry and drawing order of the points, done when the data or the size changes, not per frame. */
export function preparePoints(points: readonly GlobePoint[], size: number): PreparedPoints {
  const groups = new Map<string, number[]>();
  points.forEach((point, index) => {
    const key = `${point.color} ${pointRadiusPx(point.radius, size)}`;
    const run = groups.get(key);
    if (run) run.push(index);
    else groups.set(key, [index]);
  });
  const count = points.length;
  const prepared: PreparedPoints = {
    count,
    source: new Uint32Array(count),
    cosLambda: new Float64Array(count),
    sinLambda: new Float64Array(count),
    cosPhi: new Float64Array(count),
    sinPhi: new Float64Array(count),
    radius: new Float64Array(count),
    groupStart: [],
    groupColor: [],
    groupRadius: [],
  };
  let next = 0;
  for (const indices of groups.values()) {
    const first = points[indices[0] as number] as GlobePoint;
    prepared.groupStart.push(next);
    prepared.groupColor.push(first.color);
    prepared.groupRadius.push(pointRadiusPx(first.radius, size));
    for (const index of indices) {
      const point = points[index] as GlobePoint;
      const lambda = point.lng * RADIANS;
      const phi = point.lat * RADIANS;
      prepared.source[next] = index;
      prepared.cosLambda[next] = Math.cos(lambda);
      prepared.sinLambda[next] = Math.sin(lambda);
      prepared.cosPhi[next] = Math.cos(phi);
      prepared.sinPhi[next] = Math.sin(phi);
      prepared.radius[next] = pointRadiusPx(point.radius, size);
      next += 1;
    }
  }
  prepared.groupStart.push(next);
  return prepared;
}

/** Buffers for `visiblePoints`, allocated once and reused every frame. */
export function createProjectedPoints(count: number): ProjectedPoints {
  return { x: new Float64Array(count), y: new Float64Array(count), visible: new Uint8Array(count), visibleCount: 0 };
}

/**
 * Projects the prepared points with the projection's rotation, scale and translation, the same result
 * as d3's geoOrthographic but without its per-call array allocations; far-side points are marked hidden.
 */
export function visiblePoints(
  prepared: PreparedPoints,
  projection: GeoProjection,
  out: ProjectedPoints = createProjectedPoints(prepared.count),
): ProjectedPoints {
  const [rotLambda = 0, rotPhi = 0] = projection.rotate();
  const [tx, ty] = projection.translate();
  const k = projection.scale();
  const cosRL = Math.cos(rotLambda * RADIANS);
  const sinRL = Math.sin(rotLambda * RADIANS);
  const cosRP = Math.cos(rotPhi * RADIANS);
  const sinRP = Math.sin(rotPhi * RADIANS);
  let visibleCount = 0;
  for (let i = 0; i < prepared.count; i += 1) {
    const cosPhi = prepared.cosPhi[i] as number;
    const sinPhi = prepared.sinPhi[i] as number;
    const cosL = prepared.cosLambda[i] as number;
    const sinL = prepared.sinLambda[i] as number;
    // Longitude turned by λ, then the sphere tilted by φ about the line of sight's horizontal axis.
    const cosTurned = cosL * cosRL - sinL * sinRL;
    const sinTurned = sinL * cosRL + cosL * sinRL;
    const depth = cosPhi * cosTurned * cosRP - sinPhi * sinRP;
    out.x[i] = tx + k * cosPhi * sinTurned;
    out.y[i] = ty - k * (sinPhi * cosRP + cosPhi * cosTurned * sinRP);
    const visible = depth > 0 ? 1 : 0;
    out.visible[i] = visible;
    visibleCount += visible;
  }
  out.visibleCount = visibleCount;
  return out;
}

/** The drawing-order index of an input point, or -1; hover and focus name points by input index. */
export function drawIndexOf(prepared: PreparedPoints, sourceIndex: number): number {
  return prepared.source.indexOf(sourceIndex);
}
