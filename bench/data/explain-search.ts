// `npm run bench:explain-search` (issue 29): the query plans of the publications search as the hub
// runs it, on the benchmark's PGlite data (`npm run bench:data -- --only=pglite` first; no hub may be
// running on that directory). For each kind of search term it calls the real repository, captures
// every statement it sends, and prints EXPLAIN (ANALYZE, BUFFERS) of each: the plan's shape and time.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { newsEventsQuerySchema, storiesQuerySchema, type PublicationsQuery } from '@wefe/contract';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';
import { createNewsEventsRepo } from '../../apps/api/src/modules/news-events/news-events.repo.ts';
import { createPublicationsRepo } from '../../apps/api/src/modules/publications/publications.repo.ts';
import { createStoriesRepo } from '../../apps/api/src/modules/stories/stories.repo.ts';
import { pgliteDataDir } from '../lib/paths.ts';

/** What a visitor types: a common theme, a place, a rarer word, a misspelling, a word no row has. */
const TERMS = ['water', 'groundwater', 'Azraq', 'sanitation', 'desalinaton', 'zyxwvut'];
const YEAR_FILTER = { year_from: 2015, year_to: 2024 };

const captured: Array<{ query: string; params: unknown[] }> = [];
const client = await PGlite.create({ dataDir: `${pgliteDataDir}/db`, extensions: { pg_trgm } });
const db = drizzle({ client, schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Db;
const repo = createPublicationsRepo(db);

/** The plan's lines that say what was read and how long it took. */
function summarise(plan: string[]): string[] {
  return plan.filter((line) => /Scan|Sort|Limit|Aggregate|Recheck|Heap Blocks|Execution Time|Rows Removed|Buffers: shared/.test(line)).map((line) => line.trimEnd());
}

try {
  for (const term of TERMS) {
    const query = { search: term, ...YEAR_FILTER, page: 1, per_page: 20, sort: 'new' } as unknown as PublicationsQuery;
    captured.length = 0;
    const started = performance.now();
    const { total } = await repo.listPublic(query);
    const ms = performance.now() - started;
    console.log(`\n## "${term}" with years ${YEAR_FILTER.year_from}-${YEAR_FILTER.year_to}: total ${total}, ${ms.toFixed(1)} ms through the repository, ${captured.length} statements`);
    for (const [i, statement] of captured.entries()) {
      // Only queries have plans; a statement run after `set local enable_seqscan = off` (the bounded
      // matches, throughSearchIndexes) is explained under that setting too.
      if (!/^\s*(select|with)\b/i.test(statement.query)) continue;
      const withoutSeqScan = /enable_seqscan/.test(captured[i - 1]?.query ?? '');
      const explained = await client.transaction(async (tx) => {
        if (withoutSeqScan) await tx.query('set local enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.query}`, statement.params as unknown[]);
      });
      const kind = /count\(/.test(statement.query) ? 'count' : 'page';
      const fallback = /<%/.test(statement.query) ? ' (trigram fallback)' : '';
      console.log(`- statement ${i + 1}, ${kind}${fallback}${withoutSeqScan ? ', sequential scans off' : ''}:`);
      for (const line of summarise(explained.rows.map((row) => row['QUERY PLAN']))) console.log(`    ${line}`);
    }
  }
  // The stories and news/events lists: their time through the repository (median of three), per term.
  const stories = createStoriesRepo(db);
  const newsEvents = createNewsEventsRepo(db);
  const median = async (work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[1]!.toFixed(1);
  };
  console.log('\n## stories and news/events through the repository (median of 3, ms)');
  for (const term of TERMS) {
    const storyMs = await median(() => stories.listPublic(storiesQuerySchema.parse({ search: term }), 'en'));
    const newsQuery = newsEventsQuerySchema.parse({ search: term });
    const newsMs = await median(() => newsEvents.listPublic({ ...newsQuery, sort: 'newest', perPage: 9, today: '2026-11-28' }));
    console.log(`- "${term}": stories ${storyMs}, news/events ${newsMs}`);
  }
} finally {
  await client.close();
}
