// Statements whose plans the database keeps, named by their text: on PGlite's own thread a PREPAREd
// statement (pglite-thread), on PostgreSQL a named statement of the protocol, so that each connection
// parses it once and may keep a generic plan.
import type pg from 'pg';

/**
 * The most statements whose plans are kept: each is held for the life of the thread or connection that
 * prepared it. A statement past it runs as before, parsed and planned each time.
 */
export const MAX_KEPT_PLANS = 256;

/**
 * Names statements by their text (`kept_plan_N`): `keep` names a text, up to MAX_KEPT_PLANS of them
 * (undefined past them), `nameOf` answers a kept text's name.
 */
export function keptPlanNames(): { keep(text: string): string | undefined; nameOf(text: string): string | undefined } {
  const names = new Map<string, string>();
  return {
    keep(text) {
      let name = names.get(text);
      if (!name && names.size < MAX_KEPT_PLANS) names.set(text, (name = `kept_plan_${names.size + 1}`));
      return name;
    },
    nameOf: (text) => names.get(text),
  };
}

/** What drizzle's node-postgres session passes its client: a query config and the values. */
type QueryConfig = { text: string; name?: string } & Record<string, unknown>;

/**
 * A client for drizzle over `pool` that sends each statement as a named one, by its text (keptPlanNames).
 * A news/event search parsed and planned anew took 2.27 ms on the bench data, named 1.77 ms: PostgreSQL
 * keeps a generic plan after five runs when it costs no more than the custom ones (issue 29). The bound
 * matters: node-postgres keeps a connection's named statements for its life, and so does its backend,
 * so only statements whose text repeats with other values (a list search's shape) belong here.
 */
export function planKeepingClient(pool: pg.Pool): { query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> } {
  const names = keptPlanNames();
  return {
    query(config, values) {
      const name = config.name ?? names.keep(config.text);
      return pool.query(name ? { ...config, name } : config, values);
    },
  };
}
