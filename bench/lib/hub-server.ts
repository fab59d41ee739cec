// Starts the real hub (the API server serving a production web build) for a benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { repoRoot } from './paths.ts';
import { waitUntilAnswering } from './wait-until-answering.ts';

export interface HubServer {
  url: string;
  pid: number;
  /** Resident memory of the server process now, in bytes (Linux /proc). */
  rssBytes(): number;
  /** SIGTERM, then waits for the process to drain and exit. */
  stop(): Promise<void>;
}

export type HubDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

/** Starts the hub on the given database and port and resolves once /api/health answers 200. */
export async function startHub(database: HubDatabase, port: number, webDistDir: string, extraEnv: Record<string, string> = {}): Promise<HubServer> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.kind === 'postgres' ? database.url : '',
    LOG_LEVEL: 'warn',
    // The load generator stands for many clients: it names them in X-Forwarded-For, as nginx would.
    TRUST_PROXY: '1',
    SMTP_URL: '',
    WEB_DIST_DIR: webDistDir,
    ...extraEnv,
  };
  // BENCH_HUB_NODE_ARGS passes Node flags NODE_OPTIONS refuses (--trace-gc, --cpu-prof) to the hub alone.
  const nodeArgs = (process.env.BENCH_HUB_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  // On the generated data a hub may take minutes to start (migrations, the first vacuum).
  await waitUntilAnswering(`${url}/api/health`, child, 600_000);
  const pid = child.pid!;
  return {
    url,
    pid,
    rssBytes: () => readRss(pid),
    stop: () => stopChild(child),
  };
}


/** Resident set size of a process in bytes, from /proc/<pid>/status. */
export function readRss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
