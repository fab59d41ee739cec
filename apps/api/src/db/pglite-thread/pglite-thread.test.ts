// PGlite on a thread of its own (issue 29): the server's thread stays free while a query runs, and the
// hub's code sees the same answers, transactions and errors as with PGlite on its own thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../lib/errors.ts';
import { inTransaction, keepPlan, openDatabase, searchIndexDbOf, type Database } from '../client.ts';
import { pageRowsReader, throughSearchIndexes } from '../text-search.ts';

const dirs: string[] = [];
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// One database on its own thread and one on this thread, shared by the tests (each its own tables):
// opening one took 5-10 s of CI's busy cores. Both with shared buffers of their own (PGLITE_SHARED_BUFFERS_MB).
const SHARED_BUFFERS_MB = 160;
const databases = new Map<boolean, Promise<Database>>();

function open(ownThread: boolean): Promise<Database> {
  let database = databases.get(ownThread);
  if (!database) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-pglite-thread-'));
    dirs.push(dir);
    database = openDatabase({ kind: 'pglite', dataDir: dir, ownThread, sharedBuffersMb: SHARED_BUFFERS_MB });
    database.then((opening) => opened.push(opening)).catch(() => {});
    databases.set(ownThread, database);
  }
  return database;
}

const rows = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

describe('PGlite on its own thread', () => {
  it('starts with the shared buffers it is given, on its thread and on this one', async () => {
    for (const ownThread of [true, false]) {
      const { db } = await open(ownThread);
      expect(rows<{ shared_buffers: string }>(await db.execute(sql`show shared_buffers`))).toEqual([{ shared_buffers: `${SHARED_BUFFERS_MB}MB` }]);
    }
  });

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

  it('keeps a page reader’s plan on the thread: prepared once, executed for every page with the same rows', async () => {
    const notes = pgTable('kept_notes', { id: integer('id').primaryKey(), body: text('body').notNull() });
    const readers = async (ownThread: boolean) => {
      const { db } = await open(ownThread);
      await db.execute(sql`create table kept_notes (id int primary key, body text not null)`);
      await db.execute(sql`insert into kept_notes select n, 'note ' || n from generate_series(1, 20) as n`);
      const reader = (on: typeof db) => pageRowsReader(on, (ids) => on.select().from(notes).where(sql`${notes.id} = ${ids}`).prepare('kept_notes_rows'), (row) => row.id);
      const pages: Array<Array<{ id: number; body: string }>> = [];
      // First inside a transaction that is rolled back: the statement is prepared there, and PREPARE outlives it.
      await expect(
        inTransaction(db, async (tx) => {
          pages.push(await reader(tx)([20]));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const read = reader(db);
      pages.push(await read([3, 1, 7]), await read([5, 99, 4]), await read([2]));
      const kept = rows<{ name: string; statement: string }>(await db.execute(sql`select name, statement from pg_prepared_statements`));
      return { db, pages, kept };
    };
    const onThread = await readers(true);
    expect(onThread.pages.map((page) => page.map((row) => row.body))).toEqual([['note 20'], ['note 3', 'note 1', 'note 7'], ['note 5', 'note 4'], ['note 2']]);
    expect(onThread.kept).toEqual([{ name: 'kept_plan_1', statement: expect.stringMatching(/^prepare kept_plan_1 as select .* from "kept_notes" where "kept_notes"\."id" = any\(\$1::int\[\]\)$/) }]);
    // PGlite on the server's thread (tests, scripts) reads the same rows and keeps nothing.
    const onServerThread = await readers(false);
    expect(onServerThread.pages).toEqual(onThread.pages);
    expect(onServerThread.kept).toEqual([]);

    // A text value is written into the EXECUTE as a quoted literal: whatever it holds comes back as it went in.
    keepPlan(onThread.db, 'select $1::text as value, $2::int as n');
    for (const value of ["it's'); drop table kept_notes; --", 'back\\slash \\x41 \\', "$$dollar$$ E'\\n'", 'الماء والطاقة', '']) {
      expect(rows<{ value: string; n: number }>(await onThread.db.execute(sql`select ${value}::text as value, ${7}::int as n`)), value).toEqual([{ value, n: 7 }]);
    }
    expect(rows<{ name: string }>(await onThread.db.execute(sql`select name from pg_prepared_statements order by name`))).toEqual([{ name: 'kept_plan_1' }, { name: 'kept_plan_2' }]);
    expect(rows<{ n: number }>(await onThread.db.execute(sql`select count(*)::int as n from kept_notes`))).toEqual([{ n: 20 }]);
  });

  it('keeps the plan of a search statement that asks for it, with sequential scans off for it alone', async () => {
    const { db } = await open(true);
    await db.execute(sql`create table kept_searches (id int primary key, body text not null)`);
    await db.execute(sql`insert into kept_searches select n, case when n % 3 = 0 then 'water note ' else 'energy note ' end || n from generate_series(1, 30) as n`);
    const search = (word: string, limit: number) =>
      throughSearchIndexes(db, sql`select count(*)::int as n, current_setting('enable_seqscan') as seqscan from (select id from kept_searches where body like ${`${word}%`} limit ${limit}) as hits`, { keepPlan: true });
    // More runs than PostgreSQL's five custom plans, so that the generic plan answers too.
    const answers = [];
    for (let run = 0; run < 7; run += 1) answers.push(...rows<{ n: number; seqscan: string }>(await search(run % 2 ? 'water' : 'energy', 100)));
    expect(answers).toEqual(Array.from({ length: 7 }, (_, run) => ({ n: run % 2 ? 10 : 20, seqscan: 'off' })));
    expect(rows<{ statement: string }>(await db.execute(sql`select statement from pg_prepared_statements where statement like '%kept_searches%'`))).toHaveLength(1);
    expect(rows<{ setting: string }>(await db.execute(sql`select current_setting('enable_seqscan') as setting`))).toEqual([{ setting: 'on' }]);
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
