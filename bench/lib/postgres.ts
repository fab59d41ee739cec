// The benchmark's PostgreSQL: BENCH_DATABASE_URL when set, otherwise a cluster of its own under
// bench/.data/postgres, created once and started and stopped around each use (Debian's package).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { postgresClusterDir } from './paths.ts';

export interface BenchPostgres {
  url: string;
  /** Stops the cluster if this process started it; a no-op for BENCH_DATABASE_URL. */
  stop(): void;
}

const DATABASE = 'wefe_bench';
const PORT = Number(process.env.BENCH_PG_PORT ?? 55_432);

function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error("PostgreSQL is not installed: run 'apt-get install postgresql' (Debian) or set BENCH_DATABASE_URL.");
  return path.join(root, latest, 'bin');
}

// PostgreSQL refuses to run as root, so as root the cluster runs as Debian's 'postgres' user.
function asOwner(command: string, args: string[]): string {
  const isRoot = process.getuid?.() === 0;
  return execFileSync(isRoot ? 'runuser' : command, isRoot ? ['-u', 'postgres', '--', command, ...args] : args, { encoding: 'utf8' });
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Opens the benchmark's PostgreSQL, creating and starting its own cluster when needed. */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const bin = pgBin();
  const dir = postgresClusterDir;
  const isRoot = process.getuid?.() === 0;
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.mkdirSync(dir, { recursive: true });
    if (isRoot) execFileSync('chown', ['-R', 'postgres:', dir]);
    asOwner(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  if (isRoot) {
    // The postgres user must reach the cluster through every parent folder.
    for (let parent = path.dirname(dir); parent !== '/'; parent = path.dirname(parent)) fs.chmodSync(parent, fs.statSync(parent).mode | 0o001);
  }
  if (await portInUse(PORT)) throw new Error(`Port ${PORT} is taken; set BENCH_PG_PORT or stop what listens there.`);
  // Durable settings as a real server would run them (fsync on), sized for a 2-core machine.
  asOwner(path.join(bin, 'pg_ctl'), [
    '-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '120',
    '-o', `-c listen_addresses=127.0.0.1 -p ${PORT} -k ${dir} -c max_connections=100 -c shared_buffers=512MB -c work_mem=16MB`,
    'start',
  ]);
  const exists = asOwner(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(PORT), '-U', 'postgres', '-tAc', `select 1 from pg_database where datname = '${DATABASE}'`]).trim();
  if (!exists) asOwner(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(PORT), '-U', 'postgres', '-c', `create database ${DATABASE}`]);
  return {
    url: `postgres://postgres@127.0.0.1:${PORT}/${DATABASE}`,
    stop: () => asOwner(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']),
  };
}
