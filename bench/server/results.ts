// The shapes of what a server benchmark run records (the JSON files under bench/results/).
import type { AnswerSize } from './answers.ts';
import type { LoadMeasurement } from './load.ts';
import type { RssGrowth } from './memory.ts';
import type { Engine, WorkloadId } from './options.ts';

/** One target of the issue checked against a measurement; `pass` is null when it cannot be judged. */
export interface TargetCheck {
  target: string;
  pass: boolean | null;
  detail: string;
}

export interface WorkloadResult {
  id: WorkloadId;
  title: string;
  load: LoadMeasurement;
  /** non-2xx answers plus connection errors (timeouts included). */
  errors: number;
  /** Of the process that answered: the hub, or the baseline server for W0. */
  peakRssBytes: number;
  /** Only for W7, whose memory must stay flat. */
  rssGrowth?: RssGrowth;
  /** W7: resident memory each second of the run, MB. */
  rssPerSecondMb?: number[];
  /** Each distinct GET path's answer, measured once before the load. */
  answers: AnswerSize[];
  /** This workload's figures divided by W0's. */
  ratiosToW0?: { rps: number; p50: number; p95: number; p99: number; peakRss: number; bytesPerAnswer: number };
  notes: string[];
  targets: TargetCheck[];
}

export interface EngineRun {
  engine: Engine;
  startedAt: string;
  /** The machine's 1-minute load average when the run started: other work skews the figures. */
  loadAverageAtStart: number;
  /** The database the hub ran on, and whether it held the generated data set or a fresh start's samples. */
  database: { description: string; data: 'generated' | 'sample' };
  members: { source: 'generated' | 'registered'; signedIn: number } | null;
  workloads: WorkloadResult[];
  /** For PGlite: the PostgreSQL run its rps were compared with (this invocation's, or the last saved one). */
  comparedWith?: string;
}

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  postgres: string | null;
}

export interface ServerBenchSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  w7Seconds: number;
  rssSampleMs: number;
}
