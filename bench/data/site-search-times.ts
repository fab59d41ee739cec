// `npm run bench:site-search-times [count] [--postgres]` (issue 29): how long a term's first site
// search takes (every kind counted and ranked, page 1, nothing kept), for W14's terms in turn
// (bench/server/unique-searches.ts), one at a time on the benchmark's PGlite data or with --postgres
// on its PostgreSQL; then the same term's other kinds and pages, which read what the first search kept.
// Prints the distributions, by how the term matched, and the slowest terms.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';
import { SITE_SEARCH_TYPES } from '@wefe/contract';
import { contentModules } from '../../apps/api/src/content-modules.ts';
import { createSiteSearchService, keptTerms } from '../../apps/api/src/modules/site-search/site-search.service.ts';
import { pgliteDataDir } from '../lib/paths.ts';
import { startBenchPostgres } from '../lib/postgres.ts';
import { siteSearchTerm } from '../server/unique-searches.ts';

const onPostgres = process.argv.includes('--postgres');
const count = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 400);

/** The service on the chosen engine, and how to close it. */
async function openDb(): Promise<{ db: Db; close: () => Promise<unknown> }> {
  if (onPostgres) {
    const postgres = await startBenchPostgres();
    // As the hub opens its pools: JIT off, and sequential scans off where the search indexes serve.
    const pool = new pg.Pool({ connectionString: postgres.url, max: 1, options: '-c jit=off -c enable_seqscan=off' });
    return { db: drizzlePg({ client: pool, schema }) as unknown as Db, close: async () => (await pool.end(), postgres.stop()) };
  }
  const client = await PGlite.create({ dataDir: `${pgliteDataDir}/db`, extensions: { pg_trgm } });
  return { db: drizzle({ client, schema }) as unknown as Db, close: () => client.close() };
}

const { db, close } = await openDb();
const service = createSiteSearchService({ db, sources: contentModules.siteSearch, kept: keptTerms(600_000) });
const timed: Array<{ ms: number; term: string; how: string }> = [];
const next: Array<{ ms: number; term: string; how: string }> = [];
try {
  for (let n = 0; n < count; n += 1) {
    const term = siteSearchTerm(n);
    const started = performance.now();
    const answer = await service.search({ q: term, page: 1, per_page: 10 }, 'en');
    const ms = performance.now() - started;
    const how = answer.misspellingFallback ? 'spelt like' : answer.facets.some((kind) => kind.count > 0) ? 'words' : 'nothing';
    timed.push({ ms, term, how });
    for (const type of [undefined, ...SITE_SEARCH_TYPES]) {
      for (const page of [1, 2, 3]) {
        if (!type && page === 1) continue;
        const at = performance.now();
        await service.search({ q: term, page, per_page: 10, ...(type ? { type } : {}) }, 'en');
        next.push({ ms: performance.now() - at, term: `${term} ${type ?? 'every kind'} ${page}`, how });
      }
    }
  }
} finally {
  await close();
}
const describe = (label: string, rows: typeof timed) => {
  if (rows.length === 0) return;
  const sorted = rows.map((row) => row.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  const sum = sorted.reduce((total, ms) => total + ms, 0);
  console.log(`${label}: ${rows.length} searches, p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, mean ${(sum / rows.length).toFixed(1)} ms, sum ${(sum / 1000).toFixed(1)} s`);
};
describe('first searches', timed);
for (const how of ['words', 'spelt like', 'nothing']) describe(`  ${how}`, timed.filter((row) => row.how === how));
describe('their other kinds and pages', next);
console.log('\nslowest first searches:');
for (const one of [...timed].sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`  ${one.ms.toFixed(0)} ms  ${one.how}  ${one.term}`);
