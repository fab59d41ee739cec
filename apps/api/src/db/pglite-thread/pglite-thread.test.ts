// PGlite on a thread of its own (issue 29): the server's thread stays free while a query runs, and the
// hub's code sees the same answers, transactions and errors as with PGlite on its own thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../lib/errors.ts';
import { inTransaction, openDatabase, searchIndexDbOf, type Database } from '../client.ts';
import { throughSearchIndexes } from '../text-search.ts';

const dirs: string[] = [];
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function open(ownThread: boolean): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-pglite-thread-'));
  dirs.push(dir);
  const database = await openDatabase({ kind: 'pglite', dataDir: dir, ownThread });
  opened.push(database);
  return database;
}

const rows = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

describe('PGlite on its own thread', () => {
  it('answers, commits and rolls back as the hub expects, dates as PostgreSQL writes them', async () => {
    const { db } = await open(true);
    await db.execute(sql`create table notes (id int primary key, body text not null, at timestamptz not null default '2026-11-28 10:00:00+00')`);
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (1, 'kept')`);
    });
    await expect(
      inTransaction(db, async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (2, 'undone')`);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(rows<{ id: number; body: string; at: string }>(await db.execute(sql`select id, body, at from notes order by id`))).toEqual([{ id: 1, body: 'kept', at: '2026-11-28 10:00:00+00' }]);
  });

  it("hands the hub a database error with PostgreSQL's code, and goes on answering", async () => {
    const { db } = await open(true);
    await db.execute(sql`create table codes (id int primary key)`);
    await db.execute(sql`insert into codes values (1)`);
    const failure = await db.execute(sql`insert into codes values (1)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(failure)).toBe(true);
    expect(rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from codes`))).toEqual([{ n: 1 }]);
  });

  it('runs a statement through the search indexes on the thread, with sequential scans off for it alone', async () => {
    const { db } = await open(true);
    // The thread answers it in one message: no transaction from this side waits for this thread's turns.
    expect(searchIndexDbOf(db)).toBeDefined();
    const seqscan = sql`select current_setting('enable_seqscan') as setting`;
    expect(rows<{ setting: string }>(await throughSearchIndexes(db, seqscan))).toEqual([{ setting: 'off' }]);
    expect(rows<{ setting: string }>(await db.execute(seqscan))).toEqual([{ setting: 'on' }]);
    // A failing statement ends its transaction: the thread goes on, sequential scans on again.
    await expect(throughSearchIndexes(db, sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
    expect(rows<{ setting: string }>(await db.execute(seqscan))).toEqual([{ setting: 'on' }]);
    await inTransaction(db, async (tx) => {
      expect(rows<{ setting: string }>(await throughSearchIndexes(tx, seqscan))).toEqual([{ setting: 'off' }]);
    });
    expect(rows<{ setting: string }>(await db.execute(seqscan))).toEqual([{ setting: 'on' }]);
  });

  it("leaves the server's thread free while a query runs, where PGlite on it holds it", async () => {
    // Timer turns while a query of a few hundred milliseconds runs: the contrast is the behaviour.
    const turnsDuringQuery = async (database: Database) => {
      let turns = 0;
      const timer = setInterval(() => (turns += 1), 5);
      await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
      clearInterval(timer);
      return turns;
    };
    const onOwnThread = await turnsDuringQuery(await open(true));
    const onServerThread = await turnsDuringQuery(await open(false));
    expect({ onOwnThread: onOwnThread > 5, onServerThread: onServerThread <= 1 }).toEqual({ onOwnThread: true, onServerThread: true });
  });
});
