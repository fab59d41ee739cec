import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Which database engine the API suite runs on: PGlite in memory, or the PostgreSQL server of
// TEST_DATABASE_URL when TEST_DB_ENGINE=postgres (npm test runs the suite once on each).
export type TestEngine = 'pglite' | 'postgres';

/** The engine this run of the API suite uses. */
export function testEngine(): TestEngine {
  const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`TEST_DB_ENGINE must be pglite or postgres, got ${engine}`);
  if (engine === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return engine;
}

/** The URL of another database on the server of TEST_DATABASE_URL. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** An empty database of its own on the server of TEST_DATABASE_URL: its name, its URL, and how to drop it. */
export async function scratchDatabase(prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  return {
    name,
    url: databaseUrl(name),
    drop: async () => {
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end();
    },
  };
}
