// The real server process on the embedded database: one server per data directory, clean shutdown,
// and data that survives a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { children, listening, startServer as start } from './server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-lock-test-'));
const startServer = () => start(dataDir);

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
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toContain('shutting down');

    // The lock went with the first process: a new server starts on the same directory and data.
    const third = startServer();
    const thirdUrl = await listening(third);
    const again = (await (await fetch(`${thirdUrl}/api/countries?per_page=1`)).json()) as { meta: { total: number } };
    expect(again.meta.total).toBe(countries.meta.total);
    expect(third.output()).not.toContain('seeded an empty database');
    third.child.kill('SIGINT');
    expect(await third.exited, third.output()).toBe(0);
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
    expect(await next.exited, next.output()).toBe(0);
  }, 120_000);
});
