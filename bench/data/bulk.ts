// Helpers of the bulk load: raw rows from a statement, ids reserved ahead of a set-based insert,
// secondary indexes rebuilt once after the load instead of row by row, and the closing ANALYZE and counts.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';

/** The rows a statement answers (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The highest id of a table: rows generated as n = 1..N take ids base + n, so child rows (sectors,
 * partners) can be written by n in their own set-based statements.
 */
export async function idBase(db: Db, table: string): Promise<number> {
  const [row] = await rowsOf<{ max: number | string | null }>(db, sql`select max(id) as max from ${sql.identifier(table)}`);
  return Number(row?.max ?? 0);
}

/** Moves a serial column's sequence past the ids written explicitly, so the app's inserts keep working. */
export async function syncIdSequence(db: Db, table: string): Promise<void> {
  await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`);
}

/** An index as PostgreSQL describes it: its name and the statement that creates it. */
export interface IndexDefinition {
  name: string;
  definition: string;
}

/**
 * Drops the tables' secondary indexes (not those behind a primary key or unique constraint) and
 * answers their definitions: a GIN index built once over 100,000 rows costs a fraction of 100,000
 * incremental updates, so the load runs without them and recreateIndexes puts them back.
 */
export async function dropSecondaryIndexes(db: Db, tables: readonly string[]): Promise<IndexDefinition[]> {
  const indexes = await rowsOf<IndexDefinition>(
    db,
    sql`select i.indexname as name, i.indexdef as definition
        from pg_indexes i
        where i.schemaname = 'public' and i.tablename in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
          and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
  );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return indexes;
}

/** Creates each index from its own definition, as the migrations made it. */
export async function recreateIndexes(db: Db, indexes: readonly IndexDefinition[]): Promise<void> {
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}

/** Gives index builds memory for their sorts (the default 64 MB spills GIN builds to disk). */
export async function raiseMaintenanceMemory(db: Db, megabytes: number): Promise<void> {
  await db.execute(sql.raw(`set maintenance_work_mem = '${Math.trunc(megabytes)}MB'`));
}

/** Updates the planner's statistics of every table. */
export async function analyzeAll(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** Exact row counts of every table of the app's schema, largest first. */
export async function tableCounts(db: Db): Promise<Array<{ table: string; rows: number }>> {
  const tables = await rowsOf<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const counts: Array<{ table: string; rows: number }> = [];
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from ${sql.identifier(name)}`);
    counts.push({ table: name, rows: Number(row?.n ?? 0) });
  }
  return counts.sort((a, b) => b.rows - a.rows || a.table.localeCompare(b.table));
}
