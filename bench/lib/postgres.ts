// The benchmark's PostgreSQL: BENCH_DATABASE_URL when set, otherwise a durable cluster of its own under
// bench/.data/postgres (scripts/pg-cluster.sh, Debian's package), created once and started and stopped
// around each use.
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { postgresClusterDir, repoRoot } from './paths.ts';

export interface BenchPostgres {
  url: string;
  /** Stops the cluster if this process started it; a no-op for BENCH_DATABASE_URL. */
  stop(): void;
}

const DATABASE = 'wefe_bench';
const PORT = Number(process.env.BENCH_PG_PORT ?? 55_432);
const clusterScript = path.join(repoRoot, 'scripts/pg-cluster.sh');

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Opens the benchmark's PostgreSQL, creating and starting its own cluster (and database) when needed. */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  if (await portInUse(PORT)) throw new Error(`Port ${PORT} is taken; set BENCH_PG_PORT or stop what listens there.`);
  const admin = execFileSync(clusterScript, ['start', postgresClusterDir, String(PORT), '--durable'], { encoding: 'utf8' }).trim();
  const client = new pg.Client(admin);
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres@127.0.0.1:${PORT}/${DATABASE}`,
    stop: () => execFileSync(clusterScript, ['stop', postgresClusterDir], { stdio: 'inherit' }),
  };
}
