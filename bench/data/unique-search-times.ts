// `npm run bench:unique-search-times [count] [--postgres]` (issue 29): how long the publications
// repository takes for W9's unique searches (bench/server/unique-searches.ts), one at a time on the
// benchmark's PGlite data (`npm run bench:data -- --only=pglite` first; no hub may be running on that
// directory), or with --postgres on the benchmark's PostgreSQL (bench/lib/postgres.ts). Prints
// the distribution and the slowest and fastest searches with their totals: what a reader waits behind
// when PGlite's one thread runs a search (the costly-work gate lets one run at a time).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { publicationsQuerySchema } from '@wefe/contract';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';
import { createPublicationsRepo } from '../../apps/api/src/modules/publications/publications.repo.ts';
import { pgliteDataDir } from '../lib/paths.ts';
import { startBenchPostgres } from '../lib/postgres.ts';
import { SEARCH_WORDS, uniqueSearchPath } from '../server/unique-searches.ts';

const onPostgres = process.argv.includes('--postgres');
const count = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 200);

/** The repository on the chosen engine, and how to close it. */
async function openRepo() {
  if (onPostgres) {
    const postgres = await startBenchPostgres();
    // As the hub opens its pool: JIT off (apps/api/src/db/client.ts).
    const pool = new pg.Pool({ connectionString: postgres.url, max: 1, options: '-c jit=off' });
    return { repo: createPublicationsRepo(drizzlePg({ client: pool, schema }) as unknown as Db), close: async () => (await pool.end(), postgres.stop()) };
  }
  const client = await PGlite.create({ dataDir: `${pgliteDataDir}/db`, extensions: { pg_trgm } });
  return { repo: createPublicationsRepo(drizzle({ client, schema }) as unknown as Db), close: () => client.close() };
}

const { repo, close } = await openRepo();
// Spread over the vocabulary: every word once before a word comes back with another year.
const step = Math.max(1, Math.floor((SEARCH_WORDS.length * 3) / count));
const timed: Array<{ ms: number; path: string; total: string }> = [];
try {
  for (let n = 0; n < count; n += 1) {
    const path = uniqueSearchPath(n * step + 7);
    const query = publicationsQuerySchema.parse(Object.fromEntries(new URL(path, 'http://hub.local').searchParams));
    const started = performance.now();
    const answer = await repo.listPublic(query);
    timed.push({ ms: performance.now() - started, path: decodeURIComponent(path), total: `${answer.totalIsLowerBound ? 'more than ' : ''}${answer.total}` });
  }
} finally {
  await close();
}
timed.sort((a, b) => a.ms - b.ms);
const at = (q: number) => timed[Math.min(timed.length - 1, Math.floor(q * timed.length))]!.ms.toFixed(0);
const mean = timed.reduce((sum, one) => sum + one.ms, 0) / timed.length;
console.log(`${timed.length} unique searches of ${SEARCH_WORDS.length} words: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, mean ${mean.toFixed(0)} ms`);
console.log('\nslowest:');
for (const one of timed.slice(-15).reverse()) console.log(`  ${one.ms.toFixed(0)} ms  total ${one.total}  ${one.path}`);
console.log('\nfastest:');
for (const one of timed.slice(0, 5)) console.log(`  ${one.ms.toFixed(0)} ms  total ${one.total}  ${one.path}`);
