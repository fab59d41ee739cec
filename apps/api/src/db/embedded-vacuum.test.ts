// PGlite never vacuums by itself (one standalone backend, no autovacuum): the hub does it, with
// autovacuum's thresholds. Runs on an embedded database of its own whichever engine the suite uses.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { vacuumWhereDue } from './embedded-vacuum.ts';
import { rateLimitHits } from './schema.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
});
afterAll(() => database.close());

const deadRows = async (table: string) => {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const answer = await database.db.execute(sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = ${table}`);
  return (answer as unknown as { rows: Array<{ dead: number }> }).rows[0]!.dead;
};

describe('the embedded database’s vacuum', () => {
  it('vacuums a table once its dead rows are due, and leaves the others', async () => {
    // A burst of throttle hits that then expire, as sign-in attempts do.
    await database.db.insert(rateLimitHits).values(Array.from({ length: 2000 }, (_, i) => ({ bucket: `login-ip:192.0.2.${i % 200}` })));
    await vacuumWhereDue(database.db);
    await database.db.delete(rateLimitHits);
    expect(await deadRows('rate_limit_hits')).toBe(2000);

    const pass = await vacuumWhereDue(database.db);
    expect(pass.vacuumed).toEqual(['rate_limit_hits']);
    expect(await deadRows('rate_limit_hits')).toBe(0);
    // Nothing is due any more.
    expect(await vacuumWhereDue(database.db)).toEqual({ vacuumed: [], analysed: [] });
  });

  it('analyses a table whose rows changed enough since its last statistics, without vacuuming it', async () => {
    await database.db.insert(rateLimitHits).values(Array.from({ length: 300 }, () => ({ bucket: 'contact:198.51.100.7' })));
    const pass = await vacuumWhereDue(database.db);
    expect(pass).toEqual({ vacuumed: [], analysed: ['rate_limit_hits'] });
    const stats = await database.db.execute(sql`select count(*)::int as n from pg_stats where tablename = 'rate_limit_hits' and attname = 'bucket'`);
    expect((stats as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });

  it('vacuums every table when asked, as at the start of a process whose counts are gone', async () => {
    const pass = await vacuumWhereDue(database.db, { everything: true });
    expect(pass.vacuumed).toEqual(expect.arrayContaining(['publications', 'stories', 'news_events', 'users', 'rate_limit_hits', 'search_words']));
    expect(pass.analysed).toEqual([]);
  });
});
