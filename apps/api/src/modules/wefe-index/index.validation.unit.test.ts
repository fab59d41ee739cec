import { describe, expect, it } from 'vitest';
import { averageRanks, compareWithReference, spearman } from './index.validation.ts';

describe('spearman', () => {
  it('is 1 for the same order, -1 for the reverse, whatever the scale', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 300, 4000])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
  });

  it('matches the textbook value: 1 - 6Σd²/(n(n²-1)) without ties', () => {
    // Ranks (1..5) vs (2, 1, 4, 3, 5): Σd² = 1+1+1+1+0 = 4 -> 1 - 24/120 = 0.8.
    expect(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])).toBeCloseTo(0.8, 12);
  });

  it('gives tied values their average rank', () => {
    expect(averageRanks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
    // x ranks 1, 2.5, 2.5, 4; y ranks 1..4: Pearson of the ranks = 4.5 / sqrt(4.5 × 5) = 0.9487.
    expect(spearman([10, 20, 20, 30], [1, 2, 3, 4])).toBeCloseTo(4.5 / Math.sqrt(4.5 * 5), 12);
  });

  it('is null with fewer than three pairs or without spread', () => {
    expect(spearman([1, 2], [1, 2])).toBeNull();
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNull();
  });
});

describe('compareWithReference', () => {
  const scores = (entries: Record<string, number>) => new Map(Object.entries(entries));

  it('names the countries whose ranks differ most, with the indicators that pull the hub away from the median', () => {
    const outcome = compareWithReference([
      { iso3: 'AAA', hub: 90, reference: 20, scores: scores({ stress: 95, access: 50 }) },
      { iso3: 'BBB', hub: 60, reference: 60, scores: scores({ stress: 50, access: 60 }) },
      { iso3: 'CCC', hub: 50, reference: 50, scores: scores({ stress: 40, access: 55 }) },
      { iso3: 'DDD', hub: 10, reference: 80, scores: scores({ stress: 10, access: 20 }) },
    ]);
    expect(outcome.countries).toBe(4);
    // Ranks 4,3,2,1 against 1,3,2,4: Σd² = 9+0+0+9 = 18 -> 1 - 108/60 = -0.8.
    expect(outcome.rho).toBeCloseTo(-0.8, 12);
    const [first, second] = outcome.disagreements;
    // AAA: 1st here, 4th in the reference; DDD: 4th here, 1st there (a gap of 3 each, by code).
    expect(first).toMatchObject({ iso3: 'AAA', hubRank: 1, referenceRank: 4 });
    // Medians: stress 45, access 52.5. AAA is ranked better: only the indicators above the median explain it.
    expect(first!.drivers).toEqual([{ code: 'stress', score: 95, medianScore: 45 }]);
    expect(second).toMatchObject({ iso3: 'DDD', hubRank: 4, referenceRank: 1 });
    // Ranked worse: the indicators furthest below the median, stress (-35) before access (-32.5).
    expect(second!.drivers.map((d) => d.code)).toEqual(['stress', 'access']);
  });
});
