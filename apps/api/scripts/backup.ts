// `npm run backup -- --to DIR` (or BACKUP_DIR): a consistent backup of the database and its uploads
// while the hub runs. On PostgreSQL (DATABASE_URL) it reads one snapshot itself. On PGlite it asks the
// running hub, which alone may open the database; when no hub runs it takes the data-directory lock.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../src/lib/data-dir-lock.ts';
import { requestBackup } from '../src/modules/backup/backup.channel.ts';
import { BackupRefusedError, writeBackup, type BackupSummary } from '../src/modules/backup/backup.service.ts';
import { createMediaStorage } from '../src/modules/media/media.storage.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(values.to ?? process.env.BACKUP_DIR ?? path.join(path.dirname(config.dataDir), 'backups', `wefe-hub-${stamp}`));
const files = createMediaStorage(config.dataDir, config.s3).files;

async function backupPglite(): Promise<BackupSummary> {
  try {
    const lock = await acquireDataDirLock(config.dataDir);
    try {
      const dbDir = path.join(config.dataDir, 'db');
      if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) throw new BackupRefusedError(`There is no database in ${dbDir} to back up.`);
      const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
      try {
        return await writeBackup(database, files, target);
      } finally {
        await database.close();
      }
    } finally {
      await lock.release();
    }
  } catch (error) {
    // The hub runs: it writes the backup itself.
    if (error instanceof DataDirLockedError) return requestBackup(config.dataDir, target);
    throw error;
  }
}

async function backupPostgres(url: string): Promise<BackupSummary> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    return await writeBackup(database, files, target);
  } finally {
    await database.close();
  }
}

try {
  const summary = config.databaseUrl ? await backupPostgres(config.databaseUrl) : await backupPglite();
  const mb = (summary.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backup written to ${summary.path}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files, ${mb} MB in ${(summary.durationMs / 1000).toFixed(1)} s.`);
  console.log('It holds password and token hashes: its files are readable by their owner only; keep it that way.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof BackupRefusedError ? 2 : 1);
} finally {
  files.close();
}
