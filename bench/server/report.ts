// Writes a run as JSON per engine (server-<engine>-<timestamp>.json) and the latest run as
// bench/results/latest.md and latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { resultsDir } from '../lib/paths.ts';
import type { Engine } from './options.ts';
import type { EngineRun, MachineInfo, ServerBenchSettings, TargetCheck, WorkloadResult } from './results.ts';

export interface ServerReport {
  machine: MachineInfo;
  settings: ServerBenchSettings;
  runs: EngineRun[];
}

const ENGINE_NAMES: Record<Engine, string> = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL (server)' };

const NOTES = [
  "The hub runs as in production behind a proxy (TRUST_PROXY=1) and each request names a client address of its own in X-Forwarded-For: one load generator stands for many people, so per-address throttles (sign-in failures, registrations) do not stop it as they would stop one abusive client. Per-member throttles are not bypassed: W6's members take turns within the hub's hourly submission quota.",
  'errors = answers outside 2xx (429 included) + connection errors and timeouts (10 s, the web client\'s own limit; W6: 60 s).',
  "Peak RSS is the resident memory of the process that answered (the hub's Node process, or W0's server), sampled every 250 ms during the measured run. With PostgreSQL the database server's own processes are not counted; PGlite runs inside the hub's process and is.",
  'answer bytes = mean bytes per answer on the wire (status line, headers and body as sent; requests ask for gzip like a browser). The answers measured once before each run are listed under each table, with their gzip size.',
  'autocannon runs on the same machine as the hub, with 50 connections after a warm-up; on a 2-core machine it takes a core of its own, so absolute figures are lower than on a separate load generator. Compare ratios to W0 rather than raw numbers across machines.',
];

const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);

function verdict(targets: TargetCheck[]): string {
  const judged = targets.filter((t) => t.pass !== null);
  const misses = judged.filter((t) => !t.pass);
  if (misses.length) return `**miss**: ${misses.map((t) => `${t.target} (${t.detail})`).join('; ')}`;
  const unjudged = targets.filter((t) => t.pass === null).map((t) => `${t.target}: ${t.detail}`);
  return ['pass', ...unjudged].join('; ');
}

function tableRow(result: WorkloadResult): string {
  const { load } = result;
  // Latencies of no answers would read as 0 ms.
  const latency = (ms: number) => (load.answers === 0 ? '–' : ms);
  const cells = [
    `${result.id} ${result.title}`,
    load.rps.toLocaleString('en'),
    latency(load.latencyMs.p50),
    latency(load.latencyMs.p95),
    latency(load.latencyMs.p99),
    result.errors,
    mb(result.peakRssBytes),
    load.bytesPerAnswer.toLocaleString('en'),
    result.ratiosToW0 ? result.ratiosToW0.rps.toFixed(3) : 'n/a',
    result.targets.map((t) => t.target).join('; '),
    verdict(result.targets),
  ];
  return `| ${cells.join(' | ')} |`;
}

function engineSection(run: EngineRun, cores: number): string[] {
  const lines = [
    `## ${ENGINE_NAMES[run.engine]}`,
    '',
    `Started ${run.startedAt} (load average ${run.loadAverageAtStart} on ${cores} cores); database: ${run.database.description} (${run.database.data === 'generated' ? 'generated data set' : 'sample data of a fresh start'}); members: ${run.members ? `${run.members.signedIn} signed in (${run.members.source})` : 'none needed'}.${run.comparedWith ? ` Compared with ${run.comparedWith}.` : ''}`,
    '',
    '| workload | rps | p50 ms | p95 ms | p99 ms | errors | peak RSS MB | answer bytes | rps vs W0 | target | result |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...run.workloads.map(tableRow),
    '',
  ];
  for (const result of run.workloads) {
    const answers = result.answers.map((a) => `\`${a.path}\` answered ${a.status} with ${a.bodyBytes.toLocaleString('en')} bytes (${a.contentEncoding ?? 'not compressed'}; ${a.gzipBytes.toLocaleString('en')} gzipped).`);
    const memory = result.rssGrowth
      ? [`RSS (median of the ${result.rssGrowth.edgeSeconds} s at each end) ${mb(result.rssGrowth.startBytes)} MB after warm-up, ${mb(result.rssGrowth.endBytes)} MB at the end (${result.rssGrowth.percent}%).`]
      : [];
    const codes = `${result.load.answers.toLocaleString('en')} answers by status: ${JSON.stringify(result.load.statusCodes)}.`;
    lines.push(`- ${result.id}: ${[...result.notes, ...answers, ...memory, codes].join(' ')}`);
  }
  lines.push('');
  return lines;
}

/** The Markdown report of a run. */
export function renderMarkdown({ machine, settings, runs }: ServerReport): string {
  const when = runs[0]?.startedAt ?? new Date().toISOString();
  return [
    `# Server benchmark, ${when}`,
    '',
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB memory, ${machine.os}; Node ${machine.node}; PostgreSQL ${machine.postgres ?? 'not run'}.`,
    '',
    `Settings: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.seconds} s per workload (W7: ${settings.w7Seconds} s); RSS sampled every ${settings.rssSampleMs} ms.`,
    '',
    ...runs.flatMap((run) => engineSection(run, machine.cores)),
    '## Notes',
    '',
    ...NOTES.map((note) => `- ${note}`),
    '',
  ].join('\n');
}

const stamp = (iso: string) => iso.replace(/[:.]/g, '-');

/** Writes one engine's run as bench/results/server-<engine>-<timestamp>.json and answers the file. */
export function writeEngineRun(run: EngineRun, machine: MachineInfo, settings: ServerBenchSettings): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `server-${run.engine}-${stamp(run.startedAt)}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ machine, settings, run }, null, 2)}\n`);
  return file;
}

/** Writes bench/results/latest.md and latest.json and answers their paths. */
export function writeLatestReport(report: ServerReport): string[] {
  fs.mkdirSync(resultsDir, { recursive: true });
  const markdown = path.join(resultsDir, 'latest.md');
  const json = path.join(resultsDir, 'latest.json');
  fs.writeFileSync(markdown, renderMarkdown(report));
  fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  return [markdown, json];
}

/** The newest PostgreSQL run saved under bench/results/, for a PGlite-only run to compare with. */
export function lastSavedRun(engine: Engine): EngineRun | undefined {
  if (!fs.existsSync(resultsDir)) return undefined;
  const newest = fs
    .readdirSync(resultsDir)
    .filter((name) => name.startsWith(`server-${engine}-`) && name.endsWith('.json'))
    .sort()
    .at(-1);
  return newest ? (JSON.parse(fs.readFileSync(path.join(resultsDir, newest), 'utf8')) as { run: EngineRun }).run : undefined;
}
