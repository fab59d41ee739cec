// Backup and restore on the real server (issue 11, part 10): a member registers and submits stories
// with files through the API; `npm run backup` runs while the hub serves and stories keep arriving;
// the dump restores into an empty PGlite directory (and, with TEST_DATABASE_URL, into an empty
// PostgreSQL database with an empty S3 bucket, and from there back into PGlite); a hub started on each restored copy holds the
// same rows, table hashes and files, and answers the member's stories and files as before.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { makeJpeg, makePdf, multipart } from '../../src/modules/media/media.fixtures.ts';
import type { BackupManifest } from '../../src/modules/backup/backup.service.ts';
import { databaseUrl } from '../engine.ts';
import { bucketKeys, s3Client, s3Environment, startS3Server, testBucket } from '../s3-server.ts';
import { apiDir, children, listening, startServer } from './server-process.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-backup-test-'));
const dir = (name: string) => path.join(root, name);
const ADMIN_EMAIL = 'backup.admin@example.org';
const ADMIN_PASSWORD = 'Backup-Admin-Secret-2026!';
const PASSWORD = 'Nexus-Water-2026!';
const createdDatabases: string[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
  if (createdDatabases.length > 0) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of createdDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Runs a script of apps/api/scripts to its end (asynchronously: the test keeps writing meanwhile). */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], { cwd: apiDir, env: { ...process.env, DATABASE_URL: '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Waits for the verification code mailed to `email` in the data directory's outbox. */
async function codeFor(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.includes(email)) : [];
    for (const name of names) {
      const mail = fs.readFileSync(path.join(outbox, name), 'utf8');
      const body = mail.split('\n\n').slice(1).join('\n').replace(/\s+/g, '');
      const code = /\b(\d{6})\b/.exec(Buffer.from(body, 'base64').toString('utf8'));
      if (code) return code[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

async function call(url: string, method: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Registers an individual member through the four steps, reading the code from the outbox; answers a bearer token. */
async function registerMember(url: string, dataDir: string, email: string): Promise<string> {
  const countries = (await (await fetch(`${url}/api/countries?search=JO`)).json()) as { data: Array<{ id: number; code: string }> };
  const country = countries.data.find((c) => c.code === 'JO')!.id;
  const started = await call(`${url}/api/register/step1-personal-info`, 'POST', {
    first_name: 'Amal', last_name: 'Haddad', phone: '+962791234567', email, country_id: country, gender: 'female',
    birth_date: '1990-05-17', password: PASSWORD, password_confirmation: PASSWORD,
  });
  const userId = started.user_id as number;
  const headers = { 'x-registration-token': started.registration_token as string };
  await call(`${url}/api/register/step2-verify-account`, 'POST', { user_id: userId, otp: await codeFor(dataDir, email) }, headers);
  await call(`${url}/api/register/step3-career`, 'POST', { user_id: userId, organization: 'Water Lab', organization_type_id: 3, organization_short_name: 'WL', position: 'Researcher' }, headers);
  await call(`${url}/api/register/step4-additional-info`, 'POST', { user_id: userId, education_level_id: 3, field_of_study: 'Hydrology', experience_years: 8 }, headers);
  return signIn(url, email, PASSWORD);
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  return (await call(`${url}/api/login`, 'POST', { email, password })).token as string;
}

/** Submits a story with a PDF (and an image when given) through the multipart form. */
async function submitStory(url: string, bearer: string, title: string, pdf: Buffer, image?: Buffer): Promise<void> {
  const fields = {
    title, country_id: '1', location: 'Deir Alla', implementing_leader: 'Jordan Valley Farmers Cooperative', contact_name: 'Amal Haddad',
    contact_email: 'amal@example.org', contact_position: 'Programme officer', desc: 'Farmers replaced diesel pumps with solar pumps.',
    background: 'Diesel pumping was expensive.', main_components: 'Solar pumps and drip lines.', sustainability_status_id: '1',
  };
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'documents', filename: 'report.pdf', content: pdf, contentType: 'application/pdf' },
    ...(image ? [{ name: 'featured_image', filename: 'photo.jpg', content: image, contentType: 'image/jpeg' }] : []),
  ]);
  const response = await fetch(`${url}/api/stories`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${bearer}` }, body: new Uint8Array(payload) });
  if (response.status !== 201) throw new Error(`story refused: ${response.status} ${await response.text()}`);
}

type MyStory = { id: number; title: string; documents: Array<{ document_path: string }> };

/** The member's stories as the API answers them, with the SHA-256 of each story's document. */
async function storiesOf(url: string, bearer: string): Promise<Array<{ title: string; documents: string[] }>> {
  const answer = (await (await fetch(`${url}/api/my-stories`, { headers: { authorization: `Bearer ${bearer}` } })).json()) as { data: MyStory[] };
  const stories = [];
  for (const story of answer.data) {
    const documents = [];
    for (const document of story.documents) {
      const response = await fetch(`${url}${document.document_path}`, { headers: { authorization: `Bearer ${bearer}` } });
      expect(response.status).toBe(200);
      documents.push(sha256(Buffer.from(await response.arrayBuffer())));
    }
    stories.push({ title: story.title, documents });
  }
  return stories.sort((a, b) => a.title.localeCompare(b.title));
}

const readManifest = (backup: string) => JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8')) as BackupManifest;
/** What must survive a round trip: every table's name, row count and content hash, every file's hash. */
const contentOf = (manifest: BackupManifest) => ({
  migration: manifest.migration,
  tables: manifest.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })),
  files: manifest.files,
});

/** Backs up the running hub of `env` into a new folder, answering the manifest. */
async function backup(name: string, env: Record<string, string>): Promise<BackupManifest> {
  const result = await runScript('backup.ts', ['--to', dir(name)], env);
  expect(result.status, result.stderr).toBe(0);
  return readManifest(dir(name));
}

/**
 * Resolves once the hub has written the rank intervals of its latest index computation (its own work
 * after a fresh start, off the request path): a hub on a copy made before that would finish it, and
 * its copy would then differ from the backup by that work.
 */
async function indexAnalysed(url: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const body = (await (await fetch(`${url}/api/indexes/methodology`)).json()) as { data: { uncertainty: { done_at: string | null } } };
      expect(body.data.uncertainty.done_at).not.toBeNull();
    },
    { timeout: 60_000, interval: 200 },
  );
}

async function freshPostgresDatabase(): Promise<string> {
  const name = `wefe_backup_${process.pid}_${createdDatabases.length}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  createdDatabases.push(name);
  return databaseUrl(name);
}

describe('backup and restore', () => {
  it('backs up a running hub while members write, and restores it into empty databases of both engines', async () => {
    const source = dir('source');
    const server = startServer(source, { ADMIN_EMAIL, ADMIN_PASSWORD });
    const url = await listening(server);
    await indexAnalysed(url);
    const email = `backup.member.${Date.now()}@example.org`;
    const bearer = await registerMember(url, source, email);
    await submitStory(url, bearer, 'Story 00 with an image', makePdf('story 00'), await makeJpeg(900, 600));

    // Stories keep arriving while the backup runs; each names two files, a row in three tables.
    let writing = true;
    let written = 1;
    const writes = (async () => {
      while (writing && written < 25) {
        written += 1;
        await submitStory(url, bearer, `Story ${String(written).padStart(2, '0')}`, makePdf(`story ${written}`));
      }
    })();
    const writesBefore = written;
    const made = await runScript('backup.ts', ['--to', dir('backup')], { DATA_DIR: source });
    writing = false;
    await writes;
    expect(made.status, made.stderr).toBe(0);
    expect(written).toBeGreaterThan(writesBefore);
    // Every table of the schema is in the dump, a table added by a later migration included.
    const schemaTables = Object.values(schema).filter((value) => is(value, PgTable)).map((table) => getTableConfig(table as PgTable).name).sort();
    expect(made.stdout).toMatch(new RegExp(`Backup written to .*: ${schemaTables.length} tables, \\d+ rows, \\d+ files`));
    expect(made.stdout + made.stderr).not.toContain(ADMIN_PASSWORD);
    expect(made.stdout + made.stderr).not.toContain('$argon2');

    const manifest = readManifest(dir('backup'));
    for (const file of ['manifest.json', 'tables/users.jsonl', `files/${manifest.files[0]!.name}`]) {
      expect(fs.statSync(path.join(dir('backup'), file)).mode & 0o777).toBe(0o600);
    }
    expect(manifest.tables.map((t) => t.name).sort()).toEqual(schemaTables);
    const table = (name: string) => manifest.tables.find((t) => t.name === name)!;
    // The snapshot is consistent: every media row's files are in the dump, and each story has its document.
    const media = fs.readFileSync(path.join(dir('backup'), 'tables/media_files.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { stored_name: string });
    const dumped = new Set(manifest.files.map((f) => f.name));
    for (const row of media) expect(dumped.has(row.stored_name)).toBe(true);
    expect(table('story_documents').rows).toBeGreaterThanOrEqual(1);
    expect(manifest.files.length).toBeGreaterThanOrEqual(table('media_files').rows);
    for (const file of manifest.files) expect(sha256(fs.readFileSync(path.join(source, 'uploads/files', file.name)))).toBe(file.sha256);
    const storiesInDump = fs.readFileSync(path.join(dir('backup'), 'tables/stories.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { title: string });
    const expectedTitles = storiesInDump.map((story) => story.title).filter((title) => title.startsWith('Story ')).sort();
    const originalStories = (await storiesOf(url, bearer)).filter((story) => expectedTitles.includes(story.title));
    expect(originalStories.map((story) => story.title)).toEqual(expectedTitles);

    // Into an empty PGlite directory.
    const restoredDir = dir('restored-pglite');
    const restored = await runScript('restore.ts', ['--from', dir('backup')], { DATA_DIR: restoredDir });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('row counts, table hashes and file hashes match the backup');
    const filesBefore = fs.readdirSync(path.join(restoredDir, 'uploads/files')).sort();
    expect(filesBefore).toEqual([...dumped].sort());

    // A second restore into it is refused and changes nothing.
    const again = await runScript('restore.ts', ['--from', dir('backup')], { DATA_DIR: restoredDir });
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('not empty');
    expect(fs.readdirSync(path.join(restoredDir, 'uploads/files')).sort()).toEqual(filesBefore);

    // A hub on the restored copy: its own backup (through the running server) has the same content.
    const copy = startServer(restoredDir);
    const copyUrl = await listening(copy);
    expect(contentOf(await backup('backup-of-pglite', { DATA_DIR: restoredDir }))).toEqual(contentOf(manifest));
    const copyBearer = await signIn(copyUrl, email, PASSWORD);
    expect(await storiesOf(copyUrl, copyBearer)).toEqual(originalStories);
    // New ids continue after the restored ones: the sequences came back too.
    await submitStory(copyUrl, copyBearer, 'Story after restore', makePdf('after'));
    copy.child.kill('SIGTERM');
    expect(await copy.exited, copy.output()).toBe(0);

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    // No hub runs now: the command takes the lock and reads the database itself; nothing went missing.
    const stopped = await backup('backup-stopped', { DATA_DIR: source });
    expect(stopped.tables.find((t) => t.name === 'stories')!.rows).toBeGreaterThanOrEqual(storiesInDump.length);

    if (!process.env.TEST_DATABASE_URL) return;
    // PGlite's dump into an empty PostgreSQL database with its files in an empty S3 bucket (several
    // machines' set-up), served by a hub on them.
    const s3 = await startS3Server();
    const bucket = await testBucket(s3.endpoint, 'wefe-restore');
    const objects = s3Client(s3.endpoint);
    try {
      const pgUrl = await freshPostgresDatabase();
      const pgDataDir = dir('restored-postgres');
      const pgEnv = { DATA_DIR: pgDataDir, DATABASE_URL: pgUrl, ...s3Environment(bucket.settings) };
      const intoPg = await runScript('restore.ts', ['--from', dir('backup')], pgEnv);
      expect(intoPg.status, intoPg.stderr).toBe(0);
      expect(await bucketKeys(objects, bucket.settings.bucket)).toEqual([...dumped].sort());
      expect(fs.readdirSync(path.join(pgDataDir, 'uploads'))).toEqual(['tmp']);
      // A bucket that holds files is refused like a folder that does, on another empty database.
      const refused = await runScript('restore.ts', ['--from', dir('backup')], { ...pgEnv, DATABASE_URL: await freshPostgresDatabase() });
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('not empty');
      await servePostgresCopy(pgDataDir, pgEnv);
    } finally {
      objects.destroy();
      await bucket.drop();
      await s3.close();
    }

    // PostgreSQL's dump (files read from the bucket) back into an empty PGlite directory.
    const backAgain = dir('restored-from-postgres');
    const fromPg = await runScript('restore.ts', ['--from', dir('backup-of-postgres')], { DATA_DIR: backAgain });
    expect(fromPg.status, fromPg.stderr).toBe(0);
    const last = startServer(backAgain);
    const lastUrl = await listening(last);
    expect(contentOf(await backup('backup-of-roundtrip', { DATA_DIR: backAgain }))).toEqual(contentOf(manifest));
    expect(await storiesOf(lastUrl, await signIn(lastUrl, email, PASSWORD))).toEqual(originalStories);
    last.child.kill('SIGTERM');
    expect(await last.exited, last.output()).toBe(0);

    /** A hub on the restored PostgreSQL copy: its backup, made while it serves, holds what the first did. */
    async function servePostgresCopy(pgDataDir: string, pgEnv: Record<string, string>): Promise<void> {
      const pgServer = startServer(pgDataDir, pgEnv);
      const pgServerUrl = await listening(pgServer);
      // On PostgreSQL the command reads one snapshot itself while the hub serves.
      const pgManifest = await backup('backup-of-postgres', pgEnv);
      expect(pgManifest.engine).toBe('postgres');
      expect(contentOf(pgManifest)).toEqual(contentOf(manifest));
      expect(await storiesOf(pgServerUrl, await signIn(pgServerUrl, email, PASSWORD))).toEqual(originalStories);
      pgServer.child.kill('SIGTERM');
      expect(await pgServer.exited, pgServer.output()).toBe(0);
    }
  }, 600_000);
});
