// The WEFE index as pure functions: indicator values in, scores, pillars, index and ranks out.
// Method: docs/methodology.md (composite-indicator method of the WEF Nexus Index and the EU JRC handbook).
// No database and no I/O here; index.data.ts reads the seed CSVs for callers that want the real data.

export const PILLARS = ['water', 'energy', 'food', 'ecosystems'] as const;
export type Pillar = (typeof PILLARS)[number];

export const SUB_PILLARS = ['access', 'availability'] as const;
export type SubPillar = (typeof SUB_PILLARS)[number];

export type Direction = 'higher_is_better' | 'lower_is_better';

/** An indicator as described in indicators.csv (only the fields the computation needs). */
export interface IndicatorDefinition {
  indicatorId: string;
  pillar: Pillar;
  type: SubPillar;
  direction: Direction;
}

/** One observed value: a country, an indicator, a year. */
export interface IndicatorValue {
  iso3: string;
  indicatorId: string;
  year: number;
  value: number;
}

/** How one indicator is treated before aggregation: log-transformed, or left out with a reason. */
export interface IndicatorTreatment {
  logTransform?: boolean;
  excluded?: boolean;
  reason: string;
}

/** A value counts for year Y when it is from Y - 5 .. Y (the latest such value is used). */
export const CARRY_FORWARD_YEARS = 5;

/** Values are compared at this many decimals when ranking, so float noise does not break ties. */
export const RANK_DECIMALS = 6;

/**
 * Per-indicator treatments, decided on the real data (docs/methodology.md, "Skewed indicators").
 * Log rule (EU JRC / COIN rule of thumb): an indicator whose cross-country distribution has
 * |skewness| > 2 and excess kurtosis > 3.5 is transformed with log10(x + 1) before min-max, so that
 * one or two extreme countries do not push every other country to the bottom of the scale.
 * Measured on the values that count for 2019 (latest value within 5 years, 58 countries):
 * skewness / excess kurtosis before -> after the log.
 */
export const INDICATOR_TREATMENTS: Readonly<Record<string, IndicatorTreatment>> = {
  wat_renewable_internal_pc: {
    logTransform: true,
    reason: 'skewness 5.18, kurtosis 27.5 (Guyana 315,696 m3 per person vs a median near 1,000) -> -0.09, 0.43',
  },
  wat_withdrawal_share_internal: {
    logTransform: true,
    reason: 'skewness 2.59, kurtosis 5.2 (Egypt 4,100 % of internal resources) -> -0.09, -0.40',
  },
  en_primary_energy_pc: {
    logTransform: true,
    reason: 'skewness 2.35, kurtosis 5.0 (Qatar, UAE, Kuwait) -> 0.11, -0.87',
  },
  en_electricity_gen_pc: {
    logTransform: true,
    reason: 'skewness 2.20, kurtosis 4.2 -> -0.27, -0.98',
  },
  eco_co2_per_capita: {
    logTransform: true,
    reason: 'skewness 2.78, kurtosis 8.8 (Qatar 49 t per person) -> 0.86, -0.34',
  },
  fd_cereal_yield: {
    logTransform: true,
    reason: 'skewness 4.15, kurtosis 20.6 (UAE 27.6 t/ha on a tiny irrigated area) -> 1.33, 2.12',
  },
  eco_biodiversity_intactness: {
    excluded: true,
    reason:
      'artefact: exactly 1 (fully intact) in every year for ARE, BHR, EGY, JOR, KWT, OMN, PSE, QAT and in 2014 for IRQ; ' +
      'desert countries would top the ecosystems pillar on a modelling gap',
  },
};

/** Everything the index needs: indicator definitions, values, optionally the years to compute. */
export interface ComputeIndexInput {
  indicators: readonly IndicatorDefinition[];
  values: readonly IndicatorValue[];
  /** Years to compute; by default every year that has a value. */
  years?: readonly number[];
  /** Per-indicator treatments; by default INDICATOR_TREATMENTS. */
  treatments?: Readonly<Record<string, IndicatorTreatment>>;
}

/** One indicator's contribution for a country and year. */
export interface IndicatorScore {
  indicatorId: string;
  pillar: Pillar;
  type: SubPillar;
  /** The value as published, from sourceYear. */
  raw: number;
  sourceYear: number;
  /** True when sourceYear is earlier than the year computed. */
  carriedForward: boolean;
  /** 0..100 after the optional log transform, min-max across countries and direction. */
  score: number;
}

export interface PillarResult {
  value: number | null;
  rank: number | null;
  subPillars: Record<SubPillar, number | null>;
}

/** A country in a year: the index, its rank, the four pillars and the indicator scores. */
export interface CountryYearResult {
  iso3: string;
  year: number;
  index: number | null;
  rank: number | null;
  pillars: Record<Pillar, PillarResult>;
  indicators: IndicatorScore[];
}

export interface ComputeIndexResult {
  years: number[];
  /** Indicators left out of the computation (by treatment), in the order given. */
  excludedIndicators: string[];
  /** Sorted by year, then iso3. */
  results: CountryYearResult[];
}

/** The latest value from year - CARRY_FORWARD_YEARS .. year, or null when there is none. */
export function latestWithinWindow(
  series: ReadonlyMap<number, number>,
  year: number,
  windowYears: number = CARRY_FORWARD_YEARS,
): { value: number; sourceYear: number } | null {
  for (let y = year; y >= year - windowYears; y -= 1) {
    const value = series.get(y);
    if (value !== undefined) return { value, sourceYear: y };
  }
  return null;
}

/** log10(x + 1), the transform for skewed indicators; refuses negative values. */
export function logTransform(x: number): number {
  if (x < 0) throw new RangeError(`log transform needs a value >= 0, got ${x}`);
  return Math.log10(x + 1);
}

/** Min-max to 0..100 with direction; when every value is equal (or there is one) all score 100. */
export function minMaxScores(
  values: ReadonlyMap<string, number>,
  direction: Direction,
  options: { log?: boolean } = {},
): Map<string, number> {
  const transformed = new Map<string, number>();
  for (const [key, x] of values) transformed.set(key, options.log ? logTransform(x) : x);
  const all = [...transformed.values()];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const scores = new Map<string, number>();
  for (const [key, x] of transformed) {
    if (max === min) {
      scores.set(key, 100);
      continue;
    }
    const score = ((x - min) / (max - min)) * 100;
    scores.set(key, direction === 'lower_is_better' ? 100 - score : score);
  }
  return scores;
}

/** Competition ranks (1, 2, 2, 4), highest value first, compared at RANK_DECIMALS; null stays unranked. */
export function competitionRanks(values: ReadonlyMap<string, number | null>): Map<string, number | null> {
  const factor = 10 ** RANK_DECIMALS;
  const ranked = [...values]
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .map(([key, value]) => ({ key, rounded: Math.round(value * factor) }))
    .sort((a, b) => b.rounded - a.rounded);
  const ranks = new Map<string, number | null>();
  for (const key of values.keys()) ranks.set(key, null);
  ranked.forEach((entry, position) => {
    const previous = ranked[position - 1];
    const rank = previous && previous.rounded === entry.rounded ? (ranks.get(previous.key) ?? position + 1) : position + 1;
    ranks.set(entry.key, rank);
  });
  return ranks;
}

/** Sample skewness (population moments) of a list; 0 when the values do not vary. */
export function skewness(xs: readonly number[]): number {
  const n = xs.length;
  if (n === 0) return 0;
  const mean = xs.reduce((sum, x) => sum + x, 0) / n;
  const m2 = xs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / n;
  if (m2 === 0) return 0;
  const m3 = xs.reduce((sum, x) => sum + (x - mean) ** 3, 0) / n;
  return m3 / m2 ** 1.5;
}

/** Mean of a list, or null when it is empty. */
function mean(xs: readonly number[]): number | null {
  return xs.length === 0 ? null : xs.reduce((sum, x) => sum + x, 0) / xs.length;
}

/** Pillar value from its indicator scores: half rule, then mean of the sub-pillars that have a value. */
export function pillarValue(
  scores: ReadonlyArray<{ type: SubPillar; score: number }>,
  includedIndicatorCount: number,
): { value: number | null; subPillars: Record<SubPillar, number | null> } {
  const subPillars = {
    access: mean(scores.filter((s) => s.type === 'access').map((s) => s.score)),
    availability: mean(scores.filter((s) => s.type === 'availability').map((s) => s.score)),
  };
  // A pillar needs at least half of its included indicators (2 of 4, 3 of 5, 2 of 3).
  if (includedIndicatorCount === 0 || scores.length * 2 < includedIndicatorCount) return { value: null, subPillars };
  const present = SUB_PILLARS.map((sub) => subPillars[sub]).filter((v): v is number => v !== null);
  return { value: mean(present), subPillars };
}

/** The whole index for every year: scores, sub-pillars, pillars, index and ranks. */
export function computeIndex(input: ComputeIndexInput): ComputeIndexResult {
  const treatments = input.treatments ?? INDICATOR_TREATMENTS;
  const excludedIndicators = input.indicators
    .filter((ind) => treatments[ind.indicatorId]?.excluded)
    .map((ind) => ind.indicatorId);
  const included = input.indicators.filter((ind) => !treatments[ind.indicatorId]?.excluded);
  const includedById = new Map(included.map((ind) => [ind.indicatorId, ind]));

  // indicatorId -> iso3 -> year -> value
  const series = new Map<string, Map<string, Map<number, number>>>();
  const countries = new Set<string>();
  for (const v of input.values) {
    if (!includedById.has(v.indicatorId) || !Number.isFinite(v.value)) continue;
    countries.add(v.iso3);
    let byCountry = series.get(v.indicatorId);
    if (!byCountry) series.set(v.indicatorId, (byCountry = new Map()));
    let byYear = byCountry.get(v.iso3);
    if (!byYear) byCountry.set(v.iso3, (byYear = new Map()));
    byYear.set(v.year, v.value);
  }

  const years = [...new Set(input.years ?? input.values.map((v) => v.year))].sort((a, b) => a - b);
  const isoList = [...countries].sort();
  const pillarSize = new Map<Pillar, number>(PILLARS.map((p) => [p, included.filter((i) => i.pillar === p).length]));
  const results: CountryYearResult[] = [];

  for (const year of years) {
    const perCountry = new Map<string, IndicatorScore[]>(isoList.map((iso3) => [iso3, []]));
    for (const ind of included) {
      const raws = new Map<string, { value: number; sourceYear: number }>();
      for (const [iso3, byYear] of series.get(ind.indicatorId) ?? []) {
        const found = latestWithinWindow(byYear, year);
        if (found) raws.set(iso3, found);
      }
      if (raws.size === 0) continue;
      const scores = minMaxScores(new Map([...raws].map(([iso3, r]) => [iso3, r.value])), ind.direction, {
        log: treatments[ind.indicatorId]?.logTransform ?? false,
      });
      for (const [iso3, r] of raws) {
        perCountry.get(iso3)?.push({
          indicatorId: ind.indicatorId,
          pillar: ind.pillar,
          type: ind.type,
          raw: r.value,
          sourceYear: r.sourceYear,
          carriedForward: r.sourceYear < year,
          score: scores.get(iso3) ?? 0,
        });
      }
    }

    const yearResults: CountryYearResult[] = [];
    for (const [iso3, indicators] of perCountry) {
      if (indicators.length === 0) continue;
      const pillars = {} as Record<Pillar, PillarResult>;
      for (const pillar of PILLARS) {
        const { value, subPillars } = pillarValue(
          indicators.filter((s) => s.pillar === pillar),
          pillarSize.get(pillar) ?? 0,
        );
        pillars[pillar] = { value, rank: null, subPillars };
      }
      const pillarValues = PILLARS.map((p) => pillars[p].value);
      const index = pillarValues.every((v): v is number => v !== null) ? (mean(pillarValues) as number) : null;
      yearResults.push({ iso3, year, index, rank: null, pillars, indicators });
    }

    const indexRanks = competitionRanks(new Map(yearResults.map((r) => [r.iso3, r.index])));
    for (const r of yearResults) r.rank = indexRanks.get(r.iso3) ?? null;
    for (const pillar of PILLARS) {
      const ranks = competitionRanks(new Map(yearResults.map((r) => [r.iso3, r.pillars[pillar].value])));
      for (const r of yearResults) r.pillars[pillar].rank = ranks.get(r.iso3) ?? null;
    }
    results.push(...yearResults);
  }

  return { years, excludedIndicators, results };
}
