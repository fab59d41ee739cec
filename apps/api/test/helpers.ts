// Builds the real app over a fresh copy of the migrated, seeded template database.
import { parseTrustProxy } from '../src/lib/client-address.ts';
import type { FloodLimits } from '../src/lib/flood-guard/flood-guard.ts';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { databaseUrl, testEngine } from './engine.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import type { S3Settings } from '../src/lib/blob-store/s3-settings.ts';
import { testBucket } from './s3-server.ts';

export interface TestContext {
  app: App;
  database: Database;
  /** Every log line the app wrote, when `captureLogs` was asked for. */
  logs: string[];
  /** The SMTP server the app's mail goes to. */
  mailbox: Mailbox;
  /** The app's DATA_DIR (uploads), removed at close. */
  dataDir: string;
  close(): Promise<void>;
}

/** Opens a fresh database for one test file: a PGlite copy of the template, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (testEngine() === 'pglite') {
    const template = fs.readFileSync(inject('pgliteTemplatePath'));
    const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
    return { database, drop: () => database.close() };
  }
  const name = `wefe_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateName')}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The app over a fresh database; logs are discarded unless `captureLogs` is set. */
export async function createTestApp(
  options: {
    captureLogs?: boolean;
    webDistDir?: string;
    /** TRUST_PROXY as the server would read it ('1', '127.0.0.1/8'). */
    trustProxy?: string;
    /** The front door's flood limits; none unless given, as the other tests' clients would trip them. */
    floodLimits?: FloodLimits;
    extend?: (app: App) => void | Promise<void>;
    /** Keeps uploads in this bucket, whatever the run's store. */
    s3?: S3Settings;
  } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const mailbox = await startMailbox();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-test-data-'));
  // On the S3 run (PostgreSQL's), each app keeps its uploads in a bucket of its own.
  const bucket = !options.s3 && inject('s3Endpoint') ? await testBucket(inject('s3Endpoint')) : undefined;
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    database,
    config: {
      logLevel: options.captureLogs ? 'info' : 'silent',
      webDistDir: options.webDistDir,
      trustProxy: parseTrustProxy(options.trustProxy),
      publicUrl: 'http://localhost:3000',
      dataDir,
      s3: options.s3 ?? bucket?.settings,
      smtpUrl: mailbox.url,
      mailFrom: 'WEFE Nexus Hub <no-reply@wefe-hub.test>',
      floodLimits: options.floodLimits,
    },
    logStream,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    logs,
    mailbox,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      await mailbox.close();
      await bucket?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
