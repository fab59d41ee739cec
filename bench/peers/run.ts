// `npm run bench:peers` (issue 29): the hub on PostgreSQL beside Directus 10 on the same PostgreSQL
// server and the same publications, stories and news/events, each asked P1-P6 at 50 connections in interleaved rounds (the
// servers' order alternates each round), reporting every round and the median ratio of the hub to each
// peer. Writes bench/results/peers-latest.md and .json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHub } from '../lib/hub-server.ts';
import { resultsDir } from '../lib/paths.ts';
import { startBenchPostgres } from '../lib/postgres.ts';
import { benchWebDistDir, buildWebForBench } from '../lib/web-build.ts';
import { CONNECTIONS, driveLoad } from '../server/load.ts';
import { describeMachine, postgresVersion } from '../server/machine.ts';
import { UNIQUE_SEARCHES, uniqueListSearches } from '../server/unique-searches.ts';
import { startDirectus } from './directus.ts';
import { detailIds } from './peer-table.ts';
import { DIRECTUS_DIALECT, HUB_DIALECT, PEER_WORKLOADS, peerRequest, type Peer, type PeerDialect, type PeerWorkloadId } from './peers.ts';
import { peersMarkdown, summarise, type PeerRound } from './report.ts';

const HUB_PORT = 3410;
const DIRECTUS_PORT = 3420;

interface Options {
  rounds: number;
  seconds: number;
  warmupSeconds: number;
  workloads: PeerWorkloadId[];
}

function readOptions(argv = process.argv.slice(2), env = process.env): Options {
  const workloads = (argv.find((arg) => arg.startsWith('--workloads='))?.slice(12).toUpperCase().split(',') ?? Object.keys(PEER_WORKLOADS)) as PeerWorkloadId[];
  const unknown = workloads.filter((id) => !(id in PEER_WORKLOADS));
  if (unknown.length) throw new Error(`--workloads takes ${Object.keys(PEER_WORKLOADS).join(', ')}; got ${unknown.join(', ')}.`);
  const number = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${env[name]}'.`);
    return value;
  };
  return { rounds: number('BENCH_ROUNDS', 3), seconds: number('BENCH_SECONDS', 20), warmupSeconds: number('BENCH_WARMUP_SECONDS', 5), workloads };
}

interface Server {
  peer: Peer;
  dialect: PeerDialect;
}

async function main(): Promise<void> {
  const options = readOptions();
  const postgres = await startBenchPostgres();
  const started: Peer[] = [];
  const stopAll = async () => {
    for (const peer of started.reverse()) await peer.stop().catch((error: unknown) => console.error(error));
    postgres.stop();
  };
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  try {
    const machine = { ...describeMachine(), postgres: await postgresVersion(postgres.url) };
    const ids = await detailIds(postgres.url);
    if (ids.length < 100) throw new Error(`The benchmark's PostgreSQL has ${ids.length} approved publications: run 'npm run bench:data' first.`);
    const webDist = fs.existsSync(path.join(benchWebDistDir, 'index.html')) ? benchWebDistDir : buildWebForBench(benchWebDistDir, { manifest: true });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-bench-peers-'));
    const hub = await startHub({ kind: 'postgres', url: postgres.url, dataDir }, HUB_PORT, webDist, { LOG_LEVEL: 'fatal' });
    started.push({ name: 'the hub', url: hub.url, rssBytes: hub.rssBytes, stop: async () => (await hub.stop(), fs.rmSync(dataDir, { recursive: true, force: true })) });
    started.push(await startDirectus({ adminUrl: postgres.url, hubUrl: postgres.url, port: DIRECTUS_PORT }));
    const servers: Server[] = [
      { peer: started[0]!, dialect: HUB_DIALECT },
      { peer: started[1]!, dialect: DIRECTUS_DIALECT },
    ];
    const rounds: PeerRound[] = [];
    // Each round's unique searches start where no earlier round's reached.
    const searchesPerRound = (workload: PeerWorkloadId) =>
      Math.floor((workload === 'P5' ? uniqueListSearches('stories') : workload === 'P6' ? uniqueListSearches('news-events') : UNIQUE_SEARCHES) / options.rounds);
    for (let round = 0; round < options.rounds; round++) {
      // Alternating who goes first cancels what a workload leaves behind for the next (warm buffers, a busy disk).
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const workload of options.workloads) {
        for (const server of order) {
          const request = peerRequest(workload, server.dialect, ids, round * searchesPerRound(workload));
          const load = await driveLoad(server.peer.url, [request], { warmupSeconds: options.warmupSeconds, seconds: options.seconds });
          rounds.push({ round: round + 1, workload, server: server.peer.name, load, rssMb: Math.round(server.peer.rssBytes() / 1024 ** 2) });
          console.log(`round ${round + 1} ${workload} ${server.peer.name}: ${load.rps} answers/s, p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms, ${load.non2xx + load.socketErrors} errors`);
        }
      }
    }
    const report = { generatedAt: new Date().toISOString(), machine, settings: { connections: CONNECTIONS, ...options, detailIds: ids.length }, workloads: PEER_WORKLOADS, rounds, summary: summarise(rounds, 'the hub') };
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'peers-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(resultsDir, 'peers-latest.md'), peersMarkdown(report));
    console.log(`Wrote ${path.join(resultsDir, 'peers-latest.md')} and .json`);
  } finally {
    await stopAll();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
