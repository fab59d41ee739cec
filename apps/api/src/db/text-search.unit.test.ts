import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { pageRowsReader } from './text-search.ts';

type Row = { id: number; title: string };

// The reader only hands the database to keepPlan, which keeps nothing for a database it does not know.
const NO_DATABASE = {} as Db;

/** A stand-in for a prepared select: records how often it was prepared and what each run was given. */
function fakeStatement(stored: Row[]) {
  const prepared: SQL[] = [];
  const runs: number[][] = [];
  const prepare = (ids: SQL) => {
    prepared.push(ids);
    return {
      getQuery: () => ({ sql: 'select' }),
      execute: async ({ ids: wanted }: { ids: number[] }) => {
        runs.push(wanted);
        // As PostgreSQL does, in no promised order.
        return stored.filter((row) => wanted.includes(row.id)).reverse();
      },
    };
  };
  return { prepare, prepared, runs };
}

describe('pageRowsReader', () => {
  const stored: Row[] = [
    { id: 1, title: 'one' },
    { id: 2, title: 'two' },
    { id: 3, title: 'three' },
  ];

  it('answers the rows in the order of the page, leaving out an id whose row is gone', async () => {
    const { prepare } = fakeStatement(stored);
    const read = pageRowsReader(NO_DATABASE, prepare, (row) => row.id);
    expect((await read([3, 9, 1, 2])).map((row) => row.id)).toEqual([3, 1, 2]);
  });

  it('prepares its statement once and binds each page its ids', async () => {
    const { prepare, prepared, runs } = fakeStatement(stored);
    const read = pageRowsReader(NO_DATABASE, prepare, (row) => row.id);
    await read([2]);
    await read([1, 3]);
    expect(prepared).toHaveLength(1);
    expect(runs).toEqual([[2], [1, 3]]);
    // The ids are a bound array, so one statement serves every page.
    const { sql: text, params } = new PgDialect().sqlToQuery(sql`id = ${prepared[0]!}`);
    expect(text).toBe('id = any($1::int[])');
    expect(params).toHaveLength(1);
  });

  it('runs nothing for an empty page', async () => {
    const { prepare, prepared, runs } = fakeStatement(stored);
    const read = pageRowsReader(NO_DATABASE, prepare, (row) => row.id);
    expect(await read([])).toEqual([]);
    expect(prepared).toHaveLength(0);
    expect(runs).toHaveLength(0);
  });
});
