// What lies under a canvas coordinate: points first (they are drawn on top, the last drawn wins), then
// the country. Pure, so the component, keyboard focus and tests all answer the same way.
import { geoContains, geoDistance, type GeoProjection } from 'd3-geo';
import type { CountryShape } from './globe-countries';
import { mayContain } from './globe-geometry';
import type { PreparedPoints, ProjectedPoints } from './globe-points';

export type GlobeHit = { kind: 'point'; index: number } | { kind: 'country'; shape: CountryShape } | null;

/** The input index of the topmost visible point whose drawn circle contains (x, y), or -1. */
export function pointAt(prepared: PreparedPoints, projected: ProjectedPoints, x: number, y: number): number {
  for (let i = prepared.count - 1; i >= 0; i -= 1) {
    if (!projected.visible[i]) continue;
    const dx = (projected.x[i] as number) - x;
    const dy = (projected.y[i] as number) - y;
    const radius = prepared.radius[i] as number;
    if (dx * dx + dy * dy <= radius * radius) return prepared.source[i] as number;
  }
  return -1;
}

/**
 * The [lng, lat] under (x, y), or null off the disc: outside it the orthographic inverse has no answer
 * (null or NaN), and near the rim it can return the far-side twin of a visible place.
 */
export function locationAt(projection: GeoProjection, x: number, y: number): [number, number] | null {
  const [tx, ty] = projection.translate();
  const k = projection.scale();
  if ((x - tx) ** 2 + (y - ty) ** 2 > k * k) return null;
  const location = projection.invert?.([x, y]);
  if (!location || !Number.isFinite(location[0]) || !Number.isFinite(location[1])) return null;
  const [lambda = 0, phi = 0] = projection.rotate();
  if (geoDistance(location, [-lambda, -phi]) > Math.PI / 2) return null;
  return location;
}

/** The country shape containing (x, y) on the visible hemisphere, or null over the ocean or off the globe. */
export function countryAt(projection: GeoProjection, shapes: readonly CountryShape[], x: number, y: number): CountryShape | null {
  const location = locationAt(projection, x, y);
  if (!location) return null;
  return shapes.find((shape) => mayContain(shape.polygons, location) && geoContains(shape.feature, location)) ?? null;
}

/** The point under (x, y) if any, else the country; `projected` must come from the same projection. */
export function hitTest(
  scene: { projection: GeoProjection; points: PreparedPoints; projected: ProjectedPoints; shapes: readonly CountryShape[] },
  x: number,
  y: number,
): GlobeHit {
  const index = pointAt(scene.points, scene.projected, x, y);
  if (index >= 0) return { kind: 'point', index };
  const shape = countryAt(scene.projection, scene.shapes, x, y);
  return shape ? { kind: 'country', shape } : null;
}
