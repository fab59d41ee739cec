// The WEFE index as pure functions: indicator values in, scores, pillars, index, ranks and each year's
// coverage out. Method: docs/methodology.md (EU JRC / OECD Handbook on Constructing Composite Indicators,
// with the fixed goalposts of the SDSN Sustainable Development Report). No database and no I/O here;
// index.data.ts reads the seed CSVs for callers that want the real data, index.uncertainty.ts varies
// the method's choices.

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

/**
 * How one indicator is treated: log-transformed, scored against a fixed target (an adequacy level: at
 * or beyond it the score is 100), or left out with a reason.
 */
export interface IndicatorTreatment {
  logTransform?: boolean;
  excluded?: boolean;
  /** The value that scores 100; better values score 100 too. Replaces the upper (or lower) goalpost. */
  target?: number | null;
  reason: string;
}

/** A value counts for year Y when it is from Y - 5 .. Y (the latest such value is used). */
export const CARRY_FORWARD_YEARS = 5;

/** An indicator enters a year's index only when at least this share of the hub's countries has a value. */
export const COVERAGE_THRESHOLD = 2 / 3;

/** A country is ranked only with at least this share of the year's index indicators (and every sub-pillar). */
export const RANKING_MIN_INDICATOR_SHARE = 0.75;

/** A year most of whose values are carried forward from earlier years repeats them: it is provisional. */
export const MAX_CARRIED_FORWARD_SHARE = 0.5;

/** Goalposts: these percentiles of every published value of an indicator over all years (values beyond are clamped). */
export const GOALPOST_PERCENTILES = { lower: 2.5, upper: 97.5 } as const;

/** Values are compared at this many decimals when ranking, so float noise does not break ties. */
export const RANK_DECIMALS = 6;

/** z-scores are clamped to ±Z_CLAMP and mapped onto 0..100, so they aggregate like the other scores. */
const Z_CLAMP = 3;

/**
 * Per-indicator treatments, decided on the real data (docs/methodology.md). Log rule (EU JRC rule of
 * thumb): |skewness| > 2 and excess kurtosis > 3.5 across countries -> log10(x + 1) before scaling.
 * Targets are adequacy levels from published references: supply beyond them is not more security.
 */
export const INDICATOR_TREATMENTS: Readonly<Record<string, IndicatorTreatment>> = {
  wat_renewable_total_pc: {
    logTransform: true,
    reason: 'skewness 5.54, kurtosis 31.7 in 2019 (Guyana 347,879 m3 per person, Kuwait 4.8) -> log10(x + 1): -0.13, 0.31',
  },
  wat_water_stress: {
    logTransform: true,
    target: 25,
    reason:
      'target 25 %: below it FAO counts no water stress (SDG 6.4.2 stress levels); skewness 5.38, kurtosis 30.9 in 2019 ' +
      '(Kuwait 3,850 %, UAE 1,629 %) -> log10(x + 1): 0.34, -0.49',
  },
  wat_renewable_internal_pc: {
    excluded: true,
    reason:
      'replaced by total renewable water resources per capita (AQUASTAT): the internal series leaves out river inflows, ' +
      'so Egypt (20 m3) and Sudan (102 m3) looked as dry as Kuwait',
  },
  wat_withdrawal_share_internal: {
    excluded: true,
    reason:
      'replaced by the SDG 6.4.2 level of water stress: withdrawals over internal resources only, 2014 at the latest ' +
      'and for 11 countries (not the Gulf states); the Nile countries were penalised for using inflows',
  },
  en_primary_energy_pc: {
    excluded: true,
    reason:
      'more energy use is not more security: scored higher-is-better it ranked the Gulf states first and cancelled ' +
      'CO2 per capita (rho -0.98); supply is measured by electricity up to a sufficiency level and by its renewable share',
  },
  en_electricity_gen_pc: {
    logTransform: true,
    target: 1000,
    reason:
      "target 1,000 kWh per person (the Energy for Growth Hub's Modern Energy Minimum, 2020): beyond it more generation " +
      'is not more security; skewness 2.20, kurtosis 4.2 -> log10(x + 1)',
  },
  fd_calorie_supply: {
    target: 2100,
    reason:
      'adequacy: 2,100 kcal per person per day (WHO/UNHCR/IFRC/WFP planning figure, Food and Nutrition Needs in ' +
      'Emergencies, 2004); supply beyond it is not more security',
  },
  fd_protein_supply: {
    target: 52.5,
    reason: 'adequacy: 52.5 g per person per day, 10 % of the 2,100 kcal reference from protein (same reference)',
  },
  fd_cereal_yield: {
    logTransform: true,
    reason: 'skewness 4.15, kurtosis 20.6 (UAE 27.6 t/ha on a tiny irrigated area) -> 1.33, 2.12; the goalposts clamp the rest',
  },
  eco_biodiversity_intactness: {
    excluded: true,
    reason:
      'artefact: exactly 1 (fully intact) in every year for ARE, BHR, EGY, JOR, KWT, OMN, PSE, QAT and in 2014 for IRQ; ' +
      'desert countries would top the ecosystems pillar on a modelling gap',
  },
  eco_co2_per_capita: {
    excluded: true,
    reason:
      'a pressure on the climate, not the state of ecosystems; it cancelled energy use per capita (rho -0.98) ' +
      'and ended in 2017',
  },
};

/** How scores are put on one scale: fixed goalposts (the method), or per year by min-max or z-scores. */
export type Normalisation = 'goalposts' | 'min_max' | 'z_scores';
/** How scores are combined: arithmetic (the method) or geometric means (less compensation). */
export type Aggregation = 'arithmetic' | 'geometric';

/** The choices a composite indicator makes; DEFAULT_METHOD is the hub's, the uncertainty analysis varies them. */
export interface MethodChoices {
  windowYears: number;
  logTransforms: boolean;
  normalisation: Normalisation;
  aggregation: Aggregation;
  pillarWeights: Readonly<Record<Pillar, number>>;
  /** Indicators left out of this variant. */
  leftOut: ReadonlySet<string>;
}

/** The hub's method. */
export const DEFAULT_METHOD: MethodChoices = {
  windowYears: CARRY_FORWARD_YEARS,
  logTransforms: true,
  normalisation: 'goalposts',
  aggregation: 'arithmetic',
  pillarWeights: { water: 1, energy: 1, food: 1, ecosystems: 1 },
  leftOut: new Set(),
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

/** The fixed scale of an indicator, in its own unit: `lower` scores 0 and `upper` 100 (reversed when lower is better). */
export interface Goalposts {
  lower: number;
  upper: number;
  /** True when the better goalpost is the indicator's target rather than a percentile. */
  targeted: boolean;
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
  /** 0..100. */
  score: number;
  /** Its share of the country's index (0..1): pillar weight × 1/2 × 1/(indicators of its sub-pillar the country has). */
  weight: number;
  /** Its share of the country's pillar (0..1). */
  pillarWeight: number;
}

export interface PillarResult {
  value: number | null;
  rank: number | null;
  subPillars: Record<SubPillar, number | null>;
  /** Indicators of this pillar the country has in the year, of those that entered the year's index. */
  indicatorsUsed: number;
  indicatorsTotal: number;
}

/** Why a country with data has no rank in a year. */
export type UnrankedReason = 'missing_sub_pillar' | 'too_few_indicators';

/** A country in a year: the index, its rank, the four pillars and the indicator scores. */
export interface CountryYearResult {
  iso3: string;
  year: number;
  /** Null unless the country is ranked (the ranking rule decides whether an index is shown at all). */
  index: number | null;
  rank: number | null;
  indicatorsUsed: number;
  indicatorsTotal: number;
  unrankedReason: UnrankedReason | null;
  /** Sub-pillars without any indicator for this country, as 'pillar.sub' (e.g. 'water.availability'). */
  missingSubPillars: string[];
  pillars: Record<Pillar, PillarResult>;
  indicators: IndicatorScore[];
}

/** An indicator left out of a year's index because too few countries report it. */
export interface LeftOutIndicator {
  indicatorId: string;
  /** Share of the hub's countries with a value in the year's window. */
  coverage: number;
}

/** What a year's index rests on. */
export interface YearSummary {
  year: number;
  /** Countries with any value that year. */
  countries: number;
  ranked: number;
  /** Indicators that entered the year's index, in definition order. */
  entered: string[];
  leftOut: LeftOutIndicator[];
  /** Earliest and latest source year of the values behind ranked countries (null when none is ranked). */
  dataFrom: number | null;
  dataTo: number | null;
  /** Share of those values carried forward from an earlier year. */
  carriedForwardShare: number;
  /** Not comparable with the reference years: an indicator of the reference set is missing, too few countries are ranked, or most values are carried forward. */
  provisional: boolean;
}

export interface ComputeIndexResult {
  years: number[];
  /** Indicators left out of the computation (by treatment), in the order given. */
  excludedIndicators: string[];
  /** The fixed goalposts of every indicator used. */
  goalposts: Record<string, Goalposts>;
  /** One per computed year, ascending. */
  yearSummaries: YearSummary[];
  /** The latest non-provisional year with ranked countries (else the year with the most ranked); null without data. */
  defaultYear: number | null;
  /** Sorted by year, then iso3. */
  results: CountryYearResult[];
}

/** The latest value from year - windowYears .. year, or null when there is none. */
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

/** The p-th percentile (0..100) of sorted values, interpolated linearly between ranks (numpy's default). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no values');
  const position = ((sorted.length - 1) * p) / 100;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below]!;
  return low + (sorted[above]! - low) * (position - below);
}

/**
 * Fixed goalposts from every published value of an indicator: the 2.5th and 97.5th percentiles, the
 * better one replaced by the target when there is one.
 */
export function goalpostsFor(values: readonly number[], direction: Direction, target: number | null = null): Goalposts {
  const sorted = [...values].sort((a, b) => a - b);
  let lower = percentile(sorted, GOALPOST_PERCENTILES.lower);
  let upper = percentile(sorted, GOALPOST_PERCENTILES.upper);
  let targeted = false;
  if (target !== null) {
    if (direction === 'higher_is_better' && target > lower) [upper, targeted] = [target, true];
    if (direction === 'lower_is_better' && target < upper) [lower, targeted] = [target, true];
  }
  return { lower, upper, targeted };
}

/** A value on its goalposts: 0..100, clamped, turned round when lower is better; 100 when the goalposts meet. */
export function goalpostScore(value: number, goalposts: Goalposts, direction: Direction, options: { log?: boolean } = {}): number {
  const t = (x: number) => (options.log ? logTransform(Math.max(0, x)) : x);
  const low = t(goalposts.lower);
  const high = t(goalposts.upper);
  if (high <= low) return 100;
  const share = Math.min(1, Math.max(0, (t(value) - low) / (high - low)));
  return (direction === 'lower_is_better' ? 1 - share : share) * 100;
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

/** z-scores across countries, clamped to ±3 and mapped to 0..100 (50 = the mean); all 100 when the values do not vary. */
export function zScores(values: ReadonlyMap<string, number>, direction: Direction, options: { log?: boolean } = {}): Map<string, number> {
  const transformed = [...values].map(([key, x]) => [key, options.log ? logTransform(x) : x] as const);
  const n = transformed.length;
  const mean = transformed.reduce((sum, [, x]) => sum + x, 0) / n;
  const sd = Math.sqrt(transformed.reduce((sum, [, x]) => sum + (x - mean) ** 2, 0) / n);
  const scores = new Map<string, number>();
  for (const [key, x] of transformed) {
    if (sd === 0) {
      scores.set(key, 100);
      continue;
    }
    const z = Math.min(Z_CLAMP, Math.max(-Z_CLAMP, (x - mean) / sd));
    const score = ((z + Z_CLAMP) / (2 * Z_CLAMP)) * 100;
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

/** Excess kurtosis (population moments) of a list; 0 when the values do not vary. */
export function excessKurtosis(xs: readonly number[]): number {
  const n = xs.length;
  if (n === 0) return 0;
  const mean = xs.reduce((sum, x) => sum + x, 0) / n;
  const m2 = xs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / n;
  if (m2 === 0) return 0;
  const m4 = xs.reduce((sum, x) => sum + (x - mean) ** 4, 0) / n;
  return m4 / m2 ** 2 - 3;
}

/** Weighted mean, arithmetic or geometric (of score + 1, so a zero does not zero the whole); null when empty. */
export function aggregate(items: ReadonlyArray<{ value: number; weight: number }>, how: Aggregation): number | null {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  if (items.length === 0 || total <= 0) return null;
  if (how === 'arithmetic') return items.reduce((sum, i) => sum + i.value * i.weight, 0) / total;
  return Math.exp(items.reduce((sum, i) => sum + Math.log(i.value + 1) * i.weight, 0) / total) - 1;
}

/** The input read once: series by indicator and country, the fixed goalposts, the years. */
export interface PreparedIndex {
  definitions: IndicatorDefinition[];
  treatments: Readonly<Record<string, IndicatorTreatment>>;
  excludedIndicators: string[];
  /** indicatorId -> iso3 -> year -> value */
  series: Map<string, Map<string, Map<number, number>>>;
  countries: string[];
  years: number[];
  goalposts: Record<string, Goalposts>;
}

/** Reads the input once for any number of method variants. */
export function prepareIndex(input: ComputeIndexInput): PreparedIndex {
  const treatments = input.treatments ?? INDICATOR_TREATMENTS;
  const excludedIndicators = input.indicators.filter((ind) => treatments[ind.indicatorId]?.excluded).map((ind) => ind.indicatorId);
  const definitions = input.indicators.filter((ind) => !treatments[ind.indicatorId]?.excluded);
  const included = new Set(definitions.map((d) => d.indicatorId));
  const series = new Map<string, Map<string, Map<number, number>>>();
  const countries = new Set<string>();
  for (const v of input.values) {
    if (!included.has(v.indicatorId) || !Number.isFinite(v.value)) continue;
    countries.add(v.iso3);
    let byCountry = series.get(v.indicatorId);
    if (!byCountry) series.set(v.indicatorId, (byCountry = new Map()));
    let byYear = byCountry.get(v.iso3);
    if (!byYear) byCountry.set(v.iso3, (byYear = new Map()));
    byYear.set(v.year, v.value);
  }
  const goalposts: Record<string, Goalposts> = {};
  for (const ind of definitions) {
    const all = [...(series.get(ind.indicatorId)?.values() ?? [])].flatMap((byYear) => [...byYear.values()]);
    if (all.length > 0) goalposts[ind.indicatorId] = goalpostsFor(all, ind.direction, treatments[ind.indicatorId]?.target ?? null);
  }
  const years = [...new Set(input.years ?? input.values.map((v) => v.year))].sort((a, b) => a - b);
  return { definitions, treatments, excludedIndicators, series, countries: [...countries].sort(), years, goalposts };
}

/** One country's aggregates in one year under one method, before the ranking rule. */
interface CountryAggregate {
  iso3: string;
  indicators: IndicatorScore[];
  pillars: Record<Pillar, { value: number | null; subPillars: Record<SubPillar, number | null>; used: number }>;
  /** The index whenever all four pillars have a value, whatever the ranking rule says. */
  index: number | null;
  missingSubPillars: string[];
}

/** A year scored under one method: which indicators entered, and every country's aggregates. */
interface ScoredYear {
  year: number;
  entered: IndicatorDefinition[];
  leftOut: LeftOutIndicator[];
  countries: CountryAggregate[];
}

/** Scores one year under `method`: coverage rule, normalisation, aggregation (no ranks). */
function scoreYear(prepared: PreparedIndex, method: MethodChoices, year: number): ScoredYear {
  const hub = prepared.countries.length;
  const candidates = prepared.definitions.filter((d) => !method.leftOut.has(d.indicatorId));
  const entered: IndicatorDefinition[] = [];
  const leftOut: LeftOutIndicator[] = [];
  const found = new Map<string, Map<string, { value: number; sourceYear: number }>>();
  for (const ind of candidates) {
    const raws = new Map<string, { value: number; sourceYear: number }>();
    for (const [iso3, byYear] of prepared.series.get(ind.indicatorId) ?? []) {
      const hit = latestWithinWindow(byYear, year, method.windowYears);
      if (hit) raws.set(iso3, hit);
    }
    const coverage = hub === 0 ? 0 : raws.size / hub;
    if (raws.size > 0 && coverage >= COVERAGE_THRESHOLD) {
      entered.push(ind);
      found.set(ind.indicatorId, raws);
    } else {
      leftOut.push({ indicatorId: ind.indicatorId, coverage });
    }
  }

  const perCountry = new Map<string, IndicatorScore[]>();
  for (const ind of entered) {
    const raws = found.get(ind.indicatorId)!;
    const treatment = prepared.treatments[ind.indicatorId];
    const log = method.logTransforms && (treatment?.logTransform ?? false);
    const target = treatment?.target ?? null;
    // An adequacy target caps the value itself, so every normalisation reads supply beyond it as adequate.
    const capped = (x: number) => (target === null ? x : ind.direction === 'higher_is_better' ? Math.min(x, target) : Math.max(x, target));
    let scores: Map<string, number>;
    if (method.normalisation === 'goalposts') {
      const goalposts = prepared.goalposts[ind.indicatorId]!;
      scores = new Map([...raws].map(([iso3, r]) => [iso3, goalpostScore(r.value, goalposts, ind.direction, { log })]));
    } else {
      const values = new Map([...raws].map(([iso3, r]) => [iso3, capped(r.value)]));
      scores = method.normalisation === 'min_max' ? minMaxScores(values, ind.direction, { log }) : zScores(values, ind.direction, { log });
    }
    for (const [iso3, r] of raws) {
      let list = perCountry.get(iso3);
      if (!list) perCountry.set(iso3, (list = []));
      list.push({
        indicatorId: ind.indicatorId,
        pillar: ind.pillar,
        type: ind.type,
        raw: r.value,
        sourceYear: r.sourceYear,
        carriedForward: r.sourceYear < year,
        score: scores.get(iso3) ?? 0,
        weight: 0,
        pillarWeight: 0,
      });
    }
  }

  // A sub-pillar with no indicator in the year leaves its pillar without a value for everyone, so a
  // pillar never silently means something else (access only, say) from one year to the next.
  const weightSum = PILLARS.reduce((sum, p) => sum + method.pillarWeights[p], 0);
  const countries: CountryAggregate[] = [];
  for (const iso3 of prepared.countries) {
    const indicators = perCountry.get(iso3);
    if (!indicators) continue;
    const pillars = {} as CountryAggregate['pillars'];
    const missingSubPillars: string[] = [];
    for (const pillar of PILLARS) {
      const ofPillar = indicators.filter((s) => s.pillar === pillar);
      const subPillars = {} as Record<SubPillar, number | null>;
      for (const sub of SUB_PILLARS) {
        const ofSub = ofPillar.filter((s) => s.type === sub);
        subPillars[sub] = aggregate(ofSub.map((s) => ({ value: s.score, weight: 1 })), method.aggregation);
        if (ofSub.length === 0) missingSubPillars.push(`${pillar}.${sub}`);
        for (const s of ofSub) {
          s.pillarWeight = 1 / (SUB_PILLARS.length * ofSub.length);
          s.weight = (method.pillarWeights[pillar] / weightSum) * s.pillarWeight;
        }
      }
      const complete = SUB_PILLARS.every((sub) => subPillars[sub] !== null);
      const value = complete ? aggregate(SUB_PILLARS.map((sub) => ({ value: subPillars[sub]!, weight: 1 })), method.aggregation) : null;
      pillars[pillar] = { value, subPillars, used: ofPillar.length };
    }
    const complete = PILLARS.every((p) => pillars[p].value !== null);
    const index = complete ? aggregate(PILLARS.map((p) => ({ value: pillars[p].value!, weight: method.pillarWeights[p] })), method.aggregation) : null;
    countries.push({ iso3, indicators, pillars, index, missingSubPillars });
  }
  return { year, entered, leftOut, countries };
}

/** The number of indicators a country needs for a rank, of `total` that entered the year. */
export function indicatorsNeeded(total: number): number {
  return Math.ceil(total * RANKING_MIN_INDICATOR_SHARE - 1e-9);
}

/** Applies the ranking rule to a scored year and ranks the index and each pillar. */
function rankYear(scored: ScoredYear): CountryYearResult[] {
  const total = scored.entered.length;
  const needed = indicatorsNeeded(total);
  const perPillarTotal = new Map(PILLARS.map((p) => [p, scored.entered.filter((d) => d.pillar === p).length]));
  const results: CountryYearResult[] = scored.countries.map((c) => {
    const used = c.indicators.length;
    const unrankedReason: UnrankedReason | null =
      c.missingSubPillars.length > 0 ? 'missing_sub_pillar' : used < needed ? 'too_few_indicators' : null;
    const pillars = {} as Record<Pillar, PillarResult>;
    for (const p of PILLARS) {
      pillars[p] = { value: c.pillars[p].value, rank: null, subPillars: c.pillars[p].subPillars, indicatorsUsed: c.pillars[p].used, indicatorsTotal: perPillarTotal.get(p) ?? 0 };
    }
    return {
      iso3: c.iso3,
      year: scored.year,
      index: unrankedReason === null ? c.index : null,
      rank: null,
      indicatorsUsed: used,
      indicatorsTotal: total,
      unrankedReason,
      missingSubPillars: c.missingSubPillars,
      pillars,
      indicators: c.indicators,
    };
  });
  const indexRanks = competitionRanks(new Map(results.map((r) => [r.iso3, r.index])));
  for (const r of results) r.rank = indexRanks.get(r.iso3) ?? null;
  for (const pillar of PILLARS) {
    const ranks = competitionRanks(new Map(results.map((r) => [r.iso3, r.pillars[pillar].value])));
    for (const r of results) r.pillars[pillar].rank = ranks.get(r.iso3) ?? null;
  }
  return results;
}

/** The year's summary: data window and carried-forward share of the values behind ranked countries. */
function summarise(scored: ScoredYear, results: readonly CountryYearResult[]): Omit<YearSummary, 'provisional'> {
  const ranked = results.filter((r) => r.rank !== null);
  const scores = ranked.flatMap((r) => r.indicators);
  return {
    year: scored.year,
    countries: results.length,
    ranked: ranked.length,
    entered: scored.entered.map((d) => d.indicatorId),
    leftOut: scored.leftOut,
    dataFrom: scores.length === 0 ? null : Math.min(...scores.map((s) => s.sourceYear)),
    dataTo: scores.length === 0 ? null : Math.max(...scores.map((s) => s.sourceYear)),
    carriedForwardShare: scores.length === 0 ? 0 : scores.filter((s) => s.carriedForward).length / scores.length,
  };
}

/**
 * Marks the years whose index is not comparable with the rest: the reference set is what enters in the
 * best-covered years (the most indicators, then the most ranked countries). A year missing any of it,
 * ranking fewer than COVERAGE_THRESHOLD of the hub's countries, or resting mostly on values carried
 * forward from earlier years (over MAX_CARRIED_FORWARD_SHARE) is provisional.
 */
export function markProvisional(summaries: ReadonlyArray<Omit<YearSummary, 'provisional'>>, hubCountries: number): YearSummary[] {
  const best = [...summaries].sort((a, b) => b.entered.length - a.entered.length || b.ranked - a.ranked)[0];
  const reference = new Set(best?.entered ?? []);
  return summaries.map((s) => {
    const entered = new Set(s.entered);
    const incomplete = [...reference].some((id) => !entered.has(id));
    const thin = s.ranked < hubCountries * COVERAGE_THRESHOLD;
    return { ...s, provisional: s.ranked === 0 || incomplete || thin || s.carriedForwardShare > MAX_CARRIED_FORWARD_SHARE };
  });
}

/** The year pages open on: the latest comparable year with ranked countries, else the one ranking the most. */
export function chooseDefaultYear(summaries: readonly YearSummary[]): number | null {
  const comparable = summaries.filter((s) => !s.provisional && s.ranked > 0);
  if (comparable.length > 0) return Math.max(...comparable.map((s) => s.year));
  const withRanks = [...summaries].filter((s) => s.ranked > 0).sort((a, b) => b.ranked - a.ranked || b.year - a.year);
  return withRanks[0]?.year ?? (summaries.length > 0 ? Math.max(...summaries.map((s) => s.year)) : null);
}

/** The whole index for every year under the hub's method (or `method`): scores, pillars, index, ranks, coverage. */
export function computeIndex(input: ComputeIndexInput, method: MethodChoices = DEFAULT_METHOD): ComputeIndexResult {
  return computePrepared(prepareIndex(input), method);
}

/** As computeIndex, over input already prepared. */
export function computePrepared(prepared: PreparedIndex, method: MethodChoices = DEFAULT_METHOD): ComputeIndexResult {
  const results: CountryYearResult[] = [];
  const summaries: Array<Omit<YearSummary, 'provisional'>> = [];
  for (const year of prepared.years) {
    const scored = scoreYear(prepared, method, year);
    const ranked = rankYear(scored);
    summaries.push(summarise(scored, ranked));
    results.push(...ranked);
  }
  const yearSummaries = markProvisional(summaries, prepared.countries.length);
  return {
    years: prepared.years,
    excludedIndicators: prepared.excludedIndicators,
    goalposts: prepared.goalposts,
    yearSummaries,
    defaultYear: chooseDefaultYear(yearSummaries),
    results,
  };
}

/**
 * Every indicator's series laid out densely for the uncertainty analysis, which scores hundreds of
 * variants: for each country and year, the latest published value at or before that year and its year.
 */
export interface DenseSeries {
  countries: string[];
  firstYear: number;
  span: number;
  indicators: Array<{
    definition: IndicatorDefinition;
    log: boolean;
    target: number | null;
    goalposts: Goalposts | undefined;
    /** [country * span + (year - firstYear)]: the latest year with a value at or before that year, or -1. */
    latestYear: Int16Array;
    latestValue: Float64Array;
  }>;
}

/** Lays the prepared series out densely (see DenseSeries). */
export function denseSeries(prepared: PreparedIndex): DenseSeries {
  // A loop, not Math.min(...years): spread into arguments, a large data set's one entry per value
  // (172,284 on the benchmark's) overflowed the stack, and the uncertainty analysis failed every time.
  let firstYear = Infinity;
  let lastYear = -Infinity;
  const see = (year: number) => {
    if (year < firstYear) firstYear = year;
    if (year > lastYear) lastYear = year;
  };
  for (const byCountry of prepared.series.values()) for (const byYear of byCountry.values()) for (const year of byYear.keys()) see(year);
  prepared.years.forEach(see);
  const span = Number.isFinite(firstYear) ? lastYear - firstYear + 1 : 0;
  const countries = prepared.countries;
  const indicators = prepared.definitions.map((definition) => {
    const latestYear = new Int16Array(countries.length * span).fill(-1);
    const latestValue = new Float64Array(countries.length * span);
    const byCountry = prepared.series.get(definition.indicatorId);
    countries.forEach((iso3, c) => {
      const byYear = byCountry?.get(iso3);
      if (!byYear) return;
      let year = -1;
      let value = 0;
      for (let y = firstYear; y <= lastYear; y += 1) {
        const here = byYear.get(y);
        if (here !== undefined) [year, value] = [y, here];
        latestYear[c * span + (y - firstYear)] = year;
        latestValue[c * span + (y - firstYear)] = value;
      }
    });
    const treatment = prepared.treatments[definition.indicatorId];
    return {
      definition,
      log: treatment?.logTransform ?? false,
      target: treatment?.target ?? null,
      goalposts: prepared.goalposts[definition.indicatorId],
      latestYear,
      latestValue,
    };
  });
  return { countries, firstYear, span, indicators };
}

/** Where a variant's ranks go: [(year * RANK_TARGETS + target) * countries + country]; target 0 is the index, then PILLARS. */
export const RANK_TARGETS = 1 + PILLARS.length;

/**
 * Ranks under a variant of the method, for the uncertainty analysis. For each year of `years` and each
 * target (the index, then each pillar), the countries marked in `eligible` get their competition rank
 * among those with a value in the variant, written to `ranks` (0: no value). Who is eligible is the
 * hub's ranking rule, not varied. The same rules as scoreYear on flat arrays without allocating in
 * its loops (it runs hundreds of times per recomputation); a unit test holds the two to the same ranks.
 */
export function variantRanks(dense: DenseSeries, method: MethodChoices, years: readonly number[], eligible: Uint8Array, ranks: Int32Array): void {
  const n = dense.countries.length;
  const geometric = method.aggregation === 'geometric';
  const slots = PILLARS.length * SUB_PILLARS.length;
  const subSum = new Float64Array(n * slots);
  const subCount = new Int32Array(n * slots);
  const x = new Float64Array(n);
  const has = new Uint8Array(n);
  const values = new Float64Array(RANK_TARGETS * n);
  const order = new Int32Array(n);
  const rounded = new Float64Array(n);
  const weights = PILLARS.map((p) => method.pillarWeights[p]);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  const indicatorSlots = dense.indicators.map(
    (ind) => PILLARS.indexOf(ind.definition.pillar) * SUB_PILLARS.length + SUB_PILLARS.indexOf(ind.definition.type),
  );
  const left = dense.indicators.map((ind) => method.leftOut.has(ind.definition.indicatorId));
  const enteredSlots = new Uint8Array(slots);
  const factor = 10 ** RANK_DECIMALS;
  const byRoundedDescending = (a: number, b: number) => rounded[b]! - rounded[a]!;

  for (let y = 0; y < years.length; y += 1) {
    const year = years[y]!;
    subSum.fill(0);
    subCount.fill(0);
    enteredSlots.fill(0);
    const offset = year - dense.firstYear;
    for (let i = 0; i < dense.indicators.length; i += 1) {
      if (left[i]) continue;
      const ind = dense.indicators[i]!;
      const lowerIsBetter = ind.definition.direction === 'lower_is_better';
      const log = method.logTransforms && ind.log;
      const target = ind.target;
      // Values in, after the adequacy cap and the optional log.
      let count = 0;
      for (let c = 0; c < n; c += 1) {
        const at = c * dense.span + offset;
        const from = offset >= 0 && offset < dense.span ? ind.latestYear[at]! : -1;
        if (from < 0 || from < year - method.windowYears) {
          has[c] = 0;
          continue;
        }
        has[c] = 1;
        count += 1;
        let v = ind.latestValue[at]!;
        if (target !== null) v = lowerIsBetter ? Math.max(v, target) : Math.min(v, target);
        x[c] = log ? Math.log10(Math.max(0, v) + 1) : v;
      }
      if (count === 0 || count / n < COVERAGE_THRESHOLD) continue;
      const slot = indicatorSlots[i]!;
      enteredSlots[slot] = 1;
      // The scale in the transformed space: fixed goalposts, or this year's min-max or mean ± 3 sd.
      let low: number;
      let high: number;
      if (method.normalisation === 'goalposts') {
        const g = ind.goalposts!;
        low = log ? Math.log10(Math.max(0, g.lower) + 1) : g.lower;
        high = log ? Math.log10(Math.max(0, g.upper) + 1) : g.upper;
      } else {
        let min = Infinity;
        let max = -Infinity;
        let sum = 0;
        let sumSq = 0;
        for (let c = 0; c < n; c += 1) {
          if (!has[c]) continue;
          const v = x[c]!;
          if (v < min) min = v;
          if (v > max) max = v;
          sum += v;
          sumSq += v * v;
        }
        if (method.normalisation === 'min_max') {
          low = min;
          high = max;
        } else {
          const mean = sum / count;
          const sd = Math.sqrt(Math.max(0, sumSq / count - mean * mean));
          low = mean - Z_CLAMP * sd;
          high = mean + Z_CLAMP * sd;
        }
      }
      for (let c = 0; c < n; c += 1) {
        if (!has[c]) continue;
        let score = 100;
        if (high > low) {
          const share = Math.min(1, Math.max(0, (x[c]! - low) / (high - low)));
          score = (lowerIsBetter ? 1 - share : share) * 100;
        }
        subSum[c * slots + slot]! += geometric ? Math.log(score + 1) : score;
        subCount[c * slots + slot]! += 1;
      }
    }

    // Sub-pillar means (of log(score + 1) when geometric), then pillars, then the weighted index.
    for (let c = 0; c < n; c += 1) {
      let indexSum = 0;
      let complete = true;
      for (let p = 0; p < PILLARS.length; p += 1) {
        let sum = 0;
        let ok = true;
        for (let s = 0; s < SUB_PILLARS.length; s += 1) {
          const slot = p * SUB_PILLARS.length + s;
          const count = subCount[c * slots + slot]!;
          if (!enteredSlots[slot] || count === 0) {
            ok = false;
            break;
          }
          sum += subSum[c * slots + slot]! / count;
        }
        let value = Number.NaN;
        if (ok) value = geometric ? Math.exp(sum / SUB_PILLARS.length) - 1 : sum / SUB_PILLARS.length;
        values[(1 + p) * n + c] = value;
        if (Number.isNaN(value)) complete = false;
        else indexSum += (geometric ? Math.log(value + 1) : value) * weights[p]!;
      }
      values[c] = complete ? (geometric ? Math.exp(indexSum / weightSum) - 1 : indexSum / weightSum) : Number.NaN;
    }

    // Competition ranks per target among the eligible countries with a value.
    for (let target = 0; target < RANK_TARGETS; target += 1) {
      const base = (y * RANK_TARGETS + target) * n;
      let m = 0;
      for (let c = 0; c < n; c += 1) {
        ranks[base + c] = 0;
        const v = values[target * n + c]!;
        if (!eligible[base + c] || Number.isNaN(v)) continue;
        rounded[c] = Math.round(v * factor);
        order[m] = c;
        m += 1;
      }
      const sorted = order.subarray(0, m).sort(byRoundedDescending);
      let previous = 0;
      for (let i = 0; i < m; i += 1) {
        const c = sorted[i]!;
        const rank = i > 0 && rounded[c] === rounded[sorted[i - 1]!] ? previous : i + 1;
        ranks[base + c] = rank;
        previous = rank;
      }
    }
  }
}
