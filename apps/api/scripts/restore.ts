// `npm run restore -- --from DIR` (or BACKUP_DIR): brings a backup back into an empty database (the
// PGlite of DATA_DIR, or DATABASE_URL's) and empty uploads (DATA_DIR/uploads, or the S3 bucket when
// S3_BUCKET is set), and checks every hash.
// A backup of either engine restores into either. A non-empty target is refused and left unchanged.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../src/lib/data-dir-lock.ts';
import { BackupRefusedError, restoreBackup } from '../src/modules/backup/backup.service.ts';
import { createMediaStorage } from '../src/modules/media/media.storage.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const from = values.from ?? process.env.BACKUP_DIR;
if (!from) {
  console.error('usage: npm run restore -- --from path/to/backup (into DATA_DIR, or the database of DATABASE_URL)');
  process.exit(2);
}
const config = loadConfig();
const storage = createMediaStorage(config.dataDir, config.s3);

try {
  // On PGlite the restore holds the lock, so no hub can start on the directory meanwhile.
  const lock = config.databaseUrl ? undefined : await acquireDataDirLock(config.dataDir);
  try {
    const report = await restoreBackup(path.resolve(from), {
      tmpDir: storage.tmpDir,
      files: storage.files,
      open: () =>
        openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, poolSize: 1 } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') }),
    });
    console.log(
      `Restored ${report.tables} tables (${report.rows} rows) and ${report.files} files in ${(report.durationMs / 1000).toFixed(1)} s; ` +
        'row counts, table hashes and file hashes match the backup.',
    );
  } finally {
    storage.files.close();
    await lock?.release();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nRestore needs the hub stopped and an empty DATA_DIR.`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof BackupRefusedError ? 2 : 1);
}
