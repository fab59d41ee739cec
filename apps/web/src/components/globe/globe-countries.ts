// Country shapes of the atlas joined with the scores a page passes. The atlas names shapes by ISO
// 3166-1 numeric code ("004"), the API may send "4" or "004": both sides are normalised before matching.
import { geoArea, geoCentroid } from 'd3-geo';
import type { Feature, Geometry, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { scoreColor } from './globe-colors';
import { toSpherePolygons, type SpherePolygon } from './globe-geometry';
import type { GlobeCountryScore } from './globe-types';

/** One atlas country: its normalised code (null for shapes without one, like Kosovo), name and centre. */
export interface CountryShape {
  code: string | null;
  name: string;
  feature: Feature<Geometry>;
  /** [lng, lat] the globe turns to: the centre of the largest part, so France is not centred in the Atlantic. */
  centre: [number, number];
  /** The outline prepared for drawing (globe-geometry.ts). */
  polygons: SpherePolygon[];
}

/** Shapes that share a fill colour, drawn with one fill. */
export interface CountryFillGroup {
  color: string;
  shapes: CountryShape[];
}

/** A code as a 3-digit string ("4", "004" and 4 all give "004"), or null when it is not a number. */
export function normaliseNumericCode(code: string | number | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  const number = typeof code === 'number' ? code : Number.parseInt(code.trim(), 10);
  if (!Number.isInteger(number) || number < 0) return null;
  return String(number).padStart(3, '0');
}

function largestPart(geometry: Geometry): Polygon | Geometry {
  if (geometry.type !== 'MultiPolygon') return geometry;
  let best: Polygon | null = null;
  let bestArea = -1;
  for (const coordinates of (geometry as MultiPolygon).coordinates) {
    const polygon: Polygon = { type: 'Polygon', coordinates };
    const area = geoArea(polygon);
    if (area > bestArea) {
      best = polygon;
      bestArea = area;
    }
  }
  return best ?? geometry;
}

/** How the atlas's preparation is cut up: `sliceMs` of work, then `pause` (the browser's turn). */
export interface SlicedWork {
  sliceMs: number;
  pause: () => Promise<void>;
}

// About 130 ms of a mid-range phone's main thread in all (bench/web, 4x CPU slowdown), cut into steps
// well under the 50 ms that count as blocking.
const ATLAS_SLICES: SlicedWork = { sliceMs: 10, pause: yieldToBrowser };

/**
 * GeoJSON shapes of the world-atlas topology, with normalised codes, centres and drawable outlines
 * computed once, country by country, pausing whenever a slice of work has taken its time.
 */
export async function toCountryShapes(topology: Topology, { sliceMs, pause }: SlicedWork = ATLAS_SLICES): Promise<CountryShape[]> {
  const object = topology.objects.countries as GeometryCollection<{ name?: string }>;
  const shapes: CountryShape[] = [];
  let sliceStart = performance.now();
  for (const geometry of object.geometries) {
    if (performance.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
    const shape = feature(topology, geometry) as Feature<Geometry, { name?: string }>;
    shapes.push({
      code: normaliseNumericCode(shape.id === undefined ? null : String(shape.id)),
      name: shape.properties?.name ?? '',
      feature: shape,
      centre: geoCentroid(largestPart(shape.geometry)),
      polygons: toSpherePolygons(shape.geometry),
    });
  }
  return shapes;
}

/** The scores keyed by normalised code; a score without a valid code cannot be drawn and is left out. */
export function scoresByCode(countries: readonly GlobeCountryScore[]): Map<string, GlobeCountryScore> {
  const byCode = new Map<string, GlobeCountryScore>();
  for (const country of countries) {
    const code = normaliseNumericCode(country.numericCode);
    if (code) byCode.set(code, country);
  }
  return byCode;
}

/** Shapes grouped by fill, so a frame needs one fill per colour instead of one per country. */
export function countryFillGroups(shapes: readonly CountryShape[], scores: ReadonlyMap<string, GlobeCountryScore>): CountryFillGroup[] {
  const groups = new Map<string, CountryShape[]>();
  for (const shape of shapes) {
    const score = shape.code ? scores.get(shape.code) : undefined;
    const color = score?.color ?? scoreColor(score?.value ?? null);
    const group = groups.get(color);
    if (group) group.push(shape);
    else groups.set(color, [shape]);
  }
  return [...groups].map(([color, members]) => ({ color, shapes: members }));
}
