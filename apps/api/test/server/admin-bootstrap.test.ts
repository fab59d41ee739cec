// Staff administrators: from ADMIN_EMAIL/ADMIN_PASSWORD at start, and from `npm run create-admin`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiDir, children, listening, startServer } from './server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-admin-test-'));
const email = 'ops.lead@example.org';
const firstPassword = 'First-Admin-Secret-2026';
const secondPassword = 'Second-Admin-Secret-2027';

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const login = async (url: string, password: string) =>
  fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

const createAdmin = (password: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', '--email', email, '--password', password], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

describe('administrator bootstrap', () => {
  it('creates the admin from the environment without logging the password; create-admin waits for the hub to stop, then updates it', async () => {
    const server = startServer(dataDir, { ADMIN_EMAIL: email, ADMIN_PASSWORD: firstPassword });
    const url = await listening(server);
    const res = await login(url, firstPassword);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { user: { role: string } } };
    expect(body.data.user.role).toBe('admin');
    expect(server.output()).toContain('administrator from ADMIN_EMAIL is ready');
    expect(server.output()).not.toContain(firstPassword);

    const refused = createAdmin(secondPassword);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('already using the data directory');

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    const done = createAdmin(secondPassword);
    expect(done.status).toBe(0);
    expect(done.stdout).toContain(`Administrator ${email} updated.`);

    const again = startServer(dataDir);
    const url2 = await listening(again);
    expect((await login(url2, firstPassword)).status).toBe(401);
    expect((await login(url2, secondPassword)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);
  }, 120_000);
});
