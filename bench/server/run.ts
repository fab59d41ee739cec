// `npm run bench:server`: starts the real hub (production web build) on PGlite and on PostgreSQL, drives
// W0-W14 with autocannon after a warm-up each, and writes the report under bench/results/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHub, type HubDatabase } from '../lib/hub-server.ts';
import { pgliteDataDir } from '../lib/paths.ts';
import { startBenchPostgres } from '../lib/postgres.ts';
import { benchWebDistDir, buildWebForBench } from '../lib/web-build.ts';
import { fetchAsSent, measureAnswer, type AnswerSize } from './answers.ts';
import { startBaselineServer } from './baseline-server.ts';
import { BROWSER_HEADERS, findBenchFixtures, type BenchFixtures } from './fixtures.ts';
import { CONNECTIONS, driveLoad } from './load.ts';
import { describeMachine, postgresVersion } from './machine.ts';
import { hasGeneratedMembers, prepareMembers, type MemberPool } from './members.ts';
import { createRssSampler, RSS_SAMPLE_MS, rssGrowth, rssPerSecondMb } from './memory.ts';
import { readServerBenchOptions, type Engine, type ServerBenchOptions } from './options.ts';
import { lastSavedRun, writeEngineRun, writeLatestReport, type ServerReport } from './report.ts';
import type { EngineRun, MachineInfo, WorkloadResult } from './results.ts';
import { checkTargets, fillRatiosToW0 } from './targets.ts';
import { membersNeeded, needsMembers, planWorkload, type WorkloadPlan } from './workloads.ts';

const HUB_PORT = 3410;
const BASELINE_PORT = 3411;

interface Answerer {
  url: string;
  rssBytes(): number;
}

interface OpenEngine {
  database: HubDatabase;
  description: string;
  close(): Promise<void>;
}

// Stopped on Ctrl-C too: a PostgreSQL cluster left running would hold its port for the next run.
const running = new Set<() => Promise<void>>();
async function stopEverything(): Promise<void> {
  for (const stop of [...running].reverse()) await stop().catch((error: unknown) => console.error(error));
  running.clear();
}

/** Runs `work` with `stop` registered for Ctrl-C, and always stops after it. */
async function whileRunning<T>(stop: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  running.add(stop);
  try {
    return await work();
  } finally {
    running.delete(stop);
    await stop();
  }
}

function temporaryDataDir(engine: Engine): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `wefe-bench-${engine}-`));
}

/** The database of an engine: the generated PGlite directory when it exists (else a fresh one), or the benchmark's PostgreSQL. */
async function openEngine(engine: Engine, machine: MachineInfo): Promise<OpenEngine> {
  if (engine === 'pglite') {
    const generated = fs.existsSync(path.join(pgliteDataDir, 'db'));
    const dataDir = generated ? pgliteDataDir : temporaryDataDir(engine);
    return {
      database: { kind: 'pglite', dataDir },
      description: `PGlite in ${dataDir}`,
      close: async () => (generated ? undefined : fs.rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const postgres = await startBenchPostgres();
  try {
    machine.postgres = await postgresVersion(postgres.url);
  } catch (error) {
    postgres.stop();
    throw error;
  }
  // Uploads and the outbox of the hub on PostgreSQL live in a directory of this run.
  const dataDir = temporaryDataDir(engine);
  return {
    database: { kind: 'postgres', url: postgres.url, dataDir },
    description: `PostgreSQL ${machine.postgres} at ${postgres.url.replace(/\/\/[^@]*@/, '//')}`,
    close: async () => {
      postgres.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Warms up, then measures the plan while sampling the answering process's memory. */
async function measure(plan: WorkloadPlan, server: Answerer, seconds: number, warmupSeconds: number): Promise<WorkloadResult> {
  const answers: AnswerSize[] = [];
  for (const probePath of plan.probePaths) answers.push(await measureAnswer(server.url, probePath, BROWSER_HEADERS));
  const sampler = createRssSampler(() => server.rssBytes());
  const onMeasureStart = () => {
    sampler.start();
    plan.background?.start(server.url);
  };
  const load = await driveLoad(server.url, plan.requests, { warmupSeconds, seconds, timeoutSeconds: plan.timeoutSeconds, onMeasureStart });
  const rss = sampler.stop();
  const notes = [...plan.notes, ...((await plan.background?.finish()) ?? [])];
  const removed = await plan.cleanUp?.(server.url);
  if (removed !== undefined) notes.push(`Removed after the run: ${removed} items it created.`);
  return {
    id: plan.id,
    title: plan.title,
    load,
    errors: load.non2xx + load.socketErrors,
    peakRssBytes: rss.peakBytes,
    ...(plan.id === 'W7' ? { rssGrowth: rssGrowth(rss), rssPerSecondMb: rssPerSecondMb(rss) } : {}),
    answers,
    notes,
    targets: [],
  };
}

/** W0 against a baseline server answering W1's page-1 answer as the hub sent it. */
async function measureBaseline(plan: WorkloadPlan, hubUrl: string, fixtures: BenchFixtures, options: ServerBenchOptions): Promise<WorkloadResult> {
  const w1Answer = await fetchAsSent(hubUrl, fixtures.publicationPages[0], BROWSER_HEADERS);
  const baseline = await startBaselineServer(w1Answer, BASELINE_PORT);
  return whileRunning(baseline.stop, () => measure(plan, baseline, options.seconds, options.warmupSeconds));
}

function printProgress(engine: Engine, result: WorkloadResult): void {
  const { load } = result;
  console.log(`  ${engine} ${result.id}: ${load.rps} rps, p50 ${load.latencyMs.p50} ms, p95 ${load.latencyMs.p95} ms, p99 ${load.latencyMs.p99} ms, ${result.errors} errors, peak RSS ${Math.round(result.peakRssBytes / 1024 ** 2)} MB`);
}

async function runWorkloads(engine: Engine, hub: Answerer & { dataDir: string }, options: ServerBenchOptions): Promise<Pick<EngineRun, 'workloads' | 'members'>> {
  console.log(`  ${engine}: finding the workloads' stories, countries and map`);
  const fixtures = await findBenchFixtures(hub.url);
  let members: MemberPool | undefined;
  if (options.workloads.some(needsMembers)) {
    console.log(`  ${engine}: signing in ${membersNeeded(options)} members`);
    members = await prepareMembers(hub.url, hub.dataDir, membersNeeded(options));
  }
  const workloads: WorkloadResult[] = [];
  for (const id of options.workloads) {
    const plan = planWorkload(id, { fixtures, members });
    const seconds = id === 'W7' ? options.w7Seconds : options.seconds;
    const result = plan.server === 'baseline' ? await measureBaseline(plan, hub.url, fixtures, options) : await measure(plan, hub, seconds, options.warmupSeconds);
    printProgress(engine, result);
    workloads.push(result);
  }
  return { workloads, members: members ? { source: members.source, signedIn: members.members.length } : null };
}

async function runEngine(engine: Engine, options: ServerBenchOptions, webDistDir: string, machine: MachineInfo): Promise<EngineRun> {
  const startedAt = new Date().toISOString();
  const loadAverageAtStart = Math.round(os.loadavg()[0]! * 100) / 100;
  const opened = await openEngine(engine, machine);
  return whileRunning(opened.close, async () => {
    console.log(`${engine}: starting the hub on ${opened.description}`);
    const hub = await startHub(opened.database, HUB_PORT, webDistDir, { LOG_LEVEL: options.hubLogLevel });
    return whileRunning(hub.stop, async () => {
      const data = (await hasGeneratedMembers(hub.url)) ? 'generated' : 'sample';
      const measured = await runWorkloads(engine, { ...hub, dataDir: opened.database.dataDir }, options);
      return { engine, startedAt, loadAverageAtStart, database: { description: opened.description, data }, ...measured };
    });
  });
}

function webBuild(options: ServerBenchOptions): string {
  if (options.skipBuild && fs.existsSync(path.join(benchWebDistDir, 'index.html'))) return benchWebDistDir;
  console.log(`Building the web app into ${benchWebDistDir}`);
  // With the manifest bench:web reads, so `npm run bench` builds once for both.
  return buildWebForBench(benchWebDistDir, { manifest: true });
}

/** Runs the server benchmark and writes its reports; answers what it wrote. */
export async function runServerBench(options: ServerBenchOptions = readServerBenchOptions()): Promise<ServerReport> {
  process.once('SIGINT', () => void stopEverything().finally(() => process.exit(130)));
  const machine = describeMachine();
  const settings = { connections: CONNECTIONS, seconds: options.seconds, warmupSeconds: options.warmupSeconds, w7Seconds: options.w7Seconds, rssSampleMs: RSS_SAMPLE_MS };
  const webDistDir = webBuild(options);
  const runs: EngineRun[] = [];
  for (const engine of options.engines) runs.push(await runEngine(engine, options, webDistDir, machine));
  const postgres = runs.find((run) => run.engine === 'postgres') ?? lastSavedRun('postgres');
  for (const run of runs) {
    fillRatiosToW0(run);
    checkTargets(run, postgres, options.w7Seconds);
    console.log(`Wrote ${writeEngineRun(run, machine, settings)}`);
  }
  const serverReport = { machine, settings, runs };
  console.log(`Wrote ${writeLatestReport(serverReport).join(' and ')}`);
  return serverReport;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await runServerBench();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
