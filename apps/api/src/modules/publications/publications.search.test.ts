// Issue 29: the search's page and total come from one pass over the matches. Its answers must be
// those of the plain query it replaced (every match ordered by date, then rank, then id; a second
// count), for every sort and page, including rows of equal date on either side of a page's edge.
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { publicationsQuerySchema, SEARCH_EXACT_TOTAL_MAX } from '@wefe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, publicationTypes } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { matchingPage, orderTerms, searchMatches, throughSearchIndexes, type OrderKey, type SearchMatch } from '../../db/text-search.ts';
import { searchIndexDbOf } from '../../db/client.ts';
import { createPublicationsRepo } from './publications.repo.ts';

let ctx: TestContext;
let ids: number[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  // Sixty publications over five dates, so pages end inside a run of equal dates; "water" repeated
  // a varying number of times, so equal dates are ordered by rank; a few French and Arabic texts.
  const dates = ['2019-06-01', '2020-01-15', '2020-01-15', '2021-09-30', '2023-03-05'];
  const rows = Array.from({ length: 60 }, (_, i) => ({
    title: i % 7 === 0 ? `Gestion de l'eau ${i}` : i % 11 === 0 ? `إدارة المياه ${i}` : `${'Water '.repeat(1 + (i % 4))}study ${i}`,
    summary: i % 3 === 0 ? 'Groundwater and water reuse in the basin' : 'Energy for irrigation pumps',
    publicationTypeId: 1,
    author: 'Search test',
    publicationDate: dates[i % dates.length]!,
    status: 'approved' as const,
    keywords: i % 5 === 0 ? 'water, drought' : 'energy',
    sector: i % 4 === 0 ? null : i % 4 === 1 ? 'Water' : 'Energy',
  }));
  ids = (await ctx.database.db.insert(publications).values(rows).returning({ id: publications.id })).map((row) => row.id);
});
afterAll(() => ctx.close());

/** The answer of the query the single pass replaced: the oracle. */
async function plainAnswer(search: string, query: { sort: string; page: number; per_page: number; year_from?: number }) {
  // Full text first, the trigram fallback when it finds nothing, as the list has always done.
  const [fullText, trigrams] = searchMatches(search, { vector: publications.searchVector, text: publications.searchText });
  const answer = await plainAnswerWith(fullText, query);
  return answer.total > 0 ? answer : plainAnswerWith(trigrams, query);
}

async function plainAnswerWith(match: SearchMatch, query: { sort: string; page: number; per_page: number; year_from?: number }, among: number[] = ids) {
  const db = ctx.database.db;
  const conditions: SQL[] = [eq(publications.status, 'approved'), inArray(publications.id, among), match.condition];
  if (query.year_from) conditions.push(gte(publications.publicationDate, `${query.year_from}-01-01`), lte(publications.publicationDate, '2100-12-31'));
  const where = and(...conditions);
  const order =
    query.sort === 'az'
      ? [asc(sql`lower(${publications.title})`), asc(publications.id)]
      : query.sort === 'old'
        ? [asc(publications.publicationDate), asc(publications.id)]
        : [desc(publications.publicationDate), desc(match.rank), desc(publications.id)];
  const rows = await db
    .select({ id: publications.id })
    .from(publications)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ total: count() }).from(publications).where(where);
  return { ids: rows.map((row) => row.id), total: total!.total };
}

describe('one-pass search', () => {
  it('answers every sort and page as the plain query did, ties at the page edges included', async () => {
    const repo = createPublicationsRepo(ctx.database.db);
    let compared = 0;
    for (const search of ['water', 'eau', 'المياه', 'groundwater drought']) {
      for (const sort of ['new', 'old', 'az']) {
        for (const per_page of [7, 20]) {
          for (let page = 1; page <= Math.ceil(60 / per_page) + 1; page += 1) {
            const year_from = page % 2 === 0 ? 2020 : undefined;
            const query = publicationsQuerySchema.parse({ search, sort, page, per_page, year_from, year_to: year_from ? 2100 : undefined });
            const answer = await repo.listPublic(query);
            // Other tests' publications share the table: compare on this file's rows only.
            const mine = answer.rows.map((row) => row.publication.id).filter((id) => ids.includes(id));
            const expected = await plainAnswer(search, { sort, page, per_page, year_from });
            expect({ search, sort, page, per_page, year_from, ids: mine, total: answer.total }).toEqual({ search, sort, page, per_page, year_from, ...expected });
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

// The stories and news/events lists page their searches with matchingPage and their own orders.
describe('matchingPage', () => {
  it('gives the plain query’s page and total for any order, joins and nulls included', async () => {
    const db = ctx.database.db;
    const [fullText] = searchMatches('water', { vector: publications.searchVector, text: publications.searchText });
    const where = and(inArray(publications.id, ids), fullText.condition)!;
    const orders: OrderKey[][] = [
      [{ by: publications.createdAt, direction: 'desc' }, { by: publications.id, direction: 'desc' }],
      [{ by: publications.sector, direction: 'desc', nulls: 'last' }, { by: publications.id, direction: 'asc' }],
      [{ by: publications.sector, direction: 'asc', nulls: 'first' }, { by: publications.id, direction: 'desc' }],
      [{ by: sql`lower(${publications.title})`, direction: 'asc' }, { by: publications.id, direction: 'asc' }],
      [{ by: publicationTypes.nameEn, direction: 'asc' }, { by: publications.publicationDate, direction: 'desc' }, { by: publications.id, direction: 'desc' }],
    ];
    const from = sql`${publications} inner join ${publicationTypes} on ${publicationTypes.id} = ${publications.publicationTypeId}`;
    for (const [which, order] of orders.entries()) {
      for (const [offset, limit] of [[0, 7], [7, 7], [14, 20], [55, 20]] as const) {
        const page = await matchingPage(db, { from, id: publications.id, where, order, offset, limit });
        const plain = await db
          .select({ id: publications.id })
          .from(publications)
          .innerJoin(publicationTypes, eq(publicationTypes.id, publications.publicationTypeId))
          .where(where)
          .orderBy(...orderTerms(order))
          .limit(limit)
          .offset(offset);
        const [total] = await db.select({ total: count() }).from(publications).innerJoin(publicationTypes, eq(publicationTypes.id, publications.publicationTypeId)).where(where);
        expect({ which, offset, ...page }).toEqual({ which, offset, ids: plain.map((row) => row.id), total: total!.total });
      }
    }
  });
});

// Issue 29: a search counts exactly up to SEARCH_EXACT_TOTAL_MAX; past it the answer says "more than"
// that number, and the page still is the plain query's.
describe('a search with more matches than it counts', () => {
  let common: number[] = [];
  beforeAll(async () => {
    const dates = ['2018-02-01', '2019-07-15', '2021-11-30'];
    const rows = Array.from({ length: SEARCH_EXACT_TOTAL_MAX + 25 }, (_, i) => ({
      title: `${'Zanjabil '.repeat(1 + (i % 3))}irrigation note ${i}`,
      summary: 'Zanjabil terraces and their water',
      publicationTypeId: 1,
      author: 'Bound test',
      publicationDate: dates[i % dates.length]!,
      status: 'approved' as const,
      keywords: 'zanjabil',
      sector: i % 2 === 0 ? 'Water' : null,
    }));
    common = (await ctx.database.db.insert(publications).values(rows).returning({ id: publications.id })).map((row) => row.id);
  });

  it('answers "more than" the bound with the plain query’s page, for every sort, through full text and the misspelling fallback', async () => {
    const repo = createPublicationsRepo(ctx.database.db);
    // "zanjabiil" is no word of any text: the fallback finds the same rows through "zanjabil", ranked by
    // word similarity with each whole text (newest first, that rank is computed only up to the page's last date).
    for (const [term, which] of [['zanjabil', 0], ['zanjabiil', 1]] as const) {
      const match = searchMatches(term, { vector: publications.searchVector, text: publications.searchText })[which];
      for (const sort of ['new', 'old', 'az']) {
        // Pages 29 and 57 cross from one date to the next. Its results end at the bound, with its last
        // page (84 of 12 ends with 4), as a search engine's do.
        for (const page of [1, 3, 29, 57, 80, 84, 85, 500]) {
          const query = publicationsQuerySchema.parse({ search: term, sort, page, per_page: 12 });
          const answer = await repo.listPublic(query);
          const expected = await plainAnswerWith(match, { sort, page, per_page: 12 }, common);
          expect(expected.total).toBe(SEARCH_EXACT_TOTAL_MAX + 25);
          expect({ term, sort, page, ids: answer.rows.map((row) => row.publication.id), total: answer.total, bound: answer.totalIsLowerBound }).toEqual({ term, sort, page, ids: expected.ids.slice(0, Math.max(0, SEARCH_EXACT_TOTAL_MAX - (page - 1) * 12)), total: SEARCH_EXACT_TOTAL_MAX, bound: true });
        }
      }
    }
  });

  it('says so in the answer: meta.total is the bound, total_is_lower_bound is true, and the pages end at it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/publications?search=zanjabil&per_page=12' });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ current_page: 1, per_page: 12, total: SEARCH_EXACT_TOTAL_MAX, last_page: Math.ceil(SEARCH_EXACT_TOTAL_MAX / 12), total_is_lower_bound: true });
    // A search with fewer matches counts them exactly and says nothing more.
    const exact = await ctx.app.inject({ method: 'GET', url: '/api/publications?search=zanjabil&year_from=2018&year_to=2018&per_page=12' });
    expect(exact.json().meta).toEqual({ current_page: 1, per_page: 12, total: Math.ceil((SEARCH_EXACT_TOTAL_MAX + 25) / 3), last_page: Math.ceil(Math.ceil((SEARCH_EXACT_TOTAL_MAX + 25) / 3) / 12) });
  });

  it('matchingPage pages a common word through the order, as the plain query does', async () => {
    const db = ctx.database.db;
    const [fullText] = searchMatches('zanjabil', { vector: publications.searchVector, text: publications.searchText });
    const where = and(inArray(publications.id, common), fullText.condition)!;
    const order: OrderKey[] = [{ by: publications.sector, direction: 'asc', nulls: 'first' }, { by: publications.id, direction: 'desc' }];
    for (const [offset, limit, answered] of [[0, 20, 20], [990, 20, 10], [1000, 20, 0]] as const) {
      const page = await matchingPage(db, { from: sql`${publications}`, id: publications.id, where, order, offset, limit });
      const plain = await db.select({ id: publications.id }).from(publications).where(where).orderBy(...orderTerms(order)).limit(answered).offset(offset);
      expect(page).toEqual({ ids: plain.map((row) => row.id), total: SEARCH_EXACT_TOTAL_MAX, totalIsLowerBound: true });
    }
  });
});

// Issue 29: the misspelling fallback looks a one-word term up among the hub's words (search_words,
// filled by triggers), then finds the rows through their search vectors.
describe('the misspelling fallback through the hub’s words', () => {
  it('finds what comparing the term with every whole text found, when the text has a word like it', async () => {
    const db = ctx.database.db;
    for (const typo of ['watr', 'grondwater', 'groundwatr', 'irigation', 'المياة', 'gestiom']) {
      const [, words] = searchMatches(typo, { vector: publications.searchVector, text: publications.searchText });
      const viaWords = await db.select({ id: publications.id }).from(publications).where(and(inArray(publications.id, ids), words.condition)).orderBy(publications.id);
      const viaTexts = await db.select({ id: publications.id }).from(publications).where(and(inArray(publications.id, ids), sql`${typo} <% ${publications.searchText}`)).orderBy(publications.id);
      expect({ typo, ids: viaWords.map((row) => row.id) }).toEqual({ typo, ids: viaTexts.map((row) => row.id) });
      expect(viaWords.length, typo).toBeGreaterThan(0);
    }
  });

  it('learns the words of an item when it is written and when its text changes', async () => {
    const repo = createPublicationsRepo(ctx.database.db);
    const search = async (term: string) => (await repo.listPublic(publicationsQuerySchema.parse({ search: term, per_page: 50 }))).rows.map((row) => row.publication.id);
    const [added] = await ctx.database.db
      .insert(publications)
      .values({ title: 'Qanat restoration in Kerman', summary: 'Old tunnels', publicationTypeId: 1, author: 'Words test', publicationDate: '2022-05-01', status: 'approved' })
      .returning({ id: publications.id });
    expect(await search('qanatt')).toEqual([added!.id]);
    expect(await search('fallaj')).toEqual([]);
    await ctx.database.db.update(publications).set({ summary: 'Old tunnels, and the falaj of Oman' }).where(eq(publications.id, added!.id));
    expect(await search('fallaj')).toEqual([added!.id]);
    // A word nothing is like finds nothing, and a term of several words is compared with whole texts.
    expect(await search('zyxwvut')).toEqual([]);
    expect(await search('qanat restoraton')).toEqual([added!.id]);
  });
});

describe('statements through the search indexes', () => {
  const seqscan = (answer: unknown) => (answer as { rows: Array<{ enable_seqscan: string }> }).rows[0]!.enable_seqscan;

  it('run with sequential scans off and leave them on for every other statement', async () => {
    expect(seqscan(await throughSearchIndexes(ctx.database.db, sql`show enable_seqscan`))).toBe('off');
    expect(seqscan(await ctx.database.db.execute(sql`show enable_seqscan`))).toBe('on');
  });

  it('go to PostgreSQL’s search pool, whose connections have them off, or on PGlite through a transaction of their own', async () => {
    const searchDb = searchIndexDbOf(ctx.database.db);
    if (ctx.database.kind === 'pglite') {
      // One connection: a transaction with SET LOCAL turns them off for the statement alone.
      expect(searchDb).toBeUndefined();
      return;
    }
    expect(seqscan(await searchDb!.execute(sql`show enable_seqscan`))).toBe('off');
  });
});
