// PGlite runs one standalone backend: PostgreSQL's autovacuum never runs in it (measured: a table's
// 90,000 deleted rows were all still there 75 s later, no autovacuum and no autoanalyze). An embedded
// hub would keep every dead row version of its busiest tables (throttle hits, sessions, the mail
// queue) and plan every query with the statistics of the day its data was loaded. This does
// autovacuum's work for it: on a timer, with autovacuum's own thresholds (docs/operations.md).
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

// PostgreSQL's defaults: vacuum when dead rows pass 50 + 20% of the live ones, analyse when changes
// since the last analyse pass 50 + 10% (autovacuum_vacuum_threshold and _scale_factor, and analyze's).
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

/** What one pass did: the tables vacuumed (and analysed with it) and those only analysed. */
export interface VacuumPass {
  vacuumed: string[];
  analysed: string[];
}

interface TableActivity {
  name: string;
  dead: number;
  live: number;
  changed: number;
}

/**
 * Vacuums (and analyses) each table of the hub whose dead rows are due, and analyses each whose
 * changes are; with `everything`, every table (the counts of an earlier process are not kept across
 * a restart, so the first pass cannot know what is due).
 */
export async function vacuumWhereDue(db: Db, { everything = false }: { everything?: boolean } = {}): Promise<VacuumPass> {
  // This backend's counts reach pg_stat_user_tables at most once a second otherwise.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const answer = await db.execute(sql`
    select relname as name, n_dead_tup::int as dead, n_live_tup::int as live, n_mod_since_analyze::int as changed
    from pg_stat_user_tables where schemaname = 'public' order by relname`);
  const tables = (answer as unknown as { rows: TableActivity[] }).rows;
  const pass: VacuumPass = { vacuumed: [], analysed: [] };
  for (const table of tables) {
    if (everything || table.dead > VACUUM_BASE + VACUUM_SCALE * table.live) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(table.name)}`);
      pass.vacuumed.push(table.name);
    } else if (table.changed > ANALYZE_BASE + ANALYZE_SCALE * table.live) {
      await db.execute(sql`analyze ${sql.identifier(table.name)}`);
      pass.analysed.push(table.name);
    }
  }
  return pass;
}

