// The targets, checked against a run: pure functions of the measurements.
import type { EngineRun, TargetCheck, WorkloadResult } from './results.ts';

const W1_MIN_SHARE_OF_W0 = 0.3;
const W1_MAX_P99_MS = 50;
const DETAIL_MAX_P99_MS = 20;
/** 40 KB read as 40,000 bytes, the stricter reading. */
const MAP_MAX_GZIP_BYTES = 40_000;
const PGLITE_MIN_SHARE_OF_POSTGRES = 0.25;
const W7_MAX_RSS_GROWTH_PERCENT = 10;
/** The W7 runs five minutes; a shorter run says little about leaks. */
const W7_FULL_SECONDS = 300;

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

function check(target: string, pass: boolean | null, detail: string): TargetCheck {
  return { target, pass, detail };
}

function noErrors(result: WorkloadResult): TargetCheck {
  // A run in which nothing completed has no errors to show, and passes nothing.
  if (result.load.answers === 0) return check('no errors', false, 'no answer completed within the run');
  const codes = Object.entries(result.load.statusCodes).filter(([code]) => !code.startsWith('2'));
  const detail = result.errors === 0 ? 'none' : [...codes.map(([code, count]) => `${count}× ${code}`), result.load.socketErrors ? `${result.load.socketErrors} socket errors` : ''].filter(Boolean).join(', ');
  return check('no errors', result.errors === 0, detail);
}

function maxP99(result: WorkloadResult, limitMs: number): TargetCheck {
  if (result.load.answers === 0) return check(`p99 < ${limitMs} ms`, null, 'no answers');
  return check(`p99 < ${limitMs} ms`, result.load.latencyMs.p99 < limitMs, `p99 ${result.load.latencyMs.p99} ms`);
}

function shareOfW0(result: WorkloadResult, w0: WorkloadResult | undefined): TargetCheck {
  const target = `rps ≥ ${percent(W1_MIN_SHARE_OF_W0)} of W0`;
  if (!w0 || w0.load.rps === 0) return check(target, null, 'W0 not measured in this run');
  const share = result.load.rps / w0.load.rps;
  return check(target, share >= W1_MIN_SHARE_OF_W0, `${percent(share)} of W0`);
}

function mapGzip(result: WorkloadResult): TargetCheck {
  const gzip = result.answers[0]?.gzipBytes;
  if (gzip === undefined) return check('≤ 40 KB gzipped', null, 'answer not measured');
  return check('≤ 40 KB gzipped', gzip <= MAP_MAX_GZIP_BYTES, `${gzip.toLocaleString('en')} bytes gzipped`);
}

function flatMemory(result: WorkloadResult, seconds: number): TargetCheck {
  const target = `RSS growth < ${W7_MAX_RSS_GROWTH_PERCENT}%`;
  if (!result.rssGrowth) return check(target, null, 'not sampled');
  const short = seconds < W7_FULL_SECONDS ? ` (a ${seconds} s run, not the issue's 5 minutes)` : '';
  return check(target, result.rssGrowth.percent < W7_MAX_RSS_GROWTH_PERCENT, `${result.rssGrowth.percent}%${short}`);
}

function shareOfPostgres(result: WorkloadResult, postgres: EngineRun | undefined): TargetCheck {
  const target = `rps ≥ ${percent(PGLITE_MIN_SHARE_OF_POSTGRES)} of PostgreSQL`;
  const match = postgres?.workloads.find((w) => w.id === result.id);
  if (!match || match.load.rps === 0) return check(target, null, 'no PostgreSQL result on the same data to compare');
  const share = result.load.rps / match.load.rps;
  return check(target, share >= PGLITE_MIN_SHARE_OF_POSTGRES, `${percent(share)} of PostgreSQL's ${match.load.rps} rps`);
}

/** The targets that apply to one workload of one engine's run, checked. */
function workloadTargets(result: WorkloadResult, run: EngineRun, postgres: EngineRun | undefined, w7Seconds: number): TargetCheck[] {
  const w0 = run.workloads.find((w) => w.id === 'W0');
  const checks: TargetCheck[] = [];
  if (result.id === 'W1' && run.engine === 'postgres') checks.push(shareOfW0(result, w0), maxP99(result, W1_MAX_P99_MS));
  if (result.id === 'W2' || result.id === 'W3') checks.push(maxP99(result, DETAIL_MAX_P99_MS));
  if (result.id === 'W4') checks.push(mapGzip(result));
  if (result.id === 'W7') checks.push(flatMemory(result, w7Seconds));
  if (run.engine === 'pglite' && result.id !== 'W0') checks.push(shareOfPostgres(result, postgres));
  checks.push(noErrors(result));
  return checks;
}

/** Fills each workload's targets; `postgres` is the PostgreSQL run PGlite is compared with (this run's or the last one). */
export function checkTargets(run: EngineRun, postgres: EngineRun | undefined, w7Seconds: number): void {
  // Sample data against the generated data set would compare nothing.
  const comparable = postgres?.database.data === run.database.data ? postgres : undefined;
  if (run.engine === 'pglite' && comparable) run.comparedWith = `the PostgreSQL run of ${comparable.startedAt}`;
  for (const result of run.workloads) result.targets = workloadTargets(result, run, comparable, w7Seconds);
}

/** Fills each workload's ratios to W0 of the same run. */
export function fillRatiosToW0(run: EngineRun): void {
  const w0 = run.workloads.find((w) => w.id === 'W0');
  if (!w0) return;
  const ratio = (value: number, base: number) => (base === 0 ? 0 : Math.round((value / base) * 1000) / 1000);
  for (const result of run.workloads) {
    result.ratiosToW0 = {
      rps: ratio(result.load.rps, w0.load.rps),
      p50: ratio(result.load.latencyMs.p50, w0.load.latencyMs.p50),
      p95: ratio(result.load.latencyMs.p95, w0.load.latencyMs.p95),
      p99: ratio(result.load.latencyMs.p99, w0.load.latencyMs.p99),
      peakRss: ratio(result.peakRssBytes, w0.peakRssBytes),
      bytesPerAnswer: ratio(result.load.bytesPerAnswer, w0.load.bytesPerAnswer),
    };
  }
}
