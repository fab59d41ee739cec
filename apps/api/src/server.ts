// Starts the hub: lock the data directory, open and migrate the database, seed it, listen,
// and on SIGTERM or SIGINT finish the requests in flight before closing the database.
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { vacuumWhereDue } from './db/embedded-vacuum.ts';
import { seedReferenceData, seedSampleNewsEvents, seedSamplePublications, seedSampleStories } from './seed/index.ts';
import { seedAboutPage, seedSamplePartners } from './seed/site.ts';
import { seedWefeData } from './seed/wefe.ts';
import { BlobStoreUnavailableError } from './lib/blob-store/blob-store.ts';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lib/data-dir-lock.ts';
import { DEFAULT_COSTLY_WORK_LIMITS } from './lib/costly-work/costly-work.ts';
import { openBackupChannel, type BackupChannel } from './modules/backup/backup.channel.ts';
import { writeBackup } from './modules/backup/backup.service.ts';
import { ensureAdmin } from './modules/users/staff.ts';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main() {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    // A bucket that does not answer stops the start before the database is opened and migrated.
    if (config.s3) {
      const { createS3BlobStore } = await import('./lib/blob-store/s3-blob-store.ts');
      const bucket = createS3BlobStore(config.s3);
      await bucket.open().finally(() => bucket.close());
    }
    if (!config.databaseUrl) lock = await acquireDataDirLock(config.dataDir);
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, statementTimeoutMs: config.statementTimeoutMs, searchPoolSize: config.costlyWorkLimits.atOnce ?? DEFAULT_COSTLY_WORK_LIMITS.postgres.atOnce }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db'), ownThread: config.pgliteOwnThread, sharedBuffersMb: config.pgliteSharedBuffersMb },
    );
    await database.migrate();
    const seeded = await seedReferenceData(database.db);
    if (await seedSamplePublications(database.db)) seeded.push('sample publications');
    if (await seedSampleStories(database.db)) seeded.push('sample stories');
    if (await seedSampleNewsEvents(database.db)) seeded.push('sample news and events');
    if (await seedSamplePartners(database.db)) seeded.push('sample partners');
    if (await seedAboutPage(database.db)) seeded.push('about-us page');
    const wefe = await seedWefeData(database.db);
    if (wefe.seeded) seeded.push('WEFE indicators, index and maps');
    // The counts of the last process are gone, so what is due is unknown: every table once, before
    // the first request (about a second per 100,000 publications).
    const vacuumed = database.kind === 'pglite' ? await vacuumWhereDue(database.db, { everything: true }) : undefined;
    const app = await buildApp({ database, config });
    if (vacuumed) app.log.info({ tables: vacuumed.vacuumed.length }, 'vacuumed the embedded database');
    if (seeded.length) app.log.info({ tables: seeded }, 'seeded an empty database');
    if (config.adminEmail && config.adminPassword) {
      const outcome = await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
      app.log.info({ outcome }, 'administrator from ADMIN_EMAIL is ready');
    }
    await app.listen({ port: config.port, host: config.host });
    // Only this process may open the embedded database, so `npm run backup` asks it (backup.channel.ts).
    const opened = database;
    const channel: BackupChannel | undefined = config.databaseUrl
      ? undefined
      : await openBackupChannel(config.dataDir, (target) => writeBackup(opened, app.media.storage.files, target), app.log);

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      const timer = setTimeout(() => {
        app.log.error('shutdown timed out; exiting');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS);
      timer.unref();
      await channel?.close();
      await app.close();
      await database?.close();
      await lock?.release();
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));
  } catch (error) {
    await database?.close().catch(() => {});
    await lock?.release().catch(() => {});
    if (error instanceof DataDirLockedError || error instanceof BlobStoreUnavailableError) {
      console.error(`\n${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

await main();
