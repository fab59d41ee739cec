import { describe, expect, it } from 'vitest';
import { NO_DATA_COLOR, scoreColor } from './globe-colors';
import type { Topology } from 'topojson-specification';
import { countryFillGroups, normaliseNumericCode, scoresByCode, toCountryShapes } from './globe-countries';
import type { GlobeCountryScore } from './globe-types';
import { loadCountryShapes } from './use-world-atlas';

function score(countryId: number, numericCode: string, value: number | null, color?: string): GlobeCountryScore {
  return { countryId, numericCode, name: `Country ${countryId}`, value, color };
}

describe('normaliseNumericCode', () => {
  it('pads to three digits whatever the API sends', () => {
    expect(normaliseNumericCode('4')).toBe('004');
    expect(normaliseNumericCode('004')).toBe('004');
    expect(normaliseNumericCode(400)).toBe('400');
    expect(normaliseNumericCode(' 818 ')).toBe('818');
  });

  it('rejects what is not a code', () => {
    expect(normaliseNumericCode('')).toBeNull();
    expect(normaliseNumericCode('JOR')).toBeNull();
    expect(normaliseNumericCode(undefined)).toBeNull();
  });
});

describe('the bundled atlas', () => {
  it('is prepared in slices, the browser getting its turn between them, to the same shapes', async () => {
    const atlas = (await import('world-atlas/countries-110m.json')).default as unknown as Topology;
    const whole = await loadCountryShapes();
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
    };
    // No time at all per slice: a pause before every country.
    const sliced = await toCountryShapes(atlas, { sliceMs: 0, pause });
    expect(pauses).toBe(whole.length);
    expect(sliced).toEqual(whole);

    pauses = 0;
    expect(await toCountryShapes(atlas, { sliceMs: Number.POSITIVE_INFINITY, pause })).toEqual(whole);
    expect(pauses).toBe(0);
  });

  it('has Jordan and Egypt under their numeric codes, with centres where they are', async () => {
    const shapes = await loadCountryShapes();
    const jordan = shapes.find((shape) => shape.code === '400');
    const egypt = shapes.find((shape) => shape.code === '818');
    expect(jordan?.name).toBe('Jordan');
    expect(egypt?.name).toBe('Egypt');
    expect(jordan?.centre[0]).toBeGreaterThan(35);
    expect(jordan?.centre[0]).toBeLessThan(39);
    // France's centre is in Europe, not pulled into the Atlantic by French Guiana.
    const france = shapes.find((shape) => shape.code === '250');
    expect(france?.centre[0]).toBeGreaterThan(-5);
  });

  it('fills matched countries by score, the score colour override wins, and the rest are grey', async () => {
    const shapes = await loadCountryShapes();
    const groups = countryFillGroups(shapes, scoresByCode([score(1, '400', 72.5), score(2, '818', null), score(3, '4', 10, '#123456')]));
    const colorOf = (code: string) => groups.find((group) => group.shapes.some((shape) => shape.code === code))?.color;
    expect(colorOf('400')).toBe(scoreColor(72.5));
    expect(colorOf('818')).toBe(NO_DATA_COLOR);
    expect(colorOf('004')).toBe('#123456');
    expect(colorOf('250')).toBe(NO_DATA_COLOR);
    expect(groups.reduce((sum, group) => sum + group.shapes.length, 0)).toBe(shapes.length);
  });
});
