// The SQL of backup and restore. Tables, columns, keys and sequences are read from the catalog, so a
// new migration is backed up without touching this file; every name used in SQL comes from there.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Tables that triggers write while others are restored, whose backed-up rows may already be there. */
const TRIGGER_FILLED_TABLES = new Set(['search_words']);

export interface TableShape {
  name: string;
  /** Stored columns in table order; generated columns are left out (restore computes them again). */
  columns: string[];
  /** The ORDER BY that gives every engine the same row order (text keys in byte order). */
  orderBy: string;
}

export interface SequenceState {
  name: string;
  /** A bigint, as text. */
  lastValue: string;
  isCalled: boolean;
}

export interface MigrationState {
  count: number;
  /** drizzle's `created_at` of the last migration applied: its journal's `when`. */
  lastCreatedAt: number | null;
}

const CURSOR = 'wefe_backup_rows';
const FETCH = 2_000;

/** An identifier quoted for SQL. */
export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer raw queries with `{ rows }`; drizzle types the answer by driver.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Catalog reads and the row copying of backup and restore, on a database or a transaction. */
export function createBackupRepo(db: Db) {
  return {
    /** Starts the snapshot: the first statement of a transaction. */
    async beginSnapshot(): Promise<void> {
      await db.execute(sql`set transaction isolation level repeatable read, read only`);
      // JSON of timestamptz is written in the session's zone: UTC everywhere keeps the text (and hashes) equal.
      await db.execute(sql`set local timezone = 'UTC'`);
    },

    /** The UTC session setting alone, for a transaction that writes. */
    async useUtc(): Promise<void> {
      await db.execute(sql`set local timezone = 'UTC'`);
    },

    /** The base tables of schema public in an order where every table follows those it references. */
    async tablesInLoadOrder(): Promise<TableShape[]> {
      const columns = await rows<{ table: string; column: string; collatable: boolean }>(
        db,
        sql`select c.relname as "table", a.attname as "column", a.attcollation <> 0 as collatable
            from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            order by c.relname, a.attnum`,
      );
      const keys = await rows<{ table: string; column: string }>(
        db,
        sql`select c.relname as "table", a.attname as "column"
            from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
            cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
            join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
            where n.nspname = 'public' and i.indisprimary
            order by c.relname, k.position`,
      );
      const references = await rows<{ table: string; target: string }>(
        db,
        sql`select c.relname as "table", f.relname as target
            from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
            join pg_namespace n on n.oid = c.relnamespace
            where k.contype = 'f' and n.nspname = 'public'`,
      );
      const shapes = new Map<string, { columns: string[]; collatable: Set<string>; key: string[] }>();
      for (const { table, column, collatable } of columns) {
        const shape = shapes.get(table) ?? { columns: [], collatable: new Set<string>(), key: [] };
        shape.columns.push(column);
        if (collatable) shape.collatable.add(column);
        shapes.set(table, shape);
      }
      for (const { table, column } of keys) shapes.get(table)?.key.push(column);
      const order = loadOrder([...shapes.keys()].sort(), references);
      return order.map((name) => {
        const shape = shapes.get(name)!;
        // A table without a primary key is ordered by all its columns.
        const orderColumns = shape.key.length > 0 ? shape.key : shape.columns;
        const orderBy = orderColumns.map((column) => (shape.collatable.has(column) ? `${quote(column)} collate "C"` : quote(column))).join(', ');
        return { name, columns: shape.columns, orderBy };
      });
    },

    /**
     * Calls `onBatch` with the table's rows as JSON text, in key order, a batch at a time (a cursor, so
     * a large table never sits in memory). Must run inside a transaction.
     */
    async readRows(table: TableShape, onBatch: (lines: string[]) => Promise<void>): Promise<void> {
      const select = table.columns.map(quote).join(', ');
      await db.execute(
        sql.raw(`declare ${CURSOR} no scroll cursor for select to_json(r)::text as line from (select ${select} from public.${quote(table.name)} order by ${table.orderBy}) r`),
      );
      for (;;) {
        const batch = await rows<{ line: string }>(db, sql.raw(`fetch ${FETCH} from ${CURSOR}`));
        if (batch.length > 0) await onBatch(batch.map((row) => row.line));
        if (batch.length < FETCH) break;
      }
      await db.execute(sql.raw(`close ${CURSOR}`));
    },

    /** Inserts rows given as JSON text (as `readRows` wrote them); generated columns are computed again. */
    async insertRows(table: TableShape, lines: readonly string[]): Promise<void> {
      const list = table.columns.map(quote).join(', ');
      const target = `public.${quote(table.name)}`;
      // Triggers fill the search words as the searchable tables are restored (migrations 0020, 0023), some
      // before search_words itself: its backed-up words are those words and more (none is ever removed).
      const merge = TRIGGER_FILLED_TABLES.has(table.name) ? sql` on conflict do nothing` : sql``;
      await db.execute(sql`insert into ${sql.raw(target)} (${sql.raw(list)})
        select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(target)}, ${`[${lines.join(',')}]`}::json)${merge}`);
    },

    /** The state of every sequence in schema public (read outside MVCC: never behind the snapshot). */
    async sequences(): Promise<SequenceState[]> {
      const names = await rows<{ name: string }>(
        db,
        sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
      );
      const states: SequenceState[] = [];
      for (const { name } of names) {
        const [state] = await rows<{ last_value: string | number; is_called: boolean }>(
          db,
          sql.raw(`select last_value::text as last_value, is_called from public.${quote(name)}`),
        );
        states.push({ name, lastValue: String(state!.last_value), isCalled: state!.is_called });
      }
      return states;
    },

    /** Sets a sequence to a backed-up state. */
    async setSequence(state: SequenceState): Promise<void> {
      await db.execute(sql`select setval(${`public.${quote(state.name)}`}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`);
    },

    /** How many migrations ran, and the last one's timestamp; zero when the database was never migrated. */
    async migrationState(): Promise<MigrationState> {
      const [table] = await rows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
      if (!table?.present) return { count: 0, lastCreatedAt: null };
      const [state] = await rows<{ count: string | number; last: string | number | null }>(
        db,
        sql`select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`,
      );
      return { count: Number(state!.count), lastCreatedAt: state!.last === null ? null : Number(state!.last) };
    },

    /** The tables of schema public that hold at least one row. */
    async tablesWithRows(): Promise<string[]> {
      const tables = await rows<{ name: string }>(
        db,
        sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
      );
      const filled: string[] = [];
      for (const { name } of tables) {
        const [row] = await rows<{ filled: boolean }>(db, sql.raw(`select exists (select 1 from public.${quote(name)}) as filled`));
        if (row?.filled) filled.push(name);
      }
      return filled;
    },
  };
}

/** Orders tables so each comes after the tables it references; a cycle would need deferred keys, so it throws. */
export function loadOrder(tables: readonly string[], references: ReadonlyArray<{ table: string; target: string }>): string[] {
  const needs = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, target } of references) if (table !== target) needs.get(table)?.add(target);
  const selfReferencing = references.filter((r) => r.table === r.target).map((r) => r.table);
  if (selfReferencing.length > 0) {
    // Rows in key order could reference a later row: loading would need deferred constraints.
    throw new Error(`Backup cannot order rows of self-referencing tables yet: ${[...new Set(selfReferencing)].join(', ')}`);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...needs.get(table)!].every((target) => placed.has(target) || !needs.has(target)));
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t)).join(', ')}`);
    for (const table of ready) {
      placed.add(table);
      order.push(table);
    }
  }
  return order;
}
