import type { Polygon } from 'geojson';
import { geoDistance, geoGraticule10, geoOrthographic, geoPath, type GeoProjection } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { mayContain, toSphereLines, toSpherePolygons, traceLines, tracePolygons, viewOf, type PathSink } from './globe-geometry';
import { loadCountryShapes } from './use-world-atlas';

type Ring = [number, number][];

/** Records paths as polylines, arcs flattened finely enough to compare fills. */
function polylineSink(): PathSink & { rings: Ring[]; beginPath(): void } {
  const rings: Ring[] = [];
  let ring: Ring = [];
  return {
    rings,
    beginPath() {},
    moveTo(x, y) {
      ring = [[x, y]];
      rings.push(ring);
    },
    lineTo(x, y) {
      ring.push([x, y]);
    },
    closePath() {
      const first = ring[0];
      if (first) ring.push([first[0], first[1]]);
    },
    arc(cx, cy, radius, start, end) {
      const steps = Math.max(2, Math.ceil(Math.abs(end - start) / 0.01));
      for (let i = 0; i <= steps; i += 1) {
        const angle = start + ((end - start) * i) / steps;
        ring.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
      }
    },
  };
}

/** Non-zero winding, as a canvas fills. */
function inside(rings: readonly Ring[], x: number, y: number): boolean {
  let winding = 0;
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i += 1) {
      const [x0, y0] = ring[i] as [number, number];
      const [x1, y1] = ring[i + 1] as [number, number];
      const side = (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0);
      if (y0 <= y) {
        if (y1 > y && side > 0) winding += 1;
      } else if (y1 <= y && side < 0) {
        winding -= 1;
      }
    }
  }
  return winding !== 0;
}

/** Pixels between the samples a fill is compared at. */
const SAMPLE_STEP = 7;

function bounds(rings: readonly Ring[]): [number, number, number, number] {
  const xs = rings.flatMap((ring) => ring.map(([x]) => x));
  const ys = rings.flatMap((ring) => ring.map(([, y]) => y));
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function facing(rotation: [number, number]): GeoProjection {
  return geoOrthographic().clipAngle(90).precision(1).scale(378).translate([380, 380]).rotate(rotation);
}

// The default view, both poles, and views where the rim cuts through Russia, Canada and Antarctica.
const ROTATIONS: [number, number][] = [[-35, -25], [0, -90], [0, 90], [100, 60], [-170, -70], [140, -40], [-80, 85], [60, -85]];
// Off the graticule's 2.5° steps, so no vertex lies exactly on the rim (where d3 and we may cut a line differently, under the rim's stroke).
const OFF_GRID_ROTATIONS: [number, number][] = [[-35.3, -25.7], [0.4, -89.1], [101.3, 61.7], [-170.2, -69.1], [139.9, -40.3], [60.6, -85.2]];

describe('viewOf', () => {
  it('projects a unit vector where d3 projects the place, and says which side it is on', () => {
    for (const rotation of ROTATIONS) {
      const projection = facing(rotation);
      const view = viewOf(projection);
      const [lambda = 0, phi = 0] = projection.rotate();
      for (let lng = -180; lng < 180; lng += 20) {
        for (let lat = -80; lat <= 80; lat += 20) {
          const cosLat = Math.cos((lat * Math.PI) / 180);
          const [x, y, z] = [cosLat * Math.cos((lng * Math.PI) / 180), cosLat * Math.sin((lng * Math.PI) / 180), Math.sin((lat * Math.PI) / 180)];
          const [expectedX, expectedY] = projection([lng, lat]) as [number, number];
          expect(view.tx + view.k * (view.sxx * x + view.sxy * y + view.sxz * z)).toBeCloseTo(expectedX, 6);
          expect(view.ty - view.k * (view.syx * x + view.syy * y + view.syz * z)).toBeCloseTo(expectedY, 6);
          const depth = view.dx * x + view.dy * y + view.dz * z;
          if (Math.abs(depth) > 1e-9) expect(depth > 0).toBe(geoDistance([lng, lat], [-lambda, -phi]) < Math.PI / 2);
        }
      }
    }
  });
});

describe('tracePolygons', () => {
  it.each(['join', 'line'] as const)('fills the same pixels as d3 for every country, from every side, the rim included (rings ending with %s)', async (end) => {
    const shapes = await loadCountryShapes();
    for (const rotation of ROTATIONS) {
      const projection = facing(rotation);
      const view = viewOf(projection);
      let filled = 0;
      let differing = 0;
      for (const shape of shapes) {
        const ours = polylineSink();
        const d3s = polylineSink();
        tracePolygons(
          ours,
          view,
          shape.polygons,
          () => {
            throw new Error('no atlas polygon is big enough to need d3');
          },
          end,
        );
        geoPath(projection, d3s)(shape.feature);
        if (d3s.rings.length === 0) {
          expect(ours.rings).toHaveLength(0);
          continue;
        }
        const [left, top, right, bottom] = bounds([...d3s.rings, ...ours.rings]);
        for (let y = SAMPLE_STEP * Math.ceil(top / SAMPLE_STEP); y <= bottom; y += SAMPLE_STEP) {
          for (let x = SAMPLE_STEP * Math.ceil(left / SAMPLE_STEP); x <= right; x += SAMPLE_STEP) {
            const expected = inside(d3s.rings, x, y);
            if (expected) filled += 1;
            if (inside(ours.rings, x, y) !== expected) differing += 1;
          }
        }
      }
      // Only samples within a pixel of an outline may differ (d3 resamples curves to 1 px, we split long edges finer).
      expect(filled, `${rotation}`).toBeGreaterThan(500);
      expect(differing / filled, `${rotation}`).toBeLessThan(0.002);
    }
  });

  it('hands d3 a polygon that could hold the point straight behind the centre', () => {
    // A polygon about 60° across around [0, 0]: seen from [140, 0], it crosses the rim and holds the far-side centre.
    const ring: [number, number][] = [];
    for (let angle = 360; angle >= 0; angle -= 10) ring.push([60 * Math.cos((angle * Math.PI) / 180), 60 * Math.sin((angle * Math.PI) / 180)]);
    const polygons = toSpherePolygons({ type: 'Polygon', coordinates: [ring] });
    const clipped: unknown[] = [];
    tracePolygons(polylineSink(), viewOf(facing([-140, 0])), polygons, (polygon) => clipped.push(polygon), 'line');
    expect(clipped).toHaveLength(1);
    // The ring d3 gets: closed, every vertex of the original among its own, in order (long edges split between them).
    const [handed] = (clipped as Polygon[])[0]?.coordinates ?? [];
    expect(handed?.[0]).toEqual(handed?.at(-1));
    let from = 0;
    for (const [lng, lat] of ring.slice(0, -1)) {
      const found = handed?.findIndex((position, index) => index >= from && Math.abs((position[0] as number) - lng) < 1e-9 && Math.abs((position[1] as number) - lat) < 1e-9) ?? -1;
      expect(found, `[${lng}, ${lat}]`).toBeGreaterThanOrEqual(from);
      from = found + 1;
    }
  });

  it('splits long edges so they stay curved', () => {
    const [polygon] = toSpherePolygons({ type: 'Polygon', coordinates: [[[0, 0], [0, 10], [10, 10], [10, 0], [0, 0]]] });
    // Four 10° edges (the parallel's edge slightly shorter), each in four chords of at most 3°.
    expect(polygon?.rings[0]?.length).toBe(16 * 3);
  });
});

describe('mayContain', () => {
  it("rules out only places outside the bounding caps of a country's polygons", async () => {
    const shapes = await loadCountryShapes();
    const france = shapes.find((shape) => shape.code === '250');
    expect(france).toBeDefined();
    const polygons = france?.polygons ?? [];
    expect(mayContain(polygons, [2.35, 48.86])).toBe(true);
    // French Guiana is a separate polygon with a cap of its own.
    expect(mayContain(polygons, [-53, 4])).toBe(true);
    expect(mayContain(polygons, [35, 25])).toBe(false);
    expect(mayContain(polygons, [-100, 40])).toBe(false);
  });

  it('rules out nothing for a shape without polygons', () => {
    expect(mayContain([], [0, 0])).toBe(true);
  });
});

describe('traceLines', () => {
  it('draws the graticule as d3 does: the same pieces, ending on the rim where d3 cuts them', () => {
    const lines = toSphereLines(geoGraticule10());
    for (const rotation of OFF_GRID_ROTATIONS) {
      const projection = facing(rotation);
      const ours = polylineSink();
      const d3s = polylineSink();
      traceLines(ours, viewOf(projection), lines);
      geoPath(projection, d3s)(geoGraticule10());
      expect(ours.rings.length, `${rotation}`).toBe(d3s.rings.length);
      ours.rings.forEach((piece, index) => {
        const theirs = d3s.rings[index] as Ring;
        for (const [a, b] of [[piece[0], theirs[0]], [piece.at(-1), theirs.at(-1)]] as const) {
          expect(Math.hypot((a?.[0] ?? 0) - (b?.[0] ?? 0), (a?.[1] ?? 0) - (b?.[1] ?? 0))).toBeLessThan(0.5);
        }
      });
    }
  });
});
