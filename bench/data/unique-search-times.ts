// `npm run bench:unique-search-times [count]` (issue 29): how long the publications repository takes
// for W9's unique searches (bench/server/unique-searches.ts), one at a time on the benchmark's PGlite
// data (`npm run bench:data -- --only=pglite` first; no hub may be running on that directory). Prints
// the distribution and the slowest and fastest searches with their totals: what a reader waits behind
// when PGlite's one thread runs a search (the costly-work gate lets one run at a time).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { publicationsQuerySchema } from '@wefe/contract';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';
import { createPublicationsRepo } from '../../apps/api/src/modules/publications/publications.repo.ts';
import { pgliteDataDir } from '../lib/paths.ts';
import { SEARCH_WORDS, uniqueSearchPath } from '../server/unique-searches.ts';

const count = Number(process.argv[2] ?? 200);
const client = await PGlite.create({ dataDir: `${pgliteDataDir}/db`, extensions: { pg_trgm } });
const repo = createPublicationsRepo(drizzle({ client, schema }) as unknown as Db);
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
  await client.close();
}
timed.sort((a, b) => a.ms - b.ms);
const at = (q: number) => timed[Math.min(timed.length - 1, Math.floor(q * timed.length))]!.ms.toFixed(0);
const mean = timed.reduce((sum, one) => sum + one.ms, 0) / timed.length;
console.log(`${timed.length} unique searches of ${SEARCH_WORDS.length} words: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, mean ${mean.toFixed(0)} ms`);
console.log('\nslowest:');
for (const one of timed.slice(-15).reverse()) console.log(`  ${one.ms.toFixed(0)} ms  total ${one.total}  ${one.path}`);
console.log('\nfastest:');
for (const one of timed.slice(0, 5)) console.log(`  ${one.ms.toFixed(0)} ms  total ${one.total}  ${one.path}`);
