import { geoOrthographic } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { describe, expect, it } from 'vitest';
import type { CountryShape } from './globe-countries';
import { toSpherePolygons } from './globe-geometry';
import { countryAt, hitTest, locationAt, pointAt } from './globe-hit-test';
import { preparePoints, visiblePoints } from './globe-points';
import type { GlobePoint } from './globe-types';

const SIZE = 760;

function facing(lng: number, lat: number) {
  return geoOrthographic().clipAngle(90).scale(SIZE / 2 - 2).translate([SIZE / 2, SIZE / 2]).rotate([-lng, -lat]);
}

function point(id: number, lng: number, lat: number, radius = 20): GlobePoint {
  return { id, lng, lat, radius, color: '#2563eb', label: `Point ${id}`, metric: 'Metric', value: '1' };
}

/** A 10° square around [lng, lat], wound clockwise as d3 expects for a small polygon. */
function square(code: string, lng: number, lat: number): CountryShape {
  const feature: Feature<Geometry> = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [[[lng - 5, lat - 5], [lng - 5, lat + 5], [lng + 5, lat + 5], [lng + 5, lat - 5], [lng - 5, lat - 5]]],
    },
  };
  return { code, name: code, feature, centre: [lng, lat], polygons: toSpherePolygons(feature.geometry) };
}

function scene(projection: ReturnType<typeof facing>, points: GlobePoint[], shapes: CountryShape[] = []) {
  const prepared = preparePoints(points, SIZE);
  return { projection, points: prepared, projected: visiblePoints(prepared, projection), shapes };
}

describe('pointAt', () => {
  it('finds a point at its projected position and within its drawn radius, not beyond', () => {
    const projection = facing(35, 25);
    const s = scene(projection, [point(0, 10, 0), point(1, 36, 31)]);
    const [x, y] = projection([36, 31]) as [number, number];
    expect(pointAt(s.points, s.projected, x, y)).toBe(1);
    expect(pointAt(s.points, s.projected, x + 5.9, y)).toBe(1);
    expect(pointAt(s.points, s.projected, x + 6.1, y)).toBe(-1);
  });

  it('does not find a point on the far side, even where d3 would place its mirror image', () => {
    const projection = facing(35, 25);
    // Antipode of the centre projects onto the centre of the disc.
    const s = scene(projection, [point(0, -145, -25)]);
    expect(pointAt(s.points, s.projected, SIZE / 2, SIZE / 2)).toBe(-1);
  });

  it('returns the topmost of overlapping points, the one drawn last', () => {
    const projection = facing(0, 0);
    const s = scene(projection, [point(7, 0, 0), point(8, 0.1, 0)]);
    expect(pointAt(s.points, s.projected, SIZE / 2, SIZE / 2)).toBe(1);
  });
});

describe('countryAt', () => {
  const jordanish = square('400', 36, 31);
  const farAway = square('840', -100, 40);

  it('finds the shape containing the location under the cursor', () => {
    const projection = facing(35, 25);
    const [x, y] = projection([36, 31]) as [number, number];
    expect(countryAt(projection, [farAway, jordanish], x, y)).toBe(jordanish);
  });

  it('finds nothing over the ocean, off the disc, or for a shape on the far side', () => {
    const projection = facing(35, 25);
    const [oceanX, oceanY] = projection([0, -40]) as [number, number];
    expect(countryAt(projection, [jordanish], oceanX, oceanY)).toBeNull();
    expect(countryAt(projection, [jordanish], 1, 1)).toBeNull();
    // Looking from the antipode of the square: the square's place is behind the globe.
    const behind = facing(-144, -31);
    expect(countryAt(behind, [jordanish], SIZE / 2, SIZE / 2)).toBeNull();
  });

  it('inverts only on the visible disc', () => {
    const projection = facing(35, 25);
    expect(locationAt(projection, 0, 0)).toBeNull();
    const centre = locationAt(projection, SIZE / 2, SIZE / 2);
    expect(centre?.[0]).toBeCloseTo(35);
    expect(centre?.[1]).toBeCloseTo(25);
  });
});

describe('hitTest', () => {
  it('prefers a point over the country beneath it, and falls back to the country', () => {
    const projection = facing(35, 25);
    const jordanish = square('400', 36, 31);
    const s = scene(projection, [point(0, 36, 31)], [jordanish]);
    const [x, y] = projection([36, 31]) as [number, number];
    expect(hitTest(s, x, y)).toEqual({ kind: 'point', index: 0 });
    const [bx, by] = projection([39, 34]) as [number, number];
    expect(hitTest(s, bx, by)).toEqual({ kind: 'country', shape: jordanish });
    expect(hitTest(s, 1, 1)).toBeNull();
  });
});
