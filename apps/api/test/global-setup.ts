// Migrates and seeds one template database per run, so each test file starts from a ready copy
// in about a second instead of migrating and seeding again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedReferenceData } from '../src/seed/index.ts';
import { seedWefeData } from '../src/seed/wefe.ts';
import { runUncertaintyAnalysis } from '../src/modules/wefe-index/index.uncertainty-job.ts';
import { databaseUrl, testEngine } from './engine.ts';
import { startS3Server, testBlobStore } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateName: string;
    /** The S3 server the test apps keep uploads on, or '' for the local folder (test/s3-server.ts). */
    s3Endpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const s3 = testBlobStore() === 's3' ? await startS3Server() : undefined;
  project.provide('s3Endpoint', s3?.endpoint ?? '');
  const database = await templateDatabase(project);
  return async () => {
    await database();
    await s3?.close();
  };
}

/** Makes the template database and provides its name or path; answers how to remove it. */
async function templateDatabase(project: TestProject): Promise<() => Promise<void>> {
  if (testEngine() === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    await seedReferenceData(database.db);
    await seedWefeData(database.db);
    // The rank intervals a running server writes a second after start, written once for every copy.
    await runUncertaintyAnalysis(database.db);
    const dump = await database.dump!();
    await database.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-test-template-'));
    const file = path.join(dir, 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplatePath', file);
    project.provide('postgresTemplateName', '');
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const name = `wefe_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 2 });
  await database.migrate();
  await seedReferenceData(database.db);
  await seedWefeData(database.db);
  await runUncertaintyAnalysis(database.db);
  await database.close();
  project.provide('pgliteTemplatePath', '');
  project.provide('postgresTemplateName', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
