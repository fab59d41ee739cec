// A hub told to keep uploads in a bucket that does not answer does not start half-working: it stops
// with a message naming the bucket and the settings to check, and never the secret key (issue 31).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../s3-server.ts';
import { children, startServer } from './server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-bucket-start-'));
const cleanups: Array<() => Promise<void> | void> = [() => fs.rmSync(dataDir, { recursive: true, force: true })];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a hub whose bucket does not answer', () => {
  it('stops at start with what to fix, and without the secret key', async () => {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const secret = 'never-print-this-secret-key';
    const server = startServer(dataDir, { S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'no-such-bucket', S3_ACCESS_KEY_ID: 'hub', S3_SECRET_ACCESS_KEY: secret, S3_FORCE_PATH_STYLE: 'true' });
    expect(await server.exited, server.output()).toBe(2);
    expect(server.output()).toContain(`Uploads are kept in the bucket no-such-bucket at ${s3.endpoint} (S3_BUCKET), which does not answer`);
    expect(server.output()).not.toContain(secret);
    // It stopped before taking the data directory: nothing is left locked.
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 120_000);
});
