// The statement timeout on PostgreSQL (issue 29): the server's connections stop a statement that runs
// past it, and the answer is a translated 503 without the statement in it.
// Needs TEST_DATABASE_URL (.ci/run sets it; without it vitest.config.ts leaves this file out and
// scripts/test.mjs says so): PGlite has no timer to stop a statement with, so there the costly-work
// gate bounds what runs at once instead.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { isQueryCancelled } from '../../src/lib/errors.ts';
import errorsPlugin from '../../src/plugins/errors.ts';
import languagePlugin from '../../src/plugins/language.ts';
import { scratchDatabase } from '../engine.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the statement timeout on PostgreSQL', () => {
  it('stops a statement that runs too long and answers 503 in the reader’s language, without the statement', async () => {
    const scratch = await scratchDatabase('wefe_timeout');
    cleanups.push(scratch.drop);
    const database: Database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2, statementTimeoutMs: 300 });
    cleanups.push(() => database.close());

    // Migrations set the timeout aside on their connection and put it back: afterwards every
    // connection of the pool (one of them the migrations') still stops a long statement.
    await database.migrate();
    for (const _ of [1, 2]) {
      const stopped = await Promise.all([database.db.execute(sql`select pg_sleep(0.5)`), database.db.execute(sql`select pg_sleep(0.5)`)].map((query) => query.then(() => false, (error: unknown) => isQueryCancelled(error))));
      expect(stopped).toEqual([true, true]);
    }
    // A statement within the limit runs, and the connection it ran on is usable afterwards.
    const one = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    expect(one.rows).toEqual([{ one: 1 }]);

    const app = Fastify();
    await app.register(languagePlugin);
    await app.register(errorsPlugin);
    app.get('/api/slow', async () => database.db.execute(sql`select pg_sleep(0.5), 'secret-parameter' as hint`));
    cleanups.push(() => app.close());
    const answer = await app.inject({ method: 'GET', url: '/api/slow', headers: { lang: 'fr' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ success: false, data: null, message: 'Cette demande a pris trop de temps et a été arrêtée. Essayez une recherche plus précise ou moins de filtres.' });
    expect(answer.body).not.toMatch(/pg_sleep|secret-parameter|select/i);
  });
});
