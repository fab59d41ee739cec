import { geoDistance, geoOrthographic } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { drawIndexOf, MIN_POINT_RADIUS_PX, pointRadiusPx, preparePoints, visiblePoints } from './globe-points';
import type { GlobePoint } from './globe-types';

function point(id: number, lng: number, lat: number, color = '#2563eb'): GlobePoint {
  return { id, lng, lat, radius: 20, color, label: `Point ${id}`, metric: 'Metric', value: String(id) };
}

describe('pointRadiusPx', () => {
  it('draws the API default radius 20 as 6 px on the 760 px globe and scales with size', () => {
    expect(pointRadiusPx(20, 760)).toBeCloseTo(6);
    expect(pointRadiusPx(20, 380)).toBeCloseTo(3);
    expect(pointRadiusPx(40, 380)).toBeCloseTo(6);
  });

  it('never goes below the minimum', () => {
    expect(pointRadiusPx(1, 560)).toBe(MIN_POINT_RADIUS_PX);
  });
});

describe('preparePoints', () => {
  it('orders points by colour, keeping input order within a colour, and remembers their input index', () => {
    const prepared = preparePoints([point(0, 0, 0, 'red'), point(1, 0, 0, 'blue'), point(2, 0, 0, 'red')], 760);
    expect(prepared.groupColor).toEqual(['red', 'blue']);
    expect(prepared.groupStart).toEqual([0, 2, 3]);
    expect([...prepared.source]).toEqual([0, 2, 1]);
    expect(drawIndexOf(prepared, 1)).toBe(2);
  });
});

describe('visiblePoints', () => {
  const projection = geoOrthographic().clipAngle(90).scale(378).translate([380, 380]).rotate([-35, -25, 0]);

  it('lands every visible point where d3 projects it, and hides the far side', () => {
    // A grid over the whole sphere, so every quadrant and both hemispheres are covered.
    const points: GlobePoint[] = [];
    for (let lng = -180; lng < 180; lng += 15) for (let lat = -85; lat <= 85; lat += 17) points.push(point(points.length, lng, lat));
    const prepared = preparePoints(points, 760);
    const projected = visiblePoints(prepared, projection);
    const centre: [number, number] = [35, 25];
    let visible = 0;
    for (let i = 0; i < prepared.count; i += 1) {
      const source = points[prepared.source[i] as number] as GlobePoint;
      const onNearSide = geoDistance([source.lng, source.lat], centre) < Math.PI / 2;
      expect(Boolean(projected.visible[i]), `${source.lng},${source.lat}`).toBe(onNearSide);
      if (!onNearSide) continue;
      visible += 1;
      const [x, y] = projection([source.lng, source.lat]) as [number, number];
      expect(projected.x[i]).toBeCloseTo(x, 6);
      expect(projected.y[i]).toBeCloseTo(y, 6);
    }
    expect(projected.visibleCount).toBe(visible);
    expect(visible).toBeGreaterThan(0);
    expect(visible).toBeLessThan(points.length);
  });

  it('reuses the buffers it is given', () => {
    const prepared = preparePoints([point(0, 35, 25)], 760);
    const first = visiblePoints(prepared, projection);
    const second = visiblePoints(prepared, projection, first);
    expect(second).toBe(first);
    expect(second.x[0]).toBeCloseTo(380);
    expect(second.y[0]).toBeCloseTo(380);
  });
});
