// The real server process on the embedded database: one server per data directory, clean shutdown,
// and data that survives a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-lock-test-'));
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST_DIR: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves with the server's URL once its log says it listens; rejects if it exits first. */
function listening(server: Started): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = server.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) resolve(match[1]!);
    };
    server.child.stdout!.on('data', onData);
    server.exited.then((code) => reject(new Error(`server exited with ${code}: ${server.output()}`)));
    onData();
  });
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server on a data directory', () => {
  it('refuses a second server on the same DATA_DIR while the first keeps serving, and restarts with its data', async () => {
    const first = startServer();
    const url = await listening(first);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const second = startServer();
    const code = await second.exited;
    expect(code).toBe(2);
    expect(second.output()).toContain(`already using the data directory ${fs.realpathSync(dataDir)}`);
    expect(second.output()).toContain(`pid ${first.child.pid}`);

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const countries = (await (await fetch(`${url}/api/countries?per_page=1`)).json()) as { meta: { total: number } };
    expect(countries.meta.total).toBeGreaterThanOrEqual(245);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    // The lock went with the first process: a new server starts on the same directory and data.
    const third = startServer();
    const thirdUrl = await listening(third);
    const again = (await (await fetch(`${thirdUrl}/api/countries?per_page=1`)).json()) as { meta: { total: number } };
    expect(again.meta.total).toBe(countries.meta.total);
    expect(third.output()).not.toContain('seeded an empty database');
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 120_000);

  it('frees the lock when the holder is killed outright', async () => {
    const holder = startServer();
    await listening(holder);
    holder.child.kill('SIGKILL');
    await holder.exited;
    const next = startServer();
    const url = await listening(next);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 120_000);
});
