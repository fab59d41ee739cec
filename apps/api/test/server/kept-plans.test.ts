// A statement run through the search indexes with its plan kept (a news/event search's shape) is a named
// statement on PostgreSQL: each connection of the search pool parses it once, and PostgreSQL may keep a
// generic plan for it, where planning was a fifth of a search (issue 29). Needs TEST_DATABASE_URL (.ci/run
// sets it; without it vitest.config.ts leaves this file out and scripts/test.mjs says so). PGlite's own
// thread keeps plans the same way (src/db/pglite-thread/pglite-thread.test.ts).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, searchIndexDbOf, type Database } from '../../src/db/client.ts';
import { MAX_KEPT_PLANS } from '../../src/db/kept-plans.ts';
import { throughSearchIndexes } from '../../src/db/text-search.ts';
import { scratchDatabase } from '../engine.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Prepared = { name: string; statement: string; custom_plans: number; generic_plans: number };

/** A scratch database opened as the server opens it, with one connection in the search pool. */
async function openWithOneSearchConnection(prefix: string): Promise<Database> {
  const scratch = await scratchDatabase(prefix);
  cleanups.push(scratch.drop);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1, searchPoolSize: 1 });
  cleanups.push(() => database.close());
  return database;
}

/** The statements prepared on the search pool's one connection, as PostgreSQL lists them. */
async function preparedOnSearchConnection(database: Database): Promise<Prepared[]> {
  const answer = await searchIndexDbOf(database.db)!.execute(
    sql`select name, statement, custom_plans::int, generic_plans::int from pg_prepared_statements order by name`,
  );
  return (answer as unknown as { rows: Prepared[] }).rows;
}

const rowsOf = (answer: unknown) => (answer as { rows: Array<Record<string, unknown>> }).rows;

describe('a search statement whose plan is kept, on PostgreSQL', () => {
  it('is parsed once on the search connection and run with each search’s values, with sequential scans still off', async () => {
    const database = await openWithOneSearchConnection('wefe_kept_plans');
    const search = (word: string, limit: number) =>
      throughSearchIndexes(database.db, sql`select ${word}::text as word, ${limit}::int as n, current_setting('enable_seqscan') as seqscan`, { keepPlan: true });

    const answers = [];
    for (const [i, word] of ['water', 'eau', 'مياه', 'énergie', 'solar', 'food', 'soil', 'wind'].entries()) answers.push(rowsOf(await search(word, i)));
    expect(answers.map((rows) => rows[0])).toEqual(
      ['water', 'eau', 'مياه', 'énergie', 'solar', 'food', 'soil', 'wind'].map((word, i) => ({ word, n: i, seqscan: 'off' })),
    );

    const prepared = await preparedOnSearchConnection(database);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatchObject({ name: 'kept_plan_1', statement: 'select $1::text as word, $2::int as n, current_setting(\'enable_seqscan\') as seqscan' });
    // Every run used the one statement, and PostgreSQL moved to its generic plan after its first five.
    expect(prepared[0]!.custom_plans + prepared[0]!.generic_plans).toBe(8);
    expect(prepared[0]!.generic_plans).toBeGreaterThan(0);
  });

  it('leaves a statement not asked to keep its plan unnamed, and names no more than MAX_KEPT_PLANS texts', async () => {
    const database = await openWithOneSearchConnection('wefe_kept_plans_bound');
    await throughSearchIndexes(database.db, sql`select ${'once'}::text as planned_each_time`);
    expect(await preparedOnSearchConnection(database)).toEqual([]);

    // A distinct text each: the shapes past the bound run as before, parsed and planned each time.
    for (let shape = 0; shape < MAX_KEPT_PLANS + 3; shape += 1) {
      const answer = await throughSearchIndexes(database.db, sql`select ${shape}::int as ${sql.identifier(`shape_${shape}`)}`, { keepPlan: true });
      expect(rowsOf(answer)).toEqual([{ [`shape_${shape}`]: shape }]);
    }
    const prepared = await preparedOnSearchConnection(database);
    expect(prepared).toHaveLength(MAX_KEPT_PLANS);
    expect(prepared.some((statement) => statement.statement.includes('planned_each_time'))).toBe(false);
    expect(prepared.some((statement) => statement.statement.includes(`shape_${MAX_KEPT_PLANS}"`))).toBe(false);
  });
});
