// Opens the database: embedded PGlite (a directory, or memory for tests) or a PostgreSQL server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { startChangeNotices, type ChangeNotices } from './change-notices.ts';
import { planKeepingClient } from './kept-plans.ts';
import { pgliteStartOptions } from './pglite-settings.ts';
import { startPgliteThread } from './pglite-thread/pglite-thread-client.ts';
import * as schema from './schema.ts';

/** The query interface repositories use; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in a transaction, handing it the transaction as a `Db` so repositories take either.
 * (Drizzle types a transaction apart from its database though they answer the same queries.)
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

export type DatabaseOptions =
  /**
   * `statementTimeoutMs`: the longest a statement may run before PostgreSQL stops it (none when absent);
   * `searchPoolSize`: the search pool's connections, as many as searches run at once (the costly-work gate's).
   */
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number; searchPoolSize?: number }
  /**
   * `dataDir` undefined means in memory; `loadDataDir` starts from a dump (test templates); `ownThread`
   * runs PGlite on a thread of its own (the server's default), so its queries leave the server's free;
   * `sharedBuffersMb`: PGlite's shared buffers (its own 128 MB when absent).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; ownThread?: boolean; sharedBuffersMb?: number };

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the whole database, used to give each test file a ready copy. */
  dump?(): Promise<Blob>;
  /**
   * PostgreSQL only: starts listening for other processes' announced changes on a connection of its
   * own (db/change-notices.ts). PGlite has no other process to hear from.
   */
  changeNotices?(onError?: (error: unknown) => void): ChangeNotices;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: instances on one server take turns to migrate.
const MIGRATION_LOCK_ID = 7_243_019;

/** Opens (and creates, for PGlite) the database the options name. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

async function openPglite(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  // On its own thread the client answers what drizzle's PGlite session asks (db/pglite-thread).
  const thread = options.ownThread && options.dataDir ? await startPgliteThread(options.dataDir, options.sharedBuffersMb) : undefined;
  const client = thread
    ? (thread as unknown as PGlite)
    : await PGlite.create({
          ...(options.dataDir ? { dataDir: options.dataDir } : {}),
          ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
          ...pgliteStartOptions(options.sharedBuffersMb),
          extensions: { pg_trgm },
        });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (thread) {
    searchIndexDbs.set(db, drizzlePglite({ client: thread.throughSearchIndexes as unknown as PGlite, schema }) as unknown as Db);
    planKeepingSearchIndexDbs.set(db, drizzlePglite({ client: thread.throughSearchIndexesKeepingPlans as unknown as PGlite, schema }) as unknown as Db);
    planKeepers.set(db, (text) => thread.keepPlan(text));
  }
  return {
    kind: 'pglite',
    db,
    // PGlite has one connection, so migrations cannot race with another instance here.
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * Each PostgreSQL database's second pool, for statements that must reach their rows through the search
 * indexes: its connections have sequential scans off, so such a statement needs no transaction of its
 * own to turn them off. BEGIN, SET LOCAL and COMMIT were three of a search's five statements, each a
 * write to PostgreSQL's socket (writev was 23% of the hub's CPU under W12, issue 29). For PGlite on its
 * own thread, the thread runs such a statement in a transaction of its own, asked in one message.
 */
const searchIndexDbs = new WeakMap<Db, Db>();

/**
 * As searchIndexDbs, with each statement's plan kept by its text: on PGlite's own thread a PREPAREd
 * statement, on PostgreSQL a named one (db/kept-plans.ts).
 */
const planKeepingSearchIndexDbs = new WeakMap<Db, Db>();

/**
 * The database that reaches rows through the search indexes, for `db` (PostgreSQL's, PGlite's on its
 * own thread); undefined for PGlite in this thread and transactions. With `keepingPlans`, the database
 * keeps each statement's plan by its text (PGlite's thread `keepPlan`, PostgreSQL a named statement).
 */
export function searchIndexDbOf(db: Db, keepingPlans = false): Db | undefined {
  return (keepingPlans ? planKeepingSearchIndexDbs.get(db) : undefined) ?? searchIndexDbs.get(db);
}

/** For PGlite on its own thread: keeps a statement's plan by its text (the thread's `keepPlan`). */
const planKeepers = new WeakMap<Db, (sql: string) => void>();

/**
 * Asks the database to keep the plan of a statement `db` runs often, by its text: on PGlite's own thread
 * it is PREPAREd once and EXECUTEd after. Elsewhere nothing: PostgreSQL keeps named statements' plans
 * itself, and PGlite on this thread runs only tests and scripts.
 */
export function keepPlan(db: Db, sql: string): void {
  planKeepers.get(db)?.(sql);
}

/** The search pool's connections by default: the costly-work gate runs four searches at once on PostgreSQL. */
const SEARCH_POOL_SIZE = 4;

/**
 * How both pools hold their connections: open once and kept, however long they wait. node-postgres
 * closes a connection idle for 10 s by default, and a search on a new PostgreSQL backend took about four
 * times as long as on one that had searched before (site search p50 157 against 41 ms, a news/event
 * search 62 against 14 ms, on the bench data, plus 17 ms to connect; issue 29, eleventh session): each
 * backend loads its catalogue entries, text search dictionaries and first touches of the shared buffers
 * anew. A hub whose visitors search now and then met that cost on nearly every search. TCP keepalive
 * probes a connection a minute after its last traffic, so that a firewall or NAT that drops quiet flows
 * keeps it.
 */
const KEPT_CONNECTIONS = { idleTimeoutMillis: 0, keepAlive: true, keepAliveInitialDelayMillis: 60_000 } as const;

async function openPostgres({ url, poolSize = 10, statementTimeoutMs, searchPoolSize = SEARCH_POOL_SIZE }: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  // JIT off for the hub's sessions: its queries are short, and on the 100,000-publication search the
  // planner's high cost estimate made PostgreSQL spend 48 ms compiling each one (docs/performance.md).
  // The statement timeout stops a runaway query on the server (PGlite has no timer to stop one with;
  // there the costly-work gate bounds what runs at once instead).
  const settings = ['-c jit=off', ...(statementTimeoutMs ? [`-c statement_timeout=${Math.round(statementTimeoutMs)}`] : [])];
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000, ...KEPT_CONNECTIONS, options: settings.join(' ') });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  const searchPool = new pg.Pool({ connectionString: url, max: searchPoolSize, connectionTimeoutMillis: 5_000, ...KEPT_CONNECTIONS, options: [...settings, '-c enable_seqscan=off'].join(' ') });
  searchPool.on('error', () => {});
  searchIndexDbs.set(db, drizzlePg({ client: searchPool, schema }) as unknown as Db);
  planKeepingSearchIndexDbs.set(db, drizzlePg({ client: planKeepingClient(searchPool) as unknown as pg.Pool, schema }) as unknown as Db);
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      const client = await pool.connect();
      try {
        // A migration may rewrite a large table: no statement timeout for it.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.query('reset statement_timeout').catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    // Idempotent, like PGlite's: shutdown paths and tests may both close.
    close: async () => {
      if (!pool.ended) await pool.end();
      if (!searchPool.ended) await searchPool.end();
    },
    changeNotices: (onError) => startChangeNotices(url, pool, onError),
  };
}
