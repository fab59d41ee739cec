// The PostgreSQL pools keep their connections through quiet spells (issue 29): a search on a new backend
// took about four times as long as on one that had searched before, and node-postgres closes a
// connection idle for 10 s by default, so a hub whose visitors search now and then paid that on nearly
// every search. Needs TEST_DATABASE_URL (.ci/run sets it; without it vitest.config.ts leaves this file
// out and scripts/test.mjs says so): PGlite is one backend in the process, never reopened.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, searchIndexDbOf, type Database, type Db } from '../../src/db/client.ts';
import { scratchDatabase } from '../engine.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
afterEach(() => {
  vi.useRealTimers();
});

async function backendOf(db: Db): Promise<number> {
  const answer = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
  return answer.rows[0]!.pid;
}

/** A scratch database opened as the server opens it, with one connection a pool, and the backends they run on. */
async function openOneConnectionEach(prefix: string): Promise<{ url: string; database: Database; searchDb: Db; first: number[] }> {
  const scratch = await scratchDatabase(prefix);
  cleanups.push(scratch.drop);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1, searchPoolSize: 1 });
  cleanups.push(() => database.close());
  const searchDb = searchIndexDbOf(database.db)!;
  return { url: scratch.url, database, searchDb, first: [await backendOf(database.db), await backendOf(searchDb)] };
}

describe('the PostgreSQL connections', () => {
  it('are kept through a quiet spell: the next query, and the next search, run on the backends that ran the last ones', async () => {
    const { database, searchDb, first } = await openOneConnectionEach('wefe_kept');

    // The pools time an idle connection from its release; a quarter of an hour passes on their clocks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect([await backendOf(database.db), await backendOf(searchDb)]).toEqual(first);
    vi.advanceTimersByTime(15 * 60_000);
    vi.useRealTimers();

    expect([await backendOf(database.db), await backendOf(searchDb)]).toEqual(first);
  });

  it('leave the pool when the server closes them, and the next query runs on a new backend', async () => {
    const { url, database, searchDb, first } = await openOneConnectionEach('wefe_kept_closed');

    // An administrator (or a restart) ends both idle backends from another connection.
    const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1, searchPoolSize: 1 });
    cleanups.push(() => admin.close());
    const backendsLeft = async () => {
      const answer = (await admin.db.execute(sql`select count(*)::int as n from pg_stat_activity where pid in (${first[0]}, ${first[1]})`)) as unknown as { rows: Array<{ n: number }> };
      return answer.rows[0]!.n;
    };
    await admin.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${first[0]}, ${first[1]})`);
    await vi.waitFor(async () => expect(await backendsLeft()).toBe(0));
    // Each backend said why it ended before it left pg_stat_activity; the pools read that with the
    // admin's answer, and handle it before the next turn of the event loop.
    await new Promise(setImmediate);

    const next = [await backendOf(database.db), await backendOf(searchDb)];
    expect(next.every((pid) => !first.includes(pid))).toBe(true);
  });
});
