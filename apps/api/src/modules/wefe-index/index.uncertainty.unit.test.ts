import { describe, expect, it } from 'vitest';
import { computePrepared, DEFAULT_METHOD, PILLARS, prepareIndex, SUB_PILLARS, type IndicatorDefinition, type IndicatorValue, type Pillar } from './index.compute.ts';
import { loadWefeData } from './index.data.ts';
import {
  intervalKey,
  nearestRank,
  rankInterval,
  sampleMethod,
  seededRandom,
  sensitivityAnalysis,
  UNCERTAINTY_CHOICES,
  UNCERTAINTY_RUNS,
  uncertaintyAnalysis,
} from './index.uncertainty.ts';

const EIGHT: IndicatorDefinition[] = PILLARS.flatMap((p: Pillar) => [
  { indicatorId: `${p}_acc`, pillar: p, type: 'access' as const, direction: 'higher_is_better' as const },
  { indicatorId: `${p}_av`, pillar: p, type: 'availability' as const, direction: 'higher_is_better' as const },
]);

function values(year: number, byCountry: Record<string, Record<string, number>>): IndicatorValue[] {
  return Object.entries(byCountry).flatMap(([iso3, byIndicator]) =>
    Object.entries(byIndicator).map(([indicatorId, value]) => ({ iso3, indicatorId, year, value })),
  );
}

describe('nearest-rank percentiles', () => {
  it('takes the smallest rank with at least p % of the runs at or below it', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(nearestRank(twenty, 5)).toBe(1);
    expect(nearestRank(twenty, 50)).toBe(10);
    expect(nearestRank(twenty, 95)).toBe(19);
    // 7 runs at rank 1 and 3 at rank 2: median 1, interval 1-2.
    expect(rankInterval([2, 1, 1, 2, 1, 1, 1, 2, 1, 1])).toEqual({ median: 1, low: 1, high: 2 });
  });
});

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('sampleMethod', () => {
  const prepared = prepareIndex(loadWefeData());
  const random = seededRandom(7);
  const methods = Array.from({ length: 400 }, () => sampleMethod(random, prepared));

  it('draws every choice of the handbook: window, log, normalisation, aggregation, weights 0.5-1.5, indicators in and out', () => {
    expect(new Set(methods.map((m) => m.windowYears))).toEqual(new Set(UNCERTAINTY_CHOICES.windowYears));
    expect(new Set(methods.map((m) => m.logTransforms))).toEqual(new Set([true, false]));
    expect(new Set(methods.map((m) => m.normalisation))).toEqual(new Set(UNCERTAINTY_CHOICES.normalisation));
    expect(new Set(methods.map((m) => m.aggregation))).toEqual(new Set(UNCERTAINTY_CHOICES.aggregation));
    const weights = methods.flatMap((m) => PILLARS.map((p) => m.pillarWeights[p]));
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(0.5);
    expect(Math.max(...weights)).toBeLessThanOrEqual(1.5);
    expect(methods.some((m) => m.leftOut.size > 0)).toBe(true);
    expect(methods.some((m) => m.leftOut.size === 0)).toBe(true);
  });

  it('never leaves a sub-pillar without its last indicator', () => {
    for (const m of methods) {
      for (const p of PILLARS) {
        for (const sub of SUB_PILLARS) {
          const ids = prepared.definitions.filter((d) => d.pillar === p && d.type === sub).map((d) => d.indicatorId);
          expect(ids.some((id) => !m.leftOut.has(id))).toBe(true);
        }
      }
    }
  });
});

describe('uncertaintyAnalysis', () => {
  it('puts a country that leads on every indicator at rank 1 in every variant', async () => {
    const all = (v: number) => Object.fromEntries(EIGHT.map((d) => [d.indicatorId, v]));
    const prepared = prepareIndex({ indicators: EIGHT, values: values(2020, { AAA: all(90), BBB: all(50), CCC: all(10) }), treatments: {} });
    const result = await uncertaintyAnalysis(prepared, computePrepared(prepared), { runs: 50, seed: 1 });
    expect(result.intervals.get(intervalKey(2020, 'AAA', null))).toEqual({ median: 1, low: 1, high: 1 });
    expect(result.intervals.get(intervalKey(2020, 'CCC', 'water'))).toEqual({ median: 3, low: 3, high: 3 });
  });

  it('gives the interval checked by hand when the variants are known: 7 arithmetic runs, 3 geometric', async () => {
    // DDD leads everywhere, CCC trails. AAA is unbalanced on water (100 and 0 after min-max), BBB
    // balanced (45 and 45): AAA is 2nd with arithmetic means, BBB with geometric ones. Ten runs, the
    // 3rd, 6th and 9th geometric.
    const rest = (v: number) => Object.fromEntries(EIGHT.filter((d) => d.pillar !== 'water').map((d) => [d.indicatorId, v]));
    const prepared = prepareIndex({
      indicators: EIGHT,
      values: values(2020, {
        AAA: { water_acc: 100, water_av: 0, ...rest(50) },
        BBB: { water_acc: 45, water_av: 45, ...rest(50) },
        CCC: { water_acc: 0, water_av: 0, ...rest(0) },
        DDD: { water_acc: 100, water_av: 100, ...rest(100) },
      }),
      treatments: {},
    });
    let run = 0;
    const sample = () => {
      run += 1;
      return { ...DEFAULT_METHOD, normalisation: 'min_max' as const, aggregation: run % 3 === 0 ? ('geometric' as const) : ('arithmetic' as const) };
    };
    const result = await uncertaintyAnalysis(prepared, computePrepared(prepared), { runs: 10, sample });
    // AAA: 2,2,3,2,2,3,2,2,3,2 -> sorted 2×7, 3×3: median (5th) 2, 5th percentile (1st) 2, 95th (10th) 3.
    expect(result.intervals.get(intervalKey(2020, 'AAA', null))).toEqual({ median: 2, low: 2, high: 3 });
    // BBB: 3×7, 2×3 -> sorted 2,2,2,3,3,...: median (5th) 3, low 2, high 3.
    expect(result.intervals.get(intervalKey(2020, 'BBB', null))).toEqual({ median: 3, low: 2, high: 3 });
    expect(result.intervals.get(intervalKey(2020, 'DDD', null))).toEqual({ median: 1, low: 1, high: 1 });
  });

  it('is reproducible: the same seed gives the same intervals, another seed other ones, on the shipped data', async () => {
    const prepared = prepareIndex(loadWefeData());
    const base = computePrepared(prepared);
    const first = await uncertaintyAnalysis(prepared, base, { runs: 60, seed: 11 });
    const again = await uncertaintyAnalysis(prepared, base, { runs: 60, seed: 11 });
    const other = await uncertaintyAnalysis(prepared, base, { runs: 60, seed: 12 });
    expect([...again.intervals]).toEqual([...first.intervals]);
    expect([...other.intervals]).not.toEqual([...first.intervals]);
    // Every ranked country of the default year has an interval that contains the ranks it can take.
    const ranked = base.results.filter((r) => r.year === base.defaultYear && r.rank !== null);
    for (const r of ranked) {
      const interval = first.intervals.get(intervalKey(r.year, r.iso3, null))!;
      expect(interval.low).toBeLessThanOrEqual(interval.median);
      expect(interval.median).toBeLessThanOrEqual(interval.high);
      expect(interval.high).toBeLessThanOrEqual(ranked.length);
    }
  });

  it('leaves turns to other work while it summarises the intervals, and stops there when asked (closing the server)', async () => {
    const prepared = prepareIndex(loadWefeData());
    const base = computePrepared(prepared);
    let turns = 0;
    // Three variants, then a turn in the summary of the intervals (the shipped data has thousands of cells).
    const analysis = uncertaintyAnalysis(prepared, base, {
      runs: 3,
      between: async () => {
        turns += 1;
        if (turns > 3) throw new Error('stopped while summarising');
      },
    });
    await expect(analysis).rejects.toThrow('stopped while summarising');
  });

  it('runs at least the 400 variants the issue asks for, by default', () => {
    expect(UNCERTAINTY_RUNS).toBeGreaterThanOrEqual(400);
  });
});

describe('sensitivityAnalysis', () => {
  it('changes one choice at a time and says how far the ranking moves: the hand-checked swap of geometric means', async () => {
    // DDD leads, CCC trails; AAA is unbalanced on water, BBB balanced: geometric means swap them.
    const rest = (v: number) => Object.fromEntries(EIGHT.filter((d) => d.pillar !== 'water').map((d) => [d.indicatorId, v]));
    const prepared = prepareIndex({
      indicators: EIGHT,
      values: values(2020, {
        AAA: { water_acc: 100, water_av: 0, ...rest(50) },
        BBB: { water_acc: 45, water_av: 45, ...rest(50) },
        CCC: { water_acc: 0, water_av: 0, ...rest(0) },
        DDD: { water_acc: 100, water_av: 100, ...rest(100) },
      }),
      treatments: {},
    });
    const outcomes = (await sensitivityAnalysis(prepared, computePrepared(prepared))).get(2020)!;
    // Every indicator is alone in its sub-pillar here: no leave-out variant.
    expect(outcomes.map((o) => o.choice)).toEqual(['window_3', 'window_7', 'no_log', 'min_max', 'z_scores', 'geometric']);
    // Ranks 2,3 become 3,2 (1 and 4 stay): rho = 1 - 6 × 2 / (4 × 15) = 0.8, mean shift 2/4, none 5+.
    const geometric = outcomes.find((o) => o.choice === 'geometric')!;
    expect(geometric.rho).toBeCloseTo(0.8, 12);
    expect(geometric).toMatchObject({ moved: 0, meanShift: 0.5, indicatorId: null });
    expect(outcomes.find((o) => o.choice === 'window_3')).toMatchObject({ rho: 1, moved: 0, meanShift: 0 });
  });

  it('leaves a turn to other work after each variant, and stops there when asked', async () => {
    const prepared = prepareIndex(loadWefeData());
    const base = computePrepared(prepared);
    let turns = 0;
    const analysis = sensitivityAnalysis(prepared, base, {
      between: async () => {
        turns += 1;
        throw new Error('stopped after a variant');
      },
    });
    await expect(analysis).rejects.toThrow('stopped after a variant');
    expect(turns).toBe(1);
  });

  it('agrees with the full computation on the shipped data, and names the three indicators that matter most', async () => {
    const data = loadWefeData();
    const prepared = prepareIndex(data);
    const base = computePrepared(prepared);
    const year = base.defaultYear!;
    const outcomes = (await sensitivityAnalysis(prepared, base)).get(year)!;
    const geometric = computePrepared(prepared, { ...DEFAULT_METHOD, aggregation: 'geometric' });
    const rankOf = (result: typeof base, iso3: string) => result.results.find((r) => r.year === year && r.iso3 === iso3)!.rank!;
    const ranked = base.results.filter((r) => r.year === year && r.rank !== null);
    const moved = ranked.filter((r) => Math.abs(rankOf(geometric, r.iso3) - r.rank!) >= 5).length;
    expect(outcomes.find((o) => o.choice === 'geometric')!.moved).toBe(moved);
    const leaveOuts = outcomes.filter((o) => o.choice === 'leave_out');
    expect(leaveOuts).toHaveLength(3);
    expect(leaveOuts.map((o) => o.meanShift)).toEqual([...leaveOuts.map((o) => o.meanShift)].sort((a, b) => b - a));
    for (const o of leaveOuts) expect(prepared.definitions.some((d) => d.indicatorId === o.indicatorId)).toBe(true);
  });
});
