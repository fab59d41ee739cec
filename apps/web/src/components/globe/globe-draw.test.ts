import { geoOrthographic } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { countryFillGroups, scoresByCode } from './globe-countries';
import { drawGlobe, type GlobeFrame } from './globe-draw';
import { preparePoints, visiblePoints } from './globe-points';
import { recordingContext } from './globe-test-canvas';
import type { GlobePoint } from './globe-types';
import { loadCountryShapes } from './use-world-atlas';

const COLORS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea'];

/** n points spread over the whole sphere, in four colours. */
function spreadPoints(n: number): GlobePoint[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i,
    lng: ((i * 137.5) % 360) - 180,
    lat: Math.asin(((2 * i) / n - 1) * 0.999) * (180 / Math.PI),
    radius: 20,
    color: COLORS[i % COLORS.length] as string,
    label: `Point ${i}`,
    metric: 'Metric',
    value: String(i),
  }));
}

async function frameWith(points: GlobePoint[]): Promise<GlobeFrame> {
  const projection = geoOrthographic().clipAngle(90).scale(378).translate([380, 380]).rotate([-35, -25]);
  const shapes = await loadCountryShapes();
  const prepared = preparePoints(points, 760);
  return {
    size: 760,
    pixelRatio: 1,
    projection,
    graticule: true,
    countries: countryFillGroups(shapes, scoresByCode([{ countryId: 1, numericCode: '400', name: 'Jordan', value: 70 }])),
    selected: shapes.find((shape) => shape.code === '400') ?? null,
    hovered: null,
    points: prepared,
    projected: visiblePoints(prepared, projection),
    sprites: [],
    highlightedPoint: -1,
  };
}

/** Arcs a frame draws besides points: the globe's disc and rim, and rim stretches of countries it cuts. */
function arcsWithoutPoints(frame: GlobeFrame): number {
  const ctx = recordingContext();
  drawGlobe(ctx, { ...frame, projected: { ...frame.projected, visibleCount: 0 } });
  return ctx.calls.arc ?? 0;
}

describe('drawGlobe', () => {
  it('draws 1000 points with one fill per colour and a circle only for each visible point', async () => {
    const frame = await frameWith(spreadPoints(1000));
    const ctx = recordingContext();
    drawGlobe(ctx, frame);
    const pointFills = ctx.fills.filter((fill) => COLORS.includes(fill));
    expect(pointFills).toEqual(COLORS);
    expect(frame.projected.visibleCount).toBeGreaterThan(400);
    expect(frame.projected.visibleCount).toBeLessThan(600);
    expect(ctx.calls.arc).toBe(arcsWithoutPoints(frame) + frame.projected.visibleCount);
  });

  it('stamps a sprite per visible point instead when sprites are given, and draws no arcs for them', async () => {
    const frame = await frameWith(spreadPoints(1000));
    const sprites = frame.points.groupColor.map(() => ({ phases: Array.from({ length: 16 }, () => document.createElement('canvas')), centre: 7.5 }));
    const ctx = recordingContext();
    drawGlobe(ctx, { ...frame, sprites });
    expect(ctx.calls.drawImage).toBe(frame.projected.visibleCount);
    expect(ctx.calls.arc).toBe(arcsWithoutPoints(frame));
  });

  it('rings the highlighted point when it is visible', async () => {
    const frame = await frameWith(spreadPoints(1000));
    const visibleIndex = frame.projected.visible.indexOf(1);
    const ctx = recordingContext();
    drawGlobe(ctx, { ...frame, highlightedPoint: visibleIndex });
    expect(ctx.calls.arc).toBe(arcsWithoutPoints(frame) + frame.projected.visibleCount + 1);
  });

  it('fills countries once per colour: ocean, grey for no data, and the one scored colour', async () => {
    const frame = await frameWith([]);
    const ctx = recordingContext();
    drawGlobe(ctx, frame);
    expect(ctx.calls.fill).toBe(1 + frame.countries.length);
    expect(frame.countries).toHaveLength(2);
  });
});
