// Opens each of the benchmark's databases empty: never the hub's own data directory or database.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { acquireDataDirLock, type DataDirLock } from '../../apps/api/src/lib/data-dir-lock.ts';
import { pgliteDataDir } from '../lib/paths.ts';

/** An open, empty database and what to undo when the generator is done with it. */
export interface EmptyDatabase {
  database: Database;
  /** Closes the database and releases what opening it took. */
  close(): Promise<void>;
}

/**
 * Removes the benchmark's PGlite database and opens a new one. Holds the data directory's lock, as
 * the hub does, so a benchmark hub cannot open the directory while it is being written.
 */
export async function openEmptyPglite(): Promise<EmptyDatabase> {
  const lock: DataDirLock = await acquireDataDirLock(pgliteDataDir);
  try {
    const dataDir = path.join(pgliteDataDir, 'db');
    fs.rmSync(dataDir, { recursive: true, force: true });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      database,
      close: async () => {
        await database.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * Empties the benchmark's PostgreSQL database (its schema and drizzle's migration journal) and opens
 * it on one connection, so session settings hold for every statement of the load.
 */
export async function openEmptyPostgres(url: string): Promise<EmptyDatabase> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
    return { database, close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}
