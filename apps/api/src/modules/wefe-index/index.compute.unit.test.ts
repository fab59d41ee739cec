import { describe, expect, it } from 'vitest';
import {
  PILLARS,
  chooseDefaultYear,
  competitionRanks,
  computeIndex,
  computePrepared,
  DEFAULT_METHOD,
  denseSeries,
  goalpostScore,
  goalpostsFor,
  INDICATOR_TREATMENTS,
  indicatorsNeeded,
  latestWithinWindow,
  markProvisional,
  minMaxScores,
  percentile,
  prepareIndex,
  RANK_TARGETS,
  skewness,
  variantRanks,
  zScores,
  type CountryYearResult,
  type Direction,
  type IndicatorDefinition,
  type IndicatorValue,
  type MethodChoices,
  type Pillar,
  type SubPillar,
  type YearSummary,
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

/** One indicator per sub-pillar of every pillar, all higher-is-better. */
const EIGHT = PILLARS.flatMap((p) => [def(`${p}_acc`, p, 'access'), def(`${p}_av`, p, 'availability')]);

describe('percentile and goalposts', () => {
  it('interpolates linearly between ranks, as numpy does', () => {
    const sorted = [10, 20, 30, 40, 50];
    expect(percentile(sorted, 0)).toBe(10);
    expect(percentile(sorted, 50)).toBe(30);
    expect(percentile(sorted, 100)).toBe(50);
    // (5 - 1) * 2.5 / 100 = 0.1 of the way from 10 to 20.
    expect(percentile(sorted, 2.5)).toBeCloseTo(11, 10);
    expect(percentile(sorted, 97.5)).toBeCloseTo(49, 10);
  });

  it('takes the 2.5th and 97.5th percentiles of every value, whatever the order', () => {
    expect(goalpostsFor([50, 10, 40, 20, 30], 'higher_is_better')).toEqual({ lower: 11, upper: 49, targeted: false });
  });

  it('replaces the better goalpost by the target: the upper one when higher is better, the lower one otherwise', () => {
    expect(goalpostsFor([10, 20, 30, 40, 50], 'higher_is_better', 25)).toEqual({ lower: 11, upper: 25, targeted: true });
    expect(goalpostsFor([10, 20, 30, 40, 50], 'lower_is_better', 25)).toEqual({ lower: 25, upper: 49, targeted: true });
    // A target beyond the worse goalpost would invert the scale: the percentile stays.
    expect(goalpostsFor([10, 20, 30, 40, 50], 'higher_is_better', 5)).toEqual({ lower: 11, upper: 49, targeted: false });
  });

  it('scores between the goalposts, clamps values beyond them, and turns the scale round when lower is better', () => {
    const g = { lower: 10, upper: 50, targeted: false };
    expect(goalpostScore(30, g, 'higher_is_better')).toBe(50);
    expect(goalpostScore(5, g, 'higher_is_better')).toBe(0);
    expect(goalpostScore(500, g, 'higher_is_better')).toBe(100);
    expect(goalpostScore(20, g, 'lower_is_better')).toBe(75);
    expect(goalpostScore(60, g, 'lower_is_better')).toBe(0);
  });

  it('log-scales between the goalposts when asked: log10(x + 1)', () => {
    // log10(10) = 1, log10(100) = 2, log10(1000) = 3: 99 is half way between 9 and 999.
    expect(goalpostScore(99, { lower: 9, upper: 999, targeted: false }, 'higher_is_better', { log: true })).toBeCloseTo(50, 10);
    expect(goalpostScore(99, { lower: 9, upper: 999, targeted: false }, 'higher_is_better')).toBeCloseTo(9.0909, 4);
  });

  it('gives 100 when the goalposts meet (nobody is separated)', () => {
    expect(goalpostScore(7, { lower: 7, upper: 7, targeted: false }, 'lower_is_better')).toBe(100);
  });
});

describe('fixed goalposts make years comparable', () => {
  // AAA's own value never changes; BBB's rises. With min-max per year AAA's score would move anyway.
  const indicators = [def('w', 'water', 'access')];
  const values = [
    ...table(2018, { w: { AAA: 50, BBB: 60, CCC: 0, DDD: 100 } }),
    ...table(2019, { w: { AAA: 50, BBB: 90, CCC: 0, DDD: 100 } }),
  ];

  it("keeps a country's score when only other countries' values move", () => {
    const { results } = computeIndex({ indicators, values, treatments: {} });
    const aaa2018 = find(results, 'AAA', 2018).indicators[0]!.score;
    expect(find(results, 'AAA', 2019).indicators[0]!.score).toBe(aaa2018);
    expect(find(results, 'BBB', 2019).indicators[0]!.score).toBeGreaterThan(find(results, 'BBB', 2018).indicators[0]!.score);
  });

  it('uses one set of goalposts from every year: the percentiles of all eight values', () => {
    const { goalposts, results } = computeIndex({ indicators, values, treatments: {} });
    const sorted = [0, 0, 50, 50, 60, 90, 100, 100];
    expect(goalposts.w).toEqual({ lower: percentile(sorted, 2.5), upper: percentile(sorted, 97.5), targeted: false });
    expect(find(results, 'DDD', 2019).indicators[0]!.score).toBe(100);
    expect(find(results, 'CCC', 2019).indicators[0]!.score).toBe(0);
  });
});

describe('adequacy targets', () => {
  it('scores supply at or beyond the target as 100, and below it between the lower goalpost and the target', () => {
    const indicators = [def('kcal', 'food', 'availability')];
    const values = table(2020, { kcal: { AAA: 1800, BBB: 1950, CCC: 2100, DDD: 3400 } });
    const { results, goalposts } = computeIndex({ indicators, values, treatments: { kcal: { target: 2100, reason: 'adequacy' } } });
    expect(goalposts.kcal!.upper).toBe(2100);
    expect(find(results, 'DDD').indicators[0]!.score).toBe(100);
    expect(find(results, 'CCC').indicators[0]!.score).toBe(100);
    const lower = goalposts.kcal!.lower;
    expect(find(results, 'BBB').indicators[0]!.score).toBeCloseTo(((1950 - lower) / (2100 - lower)) * 100, 10);
    // Without the target, 3,400 kcal would be "more secure" than 2,100.
    const plain = computeIndex({ indicators, values, treatments: {} }).results;
    expect(find(plain, 'DDD').indicators[0]!.score).toBeGreaterThan(find(plain, 'CCC').indicators[0]!.score);
  });

  it('ships adequacy targets for calorie and protein supply and electricity per person, and no "more is better" energy use', () => {
    expect(INDICATOR_TREATMENTS.fd_calorie_supply?.target).toBe(2100);
    expect(INDICATOR_TREATMENTS.fd_protein_supply?.target).toBe(52.5);
    expect(INDICATOR_TREATMENTS.en_electricity_gen_pc?.target).toBe(1000);
    expect(INDICATOR_TREATMENTS.en_primary_energy_pc?.excluded).toBe(true);
    expect(INDICATOR_TREATMENTS.eco_co2_per_capita?.excluded).toBe(true);
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
    expect(find(results, 'AAA', 2019).indicators[0]).toMatchObject({ indicatorId: 'w', raw: 10, sourceYear: 2014, carriedForward: true, score: 0 });
    expect(find(results, 'BBB', 2019).indicators[0]).toMatchObject({ raw: 30, sourceYear: 2019, carriedForward: false, score: 100 });
  });

  it('drops a value older than 5 years; the indicator then covers too few countries to enter the year', () => {
    const { results, yearSummaries } = computeIndex({ indicators, values, years: [2020], treatments: {} });
    // One of the two countries has a value in 2015-2020: 50 % is under the 2/3 coverage rule.
    expect(results.find((r) => r.iso3 === 'AAA')).toBeUndefined();
    expect(yearSummaries[0]!.leftOut).toEqual([{ indicatorId: 'w', coverage: 0.5 }]);
  });
});

describe('the coverage rule', () => {
  const indicators = [...EIGHT, def('water_acc2', 'water', 'access')];
  const full = { AAA: 10, BBB: 20, CCC: 30, DDD: 40, EEE: 50, FFF: 60 };
  const rows = Object.fromEntries(EIGHT.map((d) => [d.indicatorId, full]));

  it('lets an indicator into a year only where at least 2/3 of the countries report it, and says why it is out', () => {
    // water_acc2: 4 of 6 countries (2/3) enters; with 3 of 6 it stays out.
    const enters = computeIndex({ indicators, values: table(2020, { ...rows, water_acc2: { AAA: 1, BBB: 2, CCC: 3, DDD: 4 } }), treatments: {} });
    expect(enters.yearSummaries[0]!.entered).toContain('water_acc2');
    const out = computeIndex({ indicators, values: table(2020, { ...rows, water_acc2: { AAA: 1, BBB: 2, CCC: 3 } }), treatments: {} });
    expect(out.yearSummaries[0]!.entered).not.toContain('water_acc2');
    expect(out.yearSummaries[0]!.leftOut).toEqual([{ indicatorId: 'water_acc2', coverage: 0.5 }]);
    expect(find(out.results, 'AAA').indicators.map((i) => i.indicatorId)).not.toContain('water_acc2');
  });

  it('leaves a pillar without a value for everyone when one of its sub-pillars has no indicator in the year', () => {
    const { water_av: _dropped, ...withoutWaterAvailability } = rows;
    const { results, yearSummaries } = computeIndex({ indicators: EIGHT, values: table(2020, withoutWaterAvailability), treatments: {} });
    // Water would otherwise silently become "access only": no pillar, no index, no rank.
    for (const r of results) {
      expect(r.pillars.water.value).toBeNull();
      expect(r.rank).toBeNull();
      expect(r.unrankedReason).toBe('missing_sub_pillar');
      expect(r.missingSubPillars).toEqual(['water.availability']);
    }
    expect(results[0]!.pillars.energy.value).not.toBeNull();
    expect(yearSummaries[0]!.ranked).toBe(0);
  });
});

describe('the ranking rule', () => {
  it('needs 75 % of the indicators, rounded up', () => {
    expect(indicatorsNeeded(18)).toBe(14);
    expect(indicatorsNeeded(12)).toBe(9);
    expect(indicatorsNeeded(8)).toBe(6);
    expect(indicatorsNeeded(1)).toBe(1);
  });

  // Fourteen indicators: a second access indicator per pillar, a second availability one for water and
  // energy. BBB lacks four of them (10 of 14 < 11), CCC lacks water availability altogether (12 of 14).
  const indicators = [
    ...EIGHT,
    ...PILLARS.map((p) => def(`${p}_acc2`, p, 'access')),
    def('water_av2', 'water', 'availability'),
    def('energy_av2', 'energy', 'availability'),
  ];
  const everyone = { AAA: 90, BBB: 50, CCC: 70, DDD: 10, EEE: 30, FFF: 60 };
  const rows: Record<string, Record<string, number>> = Object.fromEntries(indicators.map((d) => [d.indicatorId, { ...everyone }]));
  for (const id of ['water_acc2', 'energy_acc2', 'food_acc2', 'ecosystems_acc2']) delete rows[id]!.BBB;
  delete rows.water_av!.CCC;
  delete rows.water_av2!.CCC;
  const { results, yearSummaries } = computeIndex({ indicators, values: table(2020, rows), treatments: {} });

  it('ranks a country with every sub-pillar and at least 75 % of the indicators', () => {
    expect(find(results, 'AAA')).toMatchObject({ rank: 1, indicatorsUsed: 14, indicatorsTotal: 14, unrankedReason: null });
    expect(yearSummaries[0]!.ranked).toBe(4);
  });

  it('gives pillar values but no index or rank below 75 %, with the reason', () => {
    const b = find(results, 'BBB');
    expect(b).toMatchObject({ index: null, rank: null, indicatorsUsed: 10, unrankedReason: 'too_few_indicators', missingSubPillars: [] });
    expect(b.pillars.water.value).not.toBeNull();
    expect(b.pillars.water.rank).not.toBeNull();
  });

  it('gives no rank without a sub-pillar, even above 75 %', () => {
    const c = find(results, 'CCC');
    expect(c).toMatchObject({ index: null, rank: null, indicatorsUsed: 12, unrankedReason: 'missing_sub_pillar', missingSubPillars: ['water.availability'] });
    expect(c.pillars.water.value).toBeNull();
    expect(c.pillars.food.value).not.toBeNull();
  });

  it('counts each pillar’s indicators used and entered', () => {
    expect(find(results, 'BBB').pillars.water).toMatchObject({ indicatorsUsed: 3, indicatorsTotal: 4 });
    expect(find(results, 'BBB').pillars.food).toMatchObject({ indicatorsUsed: 2, indicatorsTotal: 3 });
  });
});

describe('effective weights', () => {
  it('are pillar weight × 1/2 × 1/(indicators of the sub-pillar the country has), and sum to 1', () => {
    const indicators = [...EIGHT, def('water_acc2', 'water', 'access'), def('water_acc3', 'water', 'access')];
    const all = { AAA: 50, BBB: 60, CCC: 70 };
    const rows: Record<string, Record<string, number>> = Object.fromEntries(indicators.map((d) => [d.indicatorId, { ...all }]));
    delete rows.water_acc3!.AAA;
    const { results } = computeIndex({ indicators, values: table(2020, rows), treatments: {} });
    const weight = (iso3: string, id: string) => find(results, iso3).indicators.find((i) => i.indicatorId === id)!;
    // BBB has three water access indicators: 1/4 × 1/2 × 1/3 each; AAA has two: 1/4 × 1/2 × 1/2.
    expect(weight('BBB', 'water_acc').weight).toBeCloseTo(1 / 24, 12);
    expect(weight('AAA', 'water_acc').weight).toBeCloseTo(1 / 16, 12);
    expect(weight('AAA', 'water_av').weight).toBeCloseTo(1 / 8, 12);
    expect(weight('AAA', 'water_acc').pillarWeight).toBeCloseTo(1 / 4, 12);
    for (const iso3 of ['AAA', 'BBB', 'CCC']) {
      expect(find(results, iso3).indicators.reduce((sum, i) => sum + i.weight, 0)).toBeCloseTo(1, 12);
    }
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

describe('per-year normalisations of the uncertainty analysis', () => {
  it('min-max: the lowest 0, the highest 100, turned round when lower is better, all 100 without spread', () => {
    expect(Object.fromEntries(minMaxScores(map({ A: 10, B: 20, C: 30 }), 'higher_is_better'))).toEqual({ A: 0, B: 50, C: 100 });
    expect(Object.fromEntries(minMaxScores(map({ A: 10, B: 20, C: 30 }), 'lower_is_better'))).toEqual({ A: 100, B: 50, C: 0 });
    expect(Object.fromEntries(minMaxScores(map({ A: 5, B: 5 }), 'higher_is_better'))).toEqual({ A: 100, B: 100 });
  });

  it('z-scores: clamped to ±3 sd and mapped so that the mean scores 50', () => {
    // Mean 20, population sd sqrt(200/3) = 8.165: B is the mean, A and C are ±1.2247 sd.
    const z = zScores(map({ A: 10, B: 20, C: 30 }), 'higher_is_better');
    expect(z.get('B')).toBeCloseTo(50, 10);
    expect(z.get('C')).toBeCloseTo(((10 / Math.sqrt(200 / 3) + 3) / 6) * 100, 10);
    expect(zScores(map({ A: 10, B: 20, C: 30 }), 'lower_is_better').get('C')).toBeCloseTo(100 - z.get('C')!, 10);
  });
});

describe('provisional years and the default year', () => {
  const summary = (year: number, entered: string[], ranked: number, carriedForwardShare = 0): Omit<YearSummary, 'provisional'> => ({
    year,
    countries: 10,
    ranked,
    entered,
    leftOut: [],
    dataFrom: year - 5,
    dataTo: year,
    carriedForwardShare,
  });

  it('marks years missing an indicator of the best-covered years, ranking under 2/3, or mostly carried forward', () => {
    const marked = markProvisional(
      [
        summary(2017, ['a', 'b'], 9),
        summary(2018, ['a', 'b', 'c'], 9),
        summary(2019, ['a', 'b', 'c'], 6),
        summary(2020, ['a', 'b', 'c'], 9, 0.4),
        summary(2021, ['a', 'b', 'c'], 9, 0.6),
      ],
      10,
    );
    expect(marked.map((s) => [s.year, s.provisional])).toEqual([
      [2017, true],
      [2018, false],
      [2019, true],
      [2020, false],
      [2021, true],
    ]);
    expect(chooseDefaultYear(marked)).toBe(2020);
  });

  it('falls back to the year ranking the most when every year is provisional', () => {
    const marked = markProvisional([summary(2019, ['a'], 3), summary(2020, ['a'], 2)], 10);
    expect(chooseDefaultYear(marked)).toBe(2019);
    expect(chooseDefaultYear([])).toBeNull();
  });
});

describe('variantRanks', () => {
  it('ranks as the full computation does under the hub method, on the shipped data', () => {
    const prepared = prepareIndex(loadWefeData());
    const base = computePrepared(prepared);
    const years = [2010, base.defaultYear!];
    const n = prepared.countries.length;
    const eligible = new Uint8Array(years.length * RANK_TARGETS * n);
    years.forEach((year, y) => {
      for (const r of base.results.filter((x) => x.year === year)) {
        const c = prepared.countries.indexOf(r.iso3);
        if (r.rank !== null) eligible[y * RANK_TARGETS * n + c] = 1;
        PILLARS.forEach((p, i) => {
          if (r.pillars[p].rank !== null) eligible[(y * RANK_TARGETS + 1 + i) * n + c] = 1;
        });
      }
    });
    const ranks = new Int32Array(eligible.length);
    variantRanks(denseSeries(prepared), DEFAULT_METHOD, years, eligible, ranks);
    years.forEach((year, y) => {
      for (const r of base.results.filter((x) => x.year === year)) {
        const c = prepared.countries.indexOf(r.iso3);
        expect(ranks[y * RANK_TARGETS * n + c] || null).toBe(r.rank);
        PILLARS.forEach((p, i) => expect(ranks[(y * RANK_TARGETS + 1 + i) * n + c] || null).toBe(r.pillars[p].rank));
      }
    });
  });

  it('lays out a data set of more values than a call takes arguments (the benchmark has 172,284)', () => {
    // Eight indicators, 300 countries, 1900-2029: 312,000 values. Math.min(...years) overflowed the stack here.
    const countries = Array.from({ length: 300 }, (_, c) => `C${String(c).padStart(2, '0')}`);
    const values: IndicatorValue[] = [];
    for (const definition of EIGHT) for (const iso3 of countries) for (let year = 1900; year < 2030; year += 1) values.push({ iso3, indicatorId: definition.indicatorId, year, value: (year % 7) + iso3.length });
    const dense = denseSeries(prepareIndex({ indicators: EIGHT, values, treatments: {} }));
    expect({ firstYear: dense.firstYear, span: dense.span }).toEqual({ firstYear: 1900, span: 130 });
  });

  it('follows the aggregation: geometric means punish an unbalanced profile that arithmetic ones do not', () => {
    // AAA: 100 and 0 in water's sub-pillars (arithmetic 50); BBB: 45 and 45. Other pillars equal.
    const values = table(2020, {
      water_acc: { AAA: 100, BBB: 45, CCC: 0, DDD: 100 },
      water_av: { AAA: 0, BBB: 45, CCC: 0, DDD: 100 },
      ...Object.fromEntries(EIGHT.filter((d) => d.pillar !== 'water').map((d) => [d.indicatorId, { AAA: 50, BBB: 50, CCC: 0, DDD: 100 }])),
    });
    const prepared = prepareIndex({ indicators: EIGHT, values, treatments: {} });
    const eligible = new Uint8Array(RANK_TARGETS * 4).fill(1);
    const ranks = new Int32Array(eligible.length);
    const aaa = prepared.countries.indexOf('AAA');
    const bbb = prepared.countries.indexOf('BBB');
    const method = (aggregation: MethodChoices['aggregation']) => ({ ...DEFAULT_METHOD, normalisation: 'min_max' as const, aggregation });
    variantRanks(denseSeries(prepared), method('arithmetic'), [2020], eligible, ranks);
    expect([ranks[aaa], ranks[bbb]]).toEqual([2, 3]);
    variantRanks(denseSeries(prepared), method('geometric'), [2020], eligible, ranks);
    expect([ranks[aaa], ranks[bbb]]).toEqual([3, 2]);
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
  const { years, results, excludedIndicators, yearSummaries, defaultYear } = computeIndex(data);

  it('reads every indicator and value, and leaves out the artefact, the replaced series and the wrong-direction ones', () => {
    expect(data.indicators).toHaveLength(25);
    expect(data.values.every((v) => Number.isFinite(v.value) && Number.isInteger(v.year))).toBe(true);
    expect(excludedIndicators.sort()).toEqual(
      ['eco_biodiversity_intactness', 'eco_co2_per_capita', 'en_primary_energy_pc', 'wat_renewable_internal_pc', 'wat_withdrawal_share_internal'].sort(),
    );
  });

  it('gives water stress and total renewable water to the water pillar of the default year, for nearly every country', () => {
    const ofYear = results.filter((r) => r.year === defaultYear);
    const has = (id: string) => ofYear.filter((r) => r.indicators.some((i) => i.indicatorId === id)).length;
    expect(has('wat_water_stress')).toBeGreaterThanOrEqual(55);
    expect(has('wat_renewable_total_pc')).toBe(ofYear.length);
    // The Gulf states withdraw many times their renewable freshwater: stress scores them near the bottom.
    const stress = (iso3: string) => find(results, iso3, defaultYear!).indicators.find((i) => i.indicatorId === 'wat_water_stress')!.score;
    for (const iso3 of ['ARE', 'KWT', 'SAU']) expect(stress(iso3)).toBeLessThan(15);
  });

  it('opens on a comparable year, marks the years that rest on fewer indicators or old values, and never changes a pillar’s make-up silently', () => {
    const chosen = yearSummaries.find((s) => s.year === defaultYear)!;
    expect(chosen.provisional).toBe(false);
    expect(chosen.carriedForwardShare).toBeLessThanOrEqual(0.5);
    const reference = Math.max(...yearSummaries.map((s) => s.entered.length));
    for (const s of yearSummaries) if (s.entered.length < reference) expect(s.provisional).toBe(true);
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
          expect(r.indicatorsUsed).toBeGreaterThanOrEqual(indicatorsNeeded(r.indicatorsTotal));
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
