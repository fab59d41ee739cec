// Step 7 of the JRC/OECD handbook. Uncertainty analysis: the index is recomputed under many reasonable
// variants of its own method (data window, log transforms, normalisation, aggregation, pillar weights,
// each indicator in or out), and every rank gets the interval the variants put it in. Pure and seeded:
// the same data, seed and number of runs give the same intervals. Sensitivity analysis: each choice
// changed alone, and how far it moves the ranking. index.uncertainty-job.ts runs both off the request
// path and stores them.
import {
  DEFAULT_METHOD,
  denseSeries,
  PILLARS,
  RANK_TARGETS,
  SUB_PILLARS,
  variantRanks,
  type Aggregation,
  type ComputeIndexResult,
  type MethodChoices,
  type Normalisation,
  type Pillar,
  type PreparedIndex,
} from './index.compute.ts';
import { spearman } from './index.validation.ts';

/** Variants per analysis: the handbook asks for enough runs that the intervals settle; 400 at least. */
export const UNCERTAINTY_RUNS = 500;

/** The seed of the analysis the hub publishes, so anyone can reproduce the intervals. */
export const UNCERTAINTY_SEED = 20_251_127;

/** The choices each variant draws from, uniformly. */
export const UNCERTAINTY_CHOICES = {
  windowYears: [3, 5, 7],
  logTransforms: [true, false],
  normalisation: ['goalposts', 'min_max', 'z_scores'] as readonly Normalisation[],
  aggregation: ['arithmetic', 'geometric'] as readonly Aggregation[],
  /** Each pillar's weight is drawn from this range (the hub's is 1). */
  pillarWeight: [0.5, 1.5] as const,
  /** Each indicator is left out with this probability, never the last one of its sub-pillar. */
  leaveOutProbability: 0.1,
} as const;

/** Percentiles of a rank over the variants that bound the published interval. */
export const INTERVAL_PERCENTILES = { low: 5, high: 95 } as const;

/** A rank's spread over the variants: the median and the 5th-95th percentile interval (best rank first). */
export interface RankInterval {
  median: number;
  low: number;
  high: number;
}

/** What the analysis found for every ranked country, year and pillar. */
export interface UncertaintyResult {
  runs: number;
  seed: number;
  /** Keyed by intervalKey(year, iso3, pillar). */
  intervals: Map<string, RankInterval>;
}

/** The key of an interval: the index (pillar null) or one pillar of a country in a year. */
export function intervalKey(year: number, iso3: string, pillar: Pillar | null): string {
  return `${year}|${iso3}|${pillar ?? 'index'}`;
}

/** mulberry32: a small, fast, well-spread 32-bit generator; the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, options: readonly T[]): T {
  return options[Math.floor(random() * options.length)]!;
}

/** One variant of the method, drawn with `random` over UNCERTAINTY_CHOICES. */
export function sampleMethod(random: () => number, prepared: Pick<PreparedIndex, 'definitions'>): MethodChoices {
  const c = UNCERTAINTY_CHOICES;
  const windowYears = pick(random, c.windowYears);
  const logTransforms = pick(random, c.logTransforms);
  const normalisation = pick(random, c.normalisation);
  const aggregation = pick(random, c.aggregation);
  const pillarWeights = {} as Record<Pillar, number>;
  for (const p of PILLARS) pillarWeights[p] = c.pillarWeight[0] + random() * (c.pillarWeight[1] - c.pillarWeight[0]);
  const leftOut = new Set<string>();
  for (const pillar of PILLARS) {
    for (const sub of SUB_PILLARS) {
      const ids = prepared.definitions.filter((d) => d.pillar === pillar && d.type === sub).map((d) => d.indicatorId);
      let kept = ids.length;
      for (const id of ids) {
        // One draw per indicator whatever happens, so a variant's other choices do not shift the sequence.
        const out = random() < c.leaveOutProbability;
        if (out && kept > 1) {
          leftOut.add(id);
          kept -= 1;
        }
      }
    }
  }
  return { windowYears, logTransforms, normalisation, aggregation, pillarWeights, leftOut };
}

/** Nearest-rank percentile (1..100) of sorted integers: the smallest value with at least p % at or below it. */
export function nearestRank(sorted: ArrayLike<number>, p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The median and the 5th-95th percentile of a rank's values over the variants. */
export function rankInterval(ranks: ArrayLike<number>): RankInterval {
  const sorted = Int32Array.from(ranks).sort();
  return { median: nearestRank(sorted, 50), low: nearestRank(sorted, INTERVAL_PERCENTILES.low), high: nearestRank(sorted, INTERVAL_PERCENTILES.high) };
}

export interface UncertaintyOptions {
  runs?: number;
  seed?: number;
  /** Draws one variant; sampleMethod by default (tests give their own to check intervals by hand). */
  sample?: (random: () => number, prepared: PreparedIndex) => MethodChoices;
  /** Awaited after each variant and every CELLS_PER_TURN intervals, so a long analysis leaves room for other work (and can stop: throw). */
  between?: () => Promise<void>;
}

/**
 * How many cells' intervals are summarised between two turns of the event loop. Summarising them all
 * at once held the server's thread 166 ms on the shipped data (590 ms on the benchmark's), and every
 * reader waited (issue 29).
 */
export const CELLS_PER_TURN = 1_000;

/**
 * Ranks every country, year and pillar that the hub's method ranks (`base`) under `runs` variants and
 * returns their intervals. A variant ranks the same countries as the hub, among those it can score.
 */
export async function uncertaintyAnalysis(prepared: PreparedIndex, base: ComputeIndexResult, options: UncertaintyOptions = {}): Promise<UncertaintyResult> {
  const runs = options.runs ?? UNCERTAINTY_RUNS;
  const seed = options.seed ?? UNCERTAINTY_SEED;
  const dense = denseSeries(prepared);
  const n = dense.countries.length;
  const countryIndex = new Map(dense.countries.map((iso3, c) => [iso3, c]));
  const years = base.yearSummaries.filter((s) => s.ranked > 0 || base.results.some((r) => r.year === s.year && PILLARS.some((p) => r.pillars[p].rank !== null))).map((s) => s.year);
  const yearIndex = new Map(years.map((year, y) => [year, y]));
  const cells = years.length * RANK_TARGETS * n;
  const eligible = new Uint8Array(cells);
  for (const r of base.results) {
    const y = yearIndex.get(r.year);
    const c = countryIndex.get(r.iso3);
    if (y === undefined || c === undefined) continue;
    if (r.rank !== null) eligible[(y * RANK_TARGETS) * n + c] = 1;
    PILLARS.forEach((p, i) => {
      if (r.pillars[p].rank !== null) eligible[(y * RANK_TARGETS + 1 + i) * n + c] = 1;
    });
  }

  // samples[cell * runs + run]: the rank in that run (0: none), one block per cell for a quick sort.
  const samples = new Int16Array(cells * runs);
  const ranks = new Int32Array(cells);
  const random = seededRandom(seed);
  for (let run = 0; run < runs; run += 1) {
    variantRanks(dense, (options.sample ?? sampleMethod)(random, prepared), years, eligible, ranks);
    for (let cell = 0; cell < cells; cell += 1) if (ranks[cell]) samples[cell * runs + run] = ranks[cell]!;
    if (options.between) await options.between();
  }

  const intervals = new Map<string, RankInterval>();
  for (let cell = 0; cell < cells; cell += 1) {
    if (options.between && cell > 0 && cell % CELLS_PER_TURN === 0) await options.between();
    if (!eligible[cell]) continue;
    const block = samples.subarray(cell * runs, (cell + 1) * runs).filter((rank) => rank > 0);
    if (block.length === 0) continue;
    const c = cell % n;
    const target = Math.floor(cell / n) % RANK_TARGETS;
    const y = Math.floor(cell / (n * RANK_TARGETS));
    intervals.set(intervalKey(years[y]!, dense.countries[c]!, target === 0 ? null : PILLARS[target - 1]!), rankInterval(block));
  }
  return { runs, seed, intervals };
}

/** One choice of the method changed alone, as the sensitivity analysis reports it. */
export type SensitivityChoice = 'window_3' | 'window_7' | 'no_log' | 'min_max' | 'z_scores' | 'geometric' | 'leave_out';

/** How far one choice changed alone moves a year's index ranking. */
export interface SensitivityOutcome {
  choice: SensitivityChoice;
  /** The indicator left out, for `leave_out`. */
  indicatorId: string | null;
  /** Spearman's rho between the method's ranks and the variant's, on the countries both rank. */
  rho: number | null;
  /** Countries whose rank moves 5 places or more. */
  moved: number;
  /** Mean absolute change of rank. */
  meanShift: number;
}

/** Places a rank must move to count as moved in the sensitivity analysis. */
export const SENSITIVITY_MOVE = 5;
/** How many of the most influential indicators the sensitivity analysis keeps, per year. */
export const SENSITIVITY_INDICATORS_SHOWN = 3;

/**
 * The sensitivity analysis (JRC step 7, one factor at a time): for each year the hub ranks, the index
 * ranking with one choice of the method changed alone (a 3- or 7-year window, no logs, per-year
 * min-max or z-scores, geometric means) and with each indicator left out, compared with the method's
 * ranking. Keeps every method choice and the SENSITIVITY_INDICATORS_SHOWN indicators whose absence
 * moves the ranking most.
 */
export async function sensitivityAnalysis(
  prepared: PreparedIndex,
  base: ComputeIndexResult,
  options: Pick<UncertaintyOptions, 'between'> = {},
): Promise<Map<number, SensitivityOutcome[]>> {
  const dense = denseSeries(prepared);
  const n = dense.countries.length;
  const years = base.yearSummaries.filter((s) => s.ranked > 0).map((s) => s.year);
  const eligible = new Uint8Array(years.length * RANK_TARGETS * n);
  const methodRank = new Int32Array(years.length * n);
  const yearIndex = new Map(years.map((year, y) => [year, y]));
  for (const r of base.results) {
    const y = yearIndex.get(r.year);
    if (y === undefined || r.rank === null) continue;
    const c = dense.countries.indexOf(r.iso3);
    eligible[y * RANK_TARGETS * n + c] = 1;
    methodRank[y * n + c] = r.rank;
  }
  const variants: Array<{ choice: SensitivityChoice; indicatorId: string | null; method: MethodChoices }> = [
    { choice: 'window_3', indicatorId: null, method: { ...DEFAULT_METHOD, windowYears: 3 } },
    { choice: 'window_7', indicatorId: null, method: { ...DEFAULT_METHOD, windowYears: 7 } },
    { choice: 'no_log', indicatorId: null, method: { ...DEFAULT_METHOD, logTransforms: false } },
    { choice: 'min_max', indicatorId: null, method: { ...DEFAULT_METHOD, normalisation: 'min_max' } },
    { choice: 'z_scores', indicatorId: null, method: { ...DEFAULT_METHOD, normalisation: 'z_scores' } },
    { choice: 'geometric', indicatorId: null, method: { ...DEFAULT_METHOD, aggregation: 'geometric' } },
    // Leaving out the only indicator of a sub-pillar would leave its pillar without a value: not a variant.
    ...prepared.definitions
      .filter((d) => prepared.definitions.some((o) => o !== d && o.pillar === d.pillar && o.type === d.type))
      .map((d) => ({ choice: 'leave_out' as const, indicatorId: d.indicatorId, method: { ...DEFAULT_METHOD, leftOut: new Set([d.indicatorId]) } })),
  ];
  const out = new Map<number, SensitivityOutcome[]>(years.map((year) => [year, []]));
  const ranks = new Int32Array(eligible.length);
  for (const variant of variants) {
    variantRanks(dense, variant.method, years, eligible, ranks);
    years.forEach((year, y) => {
      const method: number[] = [];
      const changed: number[] = [];
      for (let c = 0; c < n; c += 1) {
        const after = ranks[y * RANK_TARGETS * n + c]!;
        if (!eligible[y * RANK_TARGETS * n + c] || after === 0) continue;
        method.push(methodRank[y * n + c]!);
        changed.push(after);
      }
      const shifts = method.map((rank, i) => Math.abs(rank - changed[i]!));
      out.get(year)!.push({
        choice: variant.choice,
        indicatorId: variant.indicatorId,
        rho: spearman(method, changed),
        moved: shifts.filter((s) => s >= SENSITIVITY_MOVE).length,
        meanShift: shifts.length === 0 ? 0 : shifts.reduce((a, b) => a + b, 0) / shifts.length,
      });
    });
    // All variants at once held the server's thread 131 ms on the shipped data (426 ms on the benchmark's).
    if (options.between) await options.between();
  }
  for (const [year, outcomes] of out) {
    const methodChoices = outcomes.filter((o) => o.choice !== 'leave_out');
    const indicators = outcomes
      .filter((o) => o.choice === 'leave_out')
      .sort((a, b) => b.meanShift - a.meanShift || (a.indicatorId ?? '').localeCompare(b.indicatorId ?? ''))
      .slice(0, SENSITIVITY_INDICATORS_SHOWN);
    out.set(year, [...methodChoices, ...indicators]);
  }
  return out;
}
