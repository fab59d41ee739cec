// Crash safety (issue 11, part 7): the real server is killed with SIGKILL at a random moment of a
// mixed stream of writes, again and again, on PGlite (crash-safety.pglite.test.ts) and on PostgreSQL
// (crash-safety.postgres.test.ts, when TEST_DATABASE_URL is set): a file each, so that the two run
// side by side instead of one after the other (331 s of the server step's 376 s in CI). After each
// kill the database opens, every write the client saw acknowledged is there and whole, the others are
// whole or absent, and the sweeper leaves no orphaned or temp file. On PGlite a second server on the
// same directory is refused in every cycle.
// CRASH_KILLS sets the kills per engine (5 in npm test; `npm run test:soak` runs 50), CRASH_SEED replays a
// run's kill schedule (printed on every failure). docs/operations.md has the figures.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { acquireDataDirLock } from '../../src/lib/data-dir-lock.ts';
import { createMediaStorage, type MediaStorage } from '../../src/modules/media/media.storage.ts';
import { scratchDatabase } from '../engine.ts';
import { startMailbox, type Mailbox } from '../mailbox.ts';
import { s3Environment, startS3Server, testBucket } from '../s3-server.ts';
import { checkAfterKill, checkThroughServer, isApprovalMail, lastMediaId, type DiskFigures } from './crash-checks.ts';
import { newLedger, runWorkload, seededRandom } from './crash-workload.ts';
import { children, listening, startServer } from './server-process.ts';

// A PGlite cycle takes about 25 s on two busy cores (two server starts), so npm test keeps it short.
const KILLS = Number(process.env.CRASH_KILLS ?? 5);
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const WORKERS = 4;
/** The kill comes this long after the load starts (after the second server's refusal on PGlite). */
const KILL_AFTER_MS = { min: 100, max: 2500 };

type Engine = 'pglite' | 'postgres';

/**
 * On PostgreSQL a mail a killed process was sending stays claimed, so the last start waits for the
 * claim to run out and the next delivery round. The defaults (two minutes, then up to a minute) made
 * this the longest wait of the server tests; the test sends to its own SMTP server, which answers in
 * milliseconds, so a claim of 15 s is still far above a send, and rounds every 2 s.
 */
const MAIL_TIMING = { claimSeconds: 15, deliveryEverySeconds: 2 };

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface EngineRun {
  dataDir: string;
  /** Where the server keeps uploads: DATA_DIR's folder on PGlite, an S3 bucket on PostgreSQL (issue 31). */
  storage: MediaStorage;
  env: Record<string, string>;
  /** Opens the database a killed server left (PGlite: under the data-directory lock); `close` lets the next server in. */
  open(): Promise<{ database: Database; close(): Promise<void> }>;
}

async function prepare(engine: Engine, mailbox: Mailbox, admin: { email: string; password: string }): Promise<EngineRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wefe-crash-${engine}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    SMTP_URL: mailbox.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: '1',
    MAIL_CLAIM_SECONDS: String(MAIL_TIMING.claimSeconds),
    MAIL_DELIVERY_EVERY_SECONDS: String(MAIL_TIMING.deliveryEverySeconds),
  };
  if (engine === 'pglite') {
    return {
      dataDir,
      storage: createMediaStorage(dataDir),
      env,
      open: async () => {
        // Taking the server's own lock proves no server holds the directory: PGlite opened twice loses writes.
        const lock = await acquireDataDirLock(dataDir);
        const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
        return { database, close: async () => (await database.close(), await lock.release()) };
      },
    };
  }
  // A fresh database of its own on the TEST_DATABASE_URL server, dropped at the end.
  const scratch = await scratchDatabase('wefe_crash');
  cleanups.push(scratch.drop);
  // Several machines' set-up: the files in a bucket of a real S3-protocol server.
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());
  const bucket = await testBucket(s3.endpoint, 'wefe-crash');
  cleanups.push(() => bucket.drop());
  const storage = createMediaStorage(dataDir, bucket.settings);
  cleanups.push(() => storage.files.close());
  return {
    dataDir,
    storage,
    env: { ...env, DATABASE_URL: scratch.url, ...s3Environment(bucket.settings) },
    open: async () => {
      const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
      return { database, close: () => database.close() };
    },
  };
}

async function signIn(url: string, account: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** Registers the kill test on one engine (one engine per file). */
export function crashSafetySuite(engine: Engine): void {
  describe(`kill -9 during a stream of writes, on ${engine}`, () => {
    it(`keeps every acknowledged write whole over ${KILLS} kills, and leaves no orphaned file`, async () => {
      const started = performance.now();
      const mailbox = await startMailbox();
      cleanups.push(() => mailbox.close());
      const admin = { email: `crash.admin.${randomBytes(4).toString('hex')}@example.org`, password: `Crash-${randomBytes(12).toString('base64url')}-9a` };
      const run = await prepare(engine, mailbox, admin);
      const killRandom = seededRandom(SEED);
      const workRandom = seededRandom(SEED ^ 0x5bd1e995);
      const ledger = newLedger();
      const seen = new Set<string>();
      const totals = { refusals: 0, verified: 0, throughServer: 0, unackedPresent: 0, unackedAbsent: 0, orphans: 0, temp: 0, unreferenced: new Set<number>(), mailsQueued: new Set<string>() };
      let lastCheck: DiskFigures | undefined;
      const phases = { start: 0, load: 0, check: 0 };
      const cycleMs: number[] = [];

      // A first, clean start: migrations and seed data, and the seeded files.
      const boot = startServer(run.dataDir, run.env);
      const bootUrl = await listening(boot);
      const countries = (await (await fetch(`${bootUrl}/api/countries?search=JO`)).json()) as { data: Array<{ id: number; code: string }> };
      const countryId = countries.data.find((country) => country.code === 'JO')!.id;
      boot.child.kill('SIGTERM');
      expect(await boot.exited, boot.output()).toBe(0);
      const first = await run.open();
      const firstMediaId = await lastMediaId(first.database.db);
      await first.close();

      for (let cycle = 1; cycle <= KILLS; cycle += 1) {
        const context = `${engine}, CRASH_SEED=${SEED}, kill ${cycle}`;
        const cycleStarted = performance.now();
        // The database opens after every kill: the server migrates, seeds and listens.
        const server = startServer(run.dataDir, run.env);
        const url = await listening(server);
        phases.start += performance.now() - cycleStarted;
        const loadStarted = performance.now();
        totals.throughServer += await checkThroughServer(url, ledger, seen, context);
        // ADMIN_EMAIL resets the administrator at every start (its tokens revoked), so it signs in again.
        const adminBearer = await signIn(url, admin);

        const load = runWorkload({ url, mailbox, adminBearer, countryId, label: `${engine}${cycle}`, random: workRandom, ledger }, WORKERS).then(
          () => undefined,
          (error: unknown) => error,
        );
        if (engine === 'pglite') {
          const second = startServer(run.dataDir, run.env);
          expect(await second.exited, `${context}: a second server on the directory\n${second.output()}`).toBe(2);
          expect(second.output()).toContain('already using the data directory');
          totals.refusals += 1;
        }
        await delay(KILL_AFTER_MS.min + killRandom() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
        server.child.kill('SIGKILL');
        await server.exited;
        // The workers end when the server stops answering; anything else they threw fails the test.
        const failure = await load;
        if (failure) throw failure;
        expect(ledger.unexpected, context).toEqual([]);

        phases.load += performance.now() - loadStarted;
        const checkStarted = performance.now();
        const opened = await run.open();
        try {
          const figures = await checkAfterKill(opened.database.db, run.storage, ledger, firstMediaId, mailbox, context);
          lastCheck = figures;
          for (const title of figures.mailsQueued) totals.mailsQueued.add(title);
          totals.verified = figures.verified;
          totals.unackedPresent = figures.unackedPresent;
          totals.unackedAbsent = figures.unackedAbsent;
          totals.orphans += figures.orphans;
          totals.temp += figures.temp;
          for (const id of figures.unreferencedRows) totals.unreferenced.add(id);
        } finally {
          await opened.close();
        }
        phases.check += performance.now() - checkStarted;
        cycleMs.push(performance.now() - cycleStarted);
      }

      // One more start: the mail a kill left queued is sent, so every approval's owner has been told.
      const final = startServer(run.dataDir, run.env);
      await listening(final);
      // On PostgreSQL a mail a killed process was sending is held for its claim, then sent at the next round.
      const mailWait = (engine === 'pglite' ? 0 : (MAIL_TIMING.claimSeconds + MAIL_TIMING.deliveryEverySeconds) * 1000) + 30_000;
      for (const approved of lastCheck!.approved) await mailbox.waitFor((mail) => isApprovalMail(mail, approved), mailWait);
      const sentTwice = lastCheck!.approved.filter((approved) => mailbox.messages.filter((mail) => isApprovalMail(mail, approved)).length > 1).length;
      final.child.kill('SIGTERM');
      expect(await final.exited, final.output()).toBe(0);

      const seconds = (performance.now() - started) / 1000;
      console.log(
        `crash safety on ${engine}, files in ${engine === 'pglite' ? 'DATA_DIR' : 'an S3 bucket'} (CRASH_SEED=${SEED}): ${KILLS} kills in ${seconds.toFixed(0)} s ` +
          `(a cycle ${Math.min(...cycleMs).toFixed(0)}-${Math.max(...cycleMs).toFixed(0)} ms; on average ` +
          `${(phases.start / KILLS).toFixed(0)} ms to start and open the database, ${(phases.load / KILLS).toFixed(0)} ms of writes until the kill, ` +
          `${(phases.check / KILLS).toFixed(0)} ms to check and sweep); ${ledger.counts.requests} requests, ` +
          `${ledger.counts.acked} acknowledged, ${ledger.counts.lost} answers lost to kills; ${ledger.registrations.length} registrations, ` +
          `${ledger.stories.length} stories (${ledger.stories.filter((s) => s.acked).length} acknowledged, ${ledger.stories.filter((s) => s.approvalAcked).length} approvals); ` +
          `acknowledged writes verified on disk after the last kill: ${totals.verified}, through the restarted server: ${totals.throughServer}; ` +
          `stories whose answer was lost: ${totals.unackedPresent} whole, ${totals.unackedAbsent} absent; swept ${totals.orphans} orphaned files and ${totals.temp} temp files; ` +
          `second servers refused: ${totals.refusals}; upload rows nothing referred to (swept): ${totals.unreferenced.size}; ` +
          `approval mails: all ${lastCheck!.approved.length} received after a last start, ${sentTwice} of them twice; ${totals.mailsQueued.size} found queued after a kill`,
      );
    }, KILLS * 60_000 + 120_000);
  });
}
