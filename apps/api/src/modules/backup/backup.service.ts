// Backup and restore (docs/decisions/028-backup-and-restore.md): a logical dump that any PostgreSQL
// engine can load. One read-only REPEATABLE READ transaction writes each table as JSON lines in
// foreign-key order; then the upload files those rows name are copied; a manifest records the
// migration, row counts and a SHA-256 per table and per file. Restore migrates an empty database,
// loads the rows in one transaction, sets the sequences, copies the files and checks every hash.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { inTransaction, type Database, type Db } from '../../db/client.ts';
import type { BlobStore } from '../../lib/blob-store/blob-store.ts';
import { isStoredName } from '../media/media.storage.ts';
import { createBackupRepo, type MigrationState, type SequenceState } from './backup.repo.ts';

export const BACKUP_FORMAT = 'wefe-hub-backup/1';
export const MANIFEST_FILE = 'manifest.json';
const INSERT_BATCH = 500;
/** A row deleted (and its file removed) between the snapshot and the copy: take a new snapshot. */
const SNAPSHOT_ATTEMPTS = 3;
const journalFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/meta/_journal.json');

export interface TableEntry {
  name: string;
  columns: string[];
  rows: number;
  /** SHA-256 of the table's JSON lines, each followed by a newline: the file tables/<name>.jsonl. */
  sha256: string;
}

export interface FileEntry {
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  migration: MigrationState;
  /** In load order: every table after the tables it references. */
  tables: TableEntry[];
  sequences: SequenceState[];
  files: FileEntry[];
  durationMs: number;
}

/** What the commands print: counts and sizes, never content. */
export interface BackupSummary {
  path: string;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  durationMs: number;
}

/** A refusal that leaves everything as it was (a non-empty target, a damaged or foreign dump). */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

/** The migration state the running code would create: what a dump must match to be restored. */
export function codeMigrationState(): MigrationState {
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ when: number }> };
  return { count: journal.entries.length, lastCreatedAt: journal.entries.at(-1)?.when ?? null };
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fsp.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Files below `dir`, as paths relative to it. */
async function filesBelow(dir: string): Promise<string[]> {
  try {
    const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => !entry.isDirectory()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Writes `from` (a file's path, or a stream of a stored object) to the new file `to`, hashing as it goes. */
async function copyHashed(from: string | Readable, to: string): Promise<FileEntry> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    typeof from === 'string' ? fs.createReadStream(from) : from,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    fs.createWriteStream(to, { flags: 'wx', mode: 0o600, flush: true }),
  );
  return { name: path.basename(to), bytes, sha256: hash.digest('hex') };
}

async function hashStream(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function hashFile(file: string): Promise<string> {
  return hashStream(fs.createReadStream(file));
}

/** The stored names a media_files row (as dumped JSON) points at: the file and its image variants. */
function namesOfMediaRow(line: string): string[] {
  const row = JSON.parse(line) as { stored_name?: unknown; variants?: unknown };
  const names = typeof row.stored_name === 'string' ? [row.stored_name] : [];
  if (typeof row.variants === 'string') {
    try {
      const variants = JSON.parse(row.variants) as Record<string, unknown>;
      for (const name of Object.values(variants)) if (typeof name === 'string') names.push(name);
    } catch {
      // A damaged variants value names no file; the row itself is still dumped.
    }
  }
  return names.filter(isStoredName);
}

interface Snapshot {
  migration: MigrationState;
  tables: TableEntry[];
  sequences: SequenceState[];
  fileNames: string[];
}

/** Writes every table of one snapshot to `dir/tables`, answering what the manifest needs. */
async function dumpSnapshot(db: Db, dir: string): Promise<Snapshot> {
  return inTransaction(db, async (tx) => {
    const repo = createBackupRepo(tx);
    await repo.beginSnapshot();
    const migration = await repo.migrationState();
    const tables: TableEntry[] = [];
    const fileNames = new Set<string>();
    for (const table of await repo.tablesInLoadOrder()) {
      const handle = await fsp.open(path.join(dir, 'tables', `${table.name}.jsonl`), 'wx', 0o600);
      const hash = createHash('sha256');
      let rows = 0;
      try {
        await repo.readRows(table, async (lines) => {
          const text = `${lines.join('\n')}\n`;
          hash.update(text);
          rows += lines.length;
          await handle.write(text);
          if (table.name === 'media_files') for (const line of lines) for (const name of namesOfMediaRow(line)) fileNames.add(name);
        });
        await handle.sync();
      } finally {
        await handle.close();
      }
      tables.push({ name: table.name, columns: table.columns, rows, sha256: hash.digest('hex') });
    }
    const sequences = await repo.sequences();
    return { migration, tables, sequences, fileNames: [...fileNames].sort() };
  });
}

/**
 * Writes a consistent backup of the database and the uploads it names into `target` (which must be
 * missing or empty). The dump holds password and token hashes: every file is created owner-only.
 */
export async function writeBackup(database: Database, files: BlobStore, target: string): Promise<BackupSummary> {
  const started = performance.now();
  const finalDir = path.resolve(target);
  if (!(await isEmptyDir(finalDir))) throw new BackupRefusedError(`The backup folder ${finalDir} is not empty: choose a new folder.`);
  await fsp.mkdir(path.dirname(finalDir), { recursive: true });

  for (let attempt = 1; ; attempt += 1) {
    // Written beside the target and renamed at the end, so a folder with a manifest is always complete.
    const work = `${finalDir}.partial-${randomBytes(4).toString('hex')}`;
    await fsp.mkdir(path.join(work, 'tables'), { recursive: true, mode: 0o700 });
    await fsp.mkdir(path.join(work, 'files'), { mode: 0o700 });
    try {
      const snapshot = await dumpSnapshot(database.db, work);
      const copied: FileEntry[] = [];
      let vanished: string | undefined;
      for (const name of snapshot.fileNames) {
        const stored = await files.read(name);
        if (!stored) {
          vanished = name;
          break;
        }
        copied.push(await copyHashed(stored.stream, path.join(work, 'files', name)));
      }
      if (vanished) {
        // Uploads are never rewritten, only removed with their row: this row went after the snapshot.
        if (attempt >= SNAPSHOT_ATTEMPTS) throw new Error(`An upload named by the database is missing: ${vanished} (tried ${attempt} snapshots).`);
        await fsp.rm(work, { recursive: true, force: true });
        continue;
      }
      const durationMs = Math.round(performance.now() - started);
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        engine: database.kind,
        migration: snapshot.migration,
        tables: snapshot.tables,
        sequences: snapshot.sequences,
        files: copied,
        durationMs,
      };
      const handle = await fsp.open(path.join(work, MANIFEST_FILE), 'wx', 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(manifest, null, 2)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      // rmdir removes only an empty folder: anything written there meanwhile is never deleted.
      await fsp.rmdir(finalDir).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await fsp.rename(work, finalDir);
      return summarize(finalDir, manifest, await dumpBytes(finalDir));
    } catch (error) {
      await fsp.rm(work, { recursive: true, force: true });
      throw error;
    }
  }
}

async function dumpBytes(dir: string): Promise<number> {
  let bytes = 0;
  for (const file of await filesBelow(dir)) bytes += (await fsp.stat(path.join(dir, file))).size;
  return bytes;
}

function summarize(dir: string, manifest: BackupManifest, bytes: number): BackupSummary {
  return {
    path: dir,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files.length,
    bytes,
    durationMs: manifest.durationMs,
  };
}

/** Reads a backup's manifest, refusing a folder that is not one. */
export async function readManifest(source: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fsp.readFile(path.join(source, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupRefusedError(`${source} holds no ${MANIFEST_FILE}: it is not a finished backup.`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupRefusedError(`${source} is a backup of format '${String(manifest.format)}'; this hub reads ${BACKUP_FORMAT}.`);
  return manifest;
}

/** Checks every table file and upload of a backup against its manifest, reading only. */
async function checkBackupIntegrity(source: string, manifest: BackupManifest): Promise<void> {
  for (const table of manifest.tables) {
    const file = path.join(source, 'tables', `${table.name}.jsonl`);
    if ((await hashFile(file).catch(() => '')) !== table.sha256) throw new BackupRefusedError(`The backup is damaged: ${file} does not match its manifest hash.`);
  }
  for (const entry of manifest.files) {
    if (!isStoredName(entry.name)) throw new BackupRefusedError(`The backup names an unexpected upload: ${JSON.stringify(entry.name)}.`);
    const file = path.join(source, 'files', entry.name);
    if ((await hashFile(file).catch(() => '')) !== entry.sha256) throw new BackupRefusedError(`The backup is damaged: ${file} does not match its manifest hash.`);
  }
}

/** Row count and content hash of every table, read in one snapshot the way a backup reads them. */
export async function tableDigests(db: Db): Promise<Map<string, { rows: number; sha256: string }>> {
  return inTransaction(db, async (tx) => {
    const repo = createBackupRepo(tx);
    await repo.beginSnapshot();
    const digests = new Map<string, { rows: number; sha256: string }>();
    for (const table of await repo.tablesInLoadOrder()) {
      const hash = createHash('sha256');
      let rows = 0;
      await repo.readRows(table, async (lines) => {
        hash.update(`${lines.join('\n')}\n`);
        rows += lines.length;
      });
      digests.set(table.name, { rows, sha256: hash.digest('hex') });
    }
    return digests;
  });
}

async function* batchesOf(file: string, size: number): AsyncGenerator<string[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export interface RestoreTarget {
  /** The hub's uploads/tmp, which must be empty like the store. */
  tmpDir: string;
  /** Where the files go: the folder uploads/files or the bucket, which must hold nothing. */
  files: BlobStore;
  /** Opens the target database; called only after the checks that need no database passed. */
  open(): Promise<Database>;
}

export interface RestoreReport {
  tables: number;
  rows: number;
  files: number;
  durationMs: number;
}

/**
 * Restores a backup into an empty database and an empty uploads folder, then checks row counts,
 * table hashes and file hashes against the manifest. Refuses (BackupRefusedError, nothing changed)
 * a non-empty target, a damaged dump, or a dump of another migration.
 */
export async function restoreBackup(source: string, target: RestoreTarget): Promise<RestoreReport> {
  const started = performance.now();
  const manifest = await readManifest(source);
  const code = codeMigrationState();
  if (manifest.migration.count !== code.count || manifest.migration.lastCreatedAt !== code.lastCreatedAt) {
    throw new BackupRefusedError(
      `The backup was made at migration ${manifest.migration.count} and this hub is at migration ${code.count}: restore it with the hub version that made it, then upgrade.`,
    );
  }
  await checkBackupIntegrity(source, manifest);
  const present = await filesBelow(target.tmpDir);
  for await (const entry of target.files.list()) present.push(entry.name);
  if (present.length > 0) throw new BackupRefusedError(`The uploads are not empty: ${target.files.description} and ${target.tmpDir} hold ${present.length} files, such as ${present[0]}. Restore needs empty ones.`);

  const database = await target.open();
  try {
    const filled = await createBackupRepo(database.db).tablesWithRows();
    if (filled.length > 0) {
      throw new BackupRefusedError(`The target database is not empty (${filled.length} tables hold rows, such as ${filled.slice(0, 3).join(', ')}): restore needs an empty database.`);
    }
    await database.migrate();
    const tables = await createBackupRepo(database.db).tablesInLoadOrder();
    const shapes = new Map(tables.map((table) => [table.name, table]));
    for (const entry of manifest.tables) {
      const shape = shapes.get(entry.name);
      if (!shape || shape.columns.join(',') !== entry.columns.join(',')) throw new Error(`The migrated schema differs from the backup's at table ${entry.name}.`);
    }

    // One transaction: a failure leaves the database migrated but empty, so the restore can run again.
    await inTransaction(database.db, async (tx) => {
      const repo = createBackupRepo(tx);
      await repo.useUtc();
      for (const entry of manifest.tables) {
        for await (const batch of batchesOf(path.join(source, 'tables', `${entry.name}.jsonl`), INSERT_BATCH)) await repo.insertRows(shapes.get(entry.name)!, batch);
      }
      for (const sequence of manifest.sequences) await repo.setSequence(sequence);
    });

    await fsp.mkdir(target.tmpDir, { recursive: true, mode: 0o700 });
    await target.files.open();
    for (const entry of manifest.files) {
      // The hub serves each file with its row's type; the object's own type is not read.
      await target.files.copyIn(entry.name, path.join(source, 'files', entry.name), 'application/octet-stream');
      // Read back: what the store holds is what the backup held.
      const stored = await target.files.read(entry.name);
      if (!stored || (await hashStream(stored.stream)) !== entry.sha256) throw new Error(`Upload ${entry.name} differs from the backup once stored.`);
    }

    const digests = await tableDigests(database.db);
    for (const entry of manifest.tables) {
      const digest = digests.get(entry.name);
      if (digest?.rows !== entry.rows || digest.sha256 !== entry.sha256) {
        throw new Error(`Table ${entry.name} does not match the backup after restore (${digest?.rows ?? 0} rows, backup ${entry.rows}).`);
      }
    }
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: manifest.files.length,
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await database.close();
  }
}
