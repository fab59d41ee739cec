// External validation (JRC/OECD handbook, step 8 "links to other indicators"): how the index and each
// pillar order the countries against a published reference, the SDSN Sustainable Development Report's
// goal scores. Pure functions; the comparison is reported, never used to tune the method.
import { competitionRanks, PILLARS, type Pillar } from './index.compute.ts';

/** The reference goal of each pillar; the index is compared with the mean of the four. */
export const REFERENCE_GOALS: Readonly<Record<Pillar, 'goal_6' | 'goal_7' | 'goal_2' | 'goal_15'>> = {
  water: 'goal_6',
  energy: 'goal_7',
  food: 'goal_2',
  ecosystems: 'goal_15',
};

/** The reference as shown to readers. */
export const REFERENCE_NAME = 'SDSN Sustainable Development Report, SDG Index time series 2000-2022';

/** How many disagreeing countries are reported per pillar, and drivers per country. */
export const DISAGREEMENTS_SHOWN = 3;
export const DRIVERS_SHOWN = 3;

/** Average ranks (1 = smallest), ties sharing the mean of their positions, as Spearman's rho needs. */
export function averageRanks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(xs.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]![0] === order[start]![0]) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) ranks[order[k]![1]] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Spearman's rank correlation: Pearson's correlation of the average ranks; null below three pairs or without spread. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length) throw new RangeError('spearman needs pairs');
  const n = xs.length;
  if (n < 3) return null;
  const rx = averageRanks(xs);
  const ry = averageRanks(ys);
  const mean = (n + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = rx[i]! - mean;
    const dy = ry[i]! - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** One country's side of a comparison: the hub's value, the reference's, and its indicator scores. */
export interface ComparedCountry {
  iso3: string;
  hub: number;
  reference: number;
  /** indicator code -> score (0..100) in the compared pillar (or the whole index). */
  scores: ReadonlyMap<string, number>;
}

/** The outcome for one pillar (or the index). */
export interface Comparison {
  countries: number;
  rho: number | null;
  disagreements: Array<{
    iso3: string;
    hubRank: number;
    referenceRank: number;
    drivers: Array<{ code: string; score: number; medianScore: number }>;
  }>;
}

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Compares the hub's ordering of `countries` with the reference's: Spearman's rho, and the countries
 * whose ranks (among the compared countries) differ most, each with the indicators that lie furthest
 * from the median country's score in the direction of the gap (those pull the hub's rank away).
 */
export function compareWithReference(countries: readonly ComparedCountry[]): Comparison {
  const rho = spearman(
    countries.map((c) => c.hub),
    countries.map((c) => c.reference),
  );
  const hubRanks = competitionRanks(new Map(countries.map((c) => [c.iso3, c.hub])));
  const referenceRanks = competitionRanks(new Map(countries.map((c) => [c.iso3, c.reference])));
  const codes = [...new Set(countries.flatMap((c) => [...c.scores.keys()]))];
  const medians = new Map(codes.map((code) => [code, median(countries.flatMap((c) => (c.scores.has(code) ? [c.scores.get(code)!] : [])))]));
  const gaps = countries
    .map((c) => ({ country: c, hubRank: hubRanks.get(c.iso3)!, referenceRank: referenceRanks.get(c.iso3)! }))
    .sort((a, b) => Math.abs(b.hubRank - b.referenceRank) - Math.abs(a.hubRank - a.referenceRank) || a.country.iso3.localeCompare(b.country.iso3))
    .slice(0, DISAGREEMENTS_SHOWN);
  return {
    countries: countries.length,
    rho,
    disagreements: gaps.map(({ country, hubRank, referenceRank }) => {
      // Ranked better by the hub: the indicators scoring most above the median explain it; worse: most below.
      const sign = hubRank < referenceRank ? 1 : -1;
      const drivers = [...country.scores]
        .map(([code, score]) => ({ code, score, medianScore: medians.get(code) ?? score }))
        .filter((d) => sign * (d.score - d.medianScore) > 0)
        .sort((a, b) => sign * (b.score - b.medianScore) - sign * (a.score - a.medianScore))
        .slice(0, DRIVERS_SHOWN);
      return { iso3: country.iso3, hubRank, referenceRank, drivers };
    }),
  };
}

/** The pillars in the order they are reported, then the index. */
export const VALIDATION_TARGETS: ReadonlyArray<Pillar | 'index'> = [...PILLARS, 'index'];
