import { describe, expect, it } from 'vitest';
import {
  PILLARS,
  competitionRanks,
  computeIndex,
  INDICATOR_TREATMENTS,
  latestWithinWindow,
  minMaxScores,
  pillarValue,
  skewness,
  type CountryYearResult,
  type Direction,
  type IndicatorDefinition,
  type IndicatorValue,
  type Pillar,
  type SubPillar,
} from './index.compute.ts';
import { parseCsv } from '../../lib/csv.ts';
import { loadWefeData } from './index.data.ts';

const def = (indicatorId: string, pillar: Pillar, type: SubPillar, direction: Direction = 'higher_is_better'): IndicatorDefinition => ({
  indicatorId,
  pillar,
  type,
  direction,
});

/** Values for one year from a table { indicatorId: { iso3: value } }. */
function table(year: number, rows: Record<string, Record<string, number>>): IndicatorValue[] {
  return Object.entries(rows).flatMap(([indicatorId, byCountry]) =>
    Object.entries(byCountry).map(([iso3, value]) => ({ iso3, indicatorId, year, value })),
  );
}

const map = (entries: Record<string, number>) => new Map(Object.entries(entries));
const find = (results: CountryYearResult[], iso3: string, year = 2020) => {
  const r = results.find((x) => x.iso3 === iso3 && x.year === year);
  if (!r) throw new Error(`no result for ${iso3} ${year}`);
  return r;
};

describe('minMaxScores', () => {
  it('scales to 0..100, higher is better', () => {
    expect(Object.fromEntries(minMaxScores(map({ A: 10, B: 20, C: 30 }), 'higher_is_better'))).toEqual({ A: 0, B: 50, C: 100 });
  });

  it('inverts lower-is-better indicators', () => {
    expect(Object.fromEntries(minMaxScores(map({ A: 10, B: 20, C: 30 }), 'lower_is_better'))).toEqual({ A: 100, B: 50, C: 0 });
  });

  it('gives 100 to every country when all values are equal, in both directions, and to a single country', () => {
    expect(Object.fromEntries(minMaxScores(map({ A: 5, B: 5 }), 'higher_is_better'))).toEqual({ A: 100, B: 100 });
    expect(Object.fromEntries(minMaxScores(map({ A: 5, B: 5 }), 'lower_is_better'))).toEqual({ A: 100, B: 100 });
    expect(Object.fromEntries(minMaxScores(map({ A: 7 }), 'lower_is_better'))).toEqual({ A: 100 });
  });

  it('log-transforms with log10(x + 1) before min-max when asked', () => {
    // log10(1) = 0, log10(10) = 1, log10(100) = 2 -> 0, 50, 100; without the log B would score 9.09.
    const logged = minMaxScores(map({ A: 0, B: 9, C: 99 }), 'higher_is_better', { log: true });
    expect(logged.get('A')).toBe(0);
    expect(logged.get('B')).toBeCloseTo(50, 10);
    expect(logged.get('C')).toBe(100);
    expect(minMaxScores(map({ A: 0, B: 9, C: 99 }), 'higher_is_better').get('B')).toBeCloseTo(9.0909, 4);
  });
});

describe('latestWithinWindow', () => {
  const series = new Map([
    [2010, 1],
    [2014, 2],
  ]);

  it('takes the latest value from Y-5..Y', () => {
    expect(latestWithinWindow(series, 2014)).toEqual({ value: 2, sourceYear: 2014 });
    expect(latestWithinWindow(series, 2013)).toEqual({ value: 1, sourceYear: 2010 });
    expect(latestWithinWindow(series, 2019)).toEqual({ value: 2, sourceYear: 2014 });
  });

  it('ignores values older than 5 years and values after Y', () => {
    expect(latestWithinWindow(series, 2020)).toBeNull();
    expect(latestWithinWindow(series, 2009)).toBeNull();
  });
});

describe('carry-forward in computeIndex', () => {
  const indicators = [def('w', 'water', 'access')];
  const values: IndicatorValue[] = [
    { iso3: 'AAA', indicatorId: 'w', year: 2014, value: 10 },
    { iso3: 'BBB', indicatorId: 'w', year: 2019, value: 30 },
    { iso3: 'BBB', indicatorId: 'w', year: 2020, value: 20 },
  ];

  it('marks a value from an earlier year as carried forward, with its source year', () => {
    const { results } = computeIndex({ indicators, values, years: [2019], treatments: {} });
    expect(find(results, 'AAA', 2019).indicators).toEqual([
      { indicatorId: 'w', pillar: 'water', type: 'access', raw: 10, sourceYear: 2014, carriedForward: true, score: 0 },
    ]);
    expect(find(results, 'BBB', 2019).indicators[0]).toMatchObject({ raw: 30, sourceYear: 2019, carriedForward: false, score: 100 });
  });

  it('drops a value older than 5 years, so the country is not normalised for that year', () => {
    const { results } = computeIndex({ indicators, values, years: [2020], treatments: {} });
    expect(results.map((r) => r.iso3)).toEqual(['BBB']);
    expect(find(results, 'BBB').indicators[0]).toMatchObject({ raw: 20, score: 100 });
  });
});

describe('pillarValue', () => {
  it('is the mean of the sub-pillar means, not of the indicators', () => {
    const r = pillarValue(
      [
        { type: 'access', score: 0 },
        { type: 'access', score: 100 },
        { type: 'availability', score: 40 },
      ],
      3,
    );
    expect(r).toEqual({ value: 45, subPillars: { access: 50, availability: 40 } });
  });

  it('needs at least half of the pillar indicators', () => {
    expect(pillarValue([{ type: 'access', score: 60 }, { type: 'availability', score: 20 }], 4).value).toBe(40);
    expect(pillarValue([{ type: 'access', score: 60 }], 4).value).toBeNull();
    expect(pillarValue([{ type: 'access', score: 60 }], 3).value).toBeNull();
    expect(pillarValue([{ type: 'access', score: 60 }], 2).value).toBe(60);
  });

  it('uses the sub-pillar present when the other has no indicator', () => {
    expect(pillarValue([{ type: 'access', score: 60 }, { type: 'access', score: 80 }], 4)).toEqual({
      value: 70,
      subPillars: { access: 70, availability: null },
    });
  });
});

describe('competitionRanks', () => {
  it('ranks highest first, ties share a rank (1, 2, 2, 4), nulls stay unranked', () => {
    const ranks = competitionRanks(new Map<string, number | null>([['A', 90], ['B', 50], ['C', 50], ['D', 10], ['E', null]]));
    expect(Object.fromEntries(ranks)).toEqual({ A: 1, B: 2, C: 2, D: 4, E: null });
  });

  it('treats values equal to 6 decimals as ties (float noise)', () => {
    const ranks = competitionRanks(new Map<string, number | null>([['A', 0.1 + 0.2], ['B', 0.3], ['C', 0.2999]]));
    expect(Object.fromEntries(ranks)).toEqual({ A: 1, B: 1, C: 3 });
  });
});

describe('computeIndex on a hand-checked table', () => {
  const indicators = [
    def('w_acc', 'water', 'access'),
    def('w_av', 'water', 'availability'),
    def('e_acc', 'energy', 'access'),
    def('e_av', 'energy', 'availability', 'lower_is_better'),
    def('f_acc', 'food', 'access'),
    def('f_av', 'food', 'availability'),
    def('x_acc', 'ecosystems', 'access'),
    def('x_av', 'ecosystems', 'availability'),
  ];
  // Scores by hand:
  //        w_acc w_av | e_acc e_av | f_acc f_av | x_acc x_av || water energy food eco | index
  // AAA      0   100  |   0   100  |   0   100  |  100   100 ||  50    50    50   100 | 62.5
  // BBB     50    50  |  50    50  |   0   100  |    0     0 ||  50    50    50     0 | 37.5
  // CCC    100     0  | 100     0  | 100   100  |   50     0 ||  50    50   100    25 | 56.25
  // DDD    100     0  |   -     -  |   -     -  |   50     0 ||  50     -     -    25 | -
  const values = table(2020, {
    w_acc: { AAA: 0, BBB: 50, CCC: 100, DDD: 100 },
    w_av: { AAA: 100, BBB: 50, CCC: 0, DDD: 0 },
    e_acc: { AAA: 10, BBB: 20, CCC: 30 },
    e_av: { AAA: 1, BBB: 2, CCC: 3 },
    f_acc: { AAA: 0, BBB: 0, CCC: 4 },
    f_av: { AAA: 4, BBB: 4, CCC: 4 },
    x_acc: { AAA: 3, BBB: 1, CCC: 2, DDD: 2 },
    x_av: { AAA: 7, BBB: 5, CCC: 5, DDD: 5 },
  });
  const { years, results } = computeIndex({ indicators, values, treatments: {} });

  it('computes pillars and the index', () => {
    expect(years).toEqual([2020]);
    expect(find(results, 'AAA').index).toBe(62.5);
    expect(find(results, 'BBB').index).toBe(37.5);
    expect(find(results, 'CCC').index).toBe(56.25);
    expect(find(results, 'CCC').pillars.ecosystems).toEqual({ value: 25, rank: 2, subPillars: { access: 50, availability: 0 } });
  });

  it('gives no index and no rank to a country missing a pillar, but keeps its pillar values and ranks', () => {
    const d = find(results, 'DDD');
    expect(d.index).toBeNull();
    expect(d.rank).toBeNull();
    expect(d.pillars.energy).toEqual({ value: null, rank: null, subPillars: { access: null, availability: null } });
    expect(d.pillars.water.value).toBe(50);
  });

  it('ranks the index and each pillar, ties sharing a rank', () => {
    expect(results.map((r) => [r.iso3, r.rank])).toEqual([
      ['AAA', 1],
      ['BBB', 3],
      ['CCC', 2],
      ['DDD', null],
    ]);
    expect(results.map((r) => r.pillars.water.rank)).toEqual([1, 1, 1, 1]);
    expect(results.map((r) => r.pillars.food.rank)).toEqual([2, 2, 1, null]);
    expect(results.map((r) => r.pillars.ecosystems.rank)).toEqual([1, 4, 2, 2]);
  });

  it('applies the half rule inside computeIndex', () => {
    const three = [def('a', 'water', 'access'), def('b', 'water', 'access'), def('c', 'water', 'availability')];
    const out = computeIndex({
      indicators: three,
      values: table(2020, { a: { AAA: 1, BBB: 2 }, b: { AAA: 1 }, c: { AAA: 1, BBB: 3 } }),
      treatments: {},
    });
    expect(find(out.results, 'AAA').pillars.water.value).not.toBeNull();
    expect(find(out.results, 'BBB').pillars.water.value).not.toBeNull();
    const thin = computeIndex({ indicators: three, values: table(2020, { a: { AAA: 1, BBB: 2 }, b: { AAA: 1 } }), treatments: {} });
    expect(find(thin.results, 'AAA').pillars.water.value).not.toBeNull();
    const one = computeIndex({ indicators: three, values: table(2020, { a: { AAA: 1, BBB: 2 }, c: { AAA: 1 } }), treatments: {} });
    expect(find(one.results, 'BBB').pillars.water.value).toBeNull();
  });
});

describe('exclusion of the biodiversity intactness artefact', () => {
  const indicators = [def('eco_red_list_index', 'ecosystems', 'availability'), def('eco_biodiversity_intactness', 'ecosystems', 'availability')];
  const values = table(2014, {
    eco_red_list_index: { JOR: 0.8, GAB: 0.9 },
    eco_biodiversity_intactness: { JOR: 1, GAB: 0.6, EGY: 1 },
  });

  it('is excluded by default, does not count towards the half rule and appears in no result', () => {
    expect(INDICATOR_TREATMENTS.eco_biodiversity_intactness?.excluded).toBe(true);
    const { excludedIndicators, results } = computeIndex({ indicators, values });
    expect(excludedIndicators).toEqual(['eco_biodiversity_intactness']);
    expect(results.map((r) => r.iso3)).toEqual(['GAB', 'JOR']);
    expect(find(results, 'JOR', 2014).pillars.ecosystems.value).toBe(0);
    expect(find(results, 'GAB', 2014).pillars.ecosystems.value).toBe(100);
    expect(results.flatMap((r) => r.indicators.map((i) => i.indicatorId))).not.toContain('eco_biodiversity_intactness');
  });

  it('would lift the desert country if kept', () => {
    const { results } = computeIndex({ indicators, values, treatments: {} });
    expect(find(results, 'JOR', 2014).pillars.ecosystems.value).toBe(50);
  });
});

describe('parseCsv', () => {
  it('handles quoted fields with commas, doubled quotes and CRLF', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\r\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', ''],
    ]);
  });
});

describe('computeIndex on the shipped data', () => {
  const data = loadWefeData();
  const { years, results, excludedIndicators } = computeIndex(data);

  it('reads every indicator and value', () => {
    expect(data.indicators).toHaveLength(23);
    expect(data.values.every((v) => Number.isFinite(v.value) && Number.isInteger(v.year))).toBe(true);
    expect(excludedIndicators).toEqual(['eco_biodiversity_intactness']);
  });

  it('keeps every score and index in 0..100, with contiguous competition ranks and four pillars per ranked country', () => {
    let rankedYears = 0;
    for (const year of years) {
      const ofYear = results.filter((r) => r.year === year);
      for (const r of ofYear) {
        for (const i of r.indicators) expect(i.score >= 0 && i.score <= 100).toBe(true);
        for (const p of PILLARS) {
          const v = r.pillars[p].value;
          if (v !== null) expect(v >= 0 && v <= 100).toBe(true);
          expect(r.pillars[p].rank === null).toBe(v === null);
        }
        expect(r.rank === null).toBe(r.index === null);
        if (r.index !== null) {
          expect(r.index >= 0 && r.index <= 100).toBe(true);
          expect(PILLARS.every((p) => r.pillars[p].value !== null)).toBe(true);
        }
      }
      const ranked = ofYear.filter((r) => r.rank !== null).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
      if (ranked.length > 0) rankedYears += 1;
      ranked.forEach((r, i) => {
        const previous = ranked[i - 1];
        if (!previous) expect(r.rank).toBe(1);
        else if (r.rank === previous.rank) expect((r.index ?? 0).toFixed(6)).toBe((previous.index ?? 0).toFixed(6));
        else {
          expect(r.rank).toBe(i + 1);
          expect(r.index ?? 0).toBeLessThan(previous.index ?? 0);
        }
      });
    }
    expect(rankedYears).toBeGreaterThan(10);
  });

  it('log-transforms only indicators that are heavily skewed in the 2019 cross-section', () => {
    for (const [id, treatment] of Object.entries(INDICATOR_TREATMENTS)) {
      if (!treatment.logTransform) continue;
      const raws = results.filter((r) => r.year === 2019).flatMap((r) => r.indicators.filter((i) => i.indicatorId === id).map((i) => i.raw));
      expect(skewness(raws)).toBeGreaterThan(2);
    }
  });
});
