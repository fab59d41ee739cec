// GET /api/search (issue 30): one ranked list over every kind of public item, in three languages, with
// Arabic spellings normalised, a misspelling fallback, facets and paging; never an item under review.
import { apiMessages, SEARCH_EXACT_TOTAL_MAX, SITE_SEARCH_TYPES, type SiteSearchAnswer } from '@wefe/contract';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, minimalSubmission, signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { partners, publications } from '../../db/schema.ts';
import { fullTextQuery } from '../../db/text-search.ts';
import { aboutPage, ABOUT_PAGE_SLUG } from '../../seed/data/about-page.ts';
import { multipart } from '../media/media.fixtures.ts';
import { savePage } from '../pages/pages.service.ts';
import { contentModules } from '../../content-modules.ts';
import { COMMON_WORD_RANKED, createSiteSearchRepo, resultOrder } from './site-search.repo.ts';
import type { KeptValues } from '../../lib/kept-values.ts';
import { createSiteSearchService, keptTerms, type KeptTerm } from './site-search.service.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let jordan: number;
const ids: Record<string, number> = {};

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
type Kind = keyof typeof minimalSubmission;

async function submit(kind: Kind, fields: Record<string, string>) {
  const { payload, headers } = multipart(Object.entries({ ...minimalSubmission[kind](fields.title ?? 'Untitled', jordan), ...fields }).map(([name, value]) => ({ name, value })));
  const res = await ctx.app.inject({ method: 'POST', url: `/api/${kind}`, payload, headers: { ...headers, ...auth(member.bearer) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function approved(kind: Kind, fields: Record<string, string>) {
  const id = await submit(kind, fields);
  const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/approve`, headers: auth(staff.bearer) });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function search(query: string, lang = 'en') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: { 'accept-language': lang } });
  return { status: res.statusCode, body: res.json() as SiteSearchAnswer & { errors?: Record<string, string[]> } };
}

const found = (answer: SiteSearchAnswer) => answer.data.map((result) => `${result.type}:${result.id}`);

/** A word in more than SEARCH_EXACT_TOTAL_MAX publications (beforeAll), and those publications. */
const COMMON_WORD = 'tamariskal';
let commonWordMatches: Array<{ id: number; date: string }> = [];

async function insertCommonWordPublications() {
  const dates = ['2017-03-01', '2020-08-15', '2022-01-10', '2024-05-20'];
  // Its rank varies with how often a title repeats it; its dates repeat, so ids break their ties.
  const rows = Array.from({ length: SEARCH_EXACT_TOTAL_MAX + 50 }, (_, i) => ({
    title: `${`${COMMON_WORD} `.repeat(1 + (i % 3))}note ${i}`,
    summary: `Field notes on ${COMMON_WORD} ground`,
    publicationTypeId: 1,
    author: 'Common word test',
    publicationDate: dates[i % dates.length]!,
    status: 'approved' as const,
  }));
  const inserted = await ctx.database.db.insert(publications).values(rows).returning({ id: publications.id, date: publications.publicationDate });
  commonWordMatches = inserted.map((row) => ({ id: row.id, date: row.date! }));
}

beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  staff = await signedInStaff(ctx, 'reviewer');
  jordan = await countryId(ctx, 'JO');
  ids.story = await approved('stories', { title: 'Solar pumps for Zarqaline farmers', desc: 'Farmers of the Zarqaline valley replaced diesel pumps with photovoltaic pumps and drip irrigation.' });
  ids.arabicStory = await approved('stories', {
    title: 'الطاقة الشمسية في مستشفى القرية',
    desc: 'ركّب المستشفى ألواحاً شمسية لتأمين الطاقة والمياه لمرضى القرية في وادي الأردن.',
    content_language: 'ar',
  });
  ids.publication = await approved('publications', { title: 'Zarqaline groundwater atlas', summary: 'An atlas of the Zarqaline aquifer and its wells.' });
  ids.frenchPublication = await approved('publications', { title: "Gestion de l'eau dans les oasis de Tafilalt", summary: 'Les oasis du Tafilalt partagent une eau rare.', content_language: 'fr' });
  ids.news = await approved('news-events', { title: 'Zarqaline basin agreement signed', desc: 'The Zarqaline basin councils signed a water sharing agreement.' });
  ids.event = await approved('news-events', {
    title: 'Zarqaline irrigation workshop',
    desc: 'A workshop on Zarqaline irrigation scheduling.',
    post_type_id: '2',
    starting_date: '2031-05-04',
    end_date: '2031-05-05',
    implementing_leader: 'Water Lab',
    sustainability_status_id: '1',
  });
  ids.bilingualStory = await approved('stories', {
    title: 'Rain gardens of Madabrine',
    desc: 'Rain gardens of Madabrine keep storm water where it falls.',
    title_ar: 'حدائق المطر في مادبرين',
    content_ar: 'تحتفظ حدائق المطر في مادبرين بمياه العواصف حيث تهطل.',
  });
  ids.pending = await submit('stories', { title: 'Quillomantic desalination pilot', desc: 'A Quillomantic pilot under review.' });
  const [partner] = await ctx.database.db.insert(partners).values({ name: 'Zarqaline Water Institute', url: 'https://example.org/zarqaline' }).returning({ id: partners.id });
  ids.partner = partner!.id;
  await savePage(ctx.database.db, ABOUT_PAGE_SLUG, aboutPage);
  await insertCommonWordPublications();
});
afterAll(() => ctx.close());

describe('GET /api/search', () => {
  it("gives an Arabic reader a story's Arabic title and passage where it has them, others its own", async () => {
    const arabic = (await search('q=Madabrine', 'ar')).body.data.find((result) => result.type === 'story')!;
    expect(arabic.title).toBe('حدائق المطر في مادبرين');
    expect(arabic.snippet.map((part) => part.text).join('')).toContain('تحتفظ حدائق المطر');
    const english = (await search('q=Madabrine', 'en')).body.data.find((result) => result.type === 'story')!;
    expect(english.title).toBe('Rain gardens of Madabrine');
    expect(english.snippet.filter((part) => part.hit).map((part) => part.text)).toContain('Madabrine');
  });

  it('finds every kind of public item holding a word, each with its type, title, highlighted passage and address', async () => {
    const { status, body } = await search('q=Zarqaline');
    expect(status).toBe(200);
    expect(found(body).sort()).toEqual(
      [`story:${ids.story}`, `publication:${ids.publication}`, `news:${ids.news}`, `event:${ids.event}`, `partner:${ids.partner}`].sort(),
    );
    const story = body.data.find((result) => result.type === 'story')!;
    expect(story).toMatchObject({ title: 'Solar pumps for Zarqaline farmers', url: `/wefe-stories/${ids.story}` });
    expect(story.snippet.filter((part) => part.hit).map((part) => part.text)).toContain('Zarqaline');
    expect(story.snippet.map((part) => part.text).join('')).toContain('replaced diesel pumps');
    expect(body.data.find((result) => result.type === 'event')).toMatchObject({ url: `/news-events/${ids.event}`, date: '2031-05-04' });
    expect(body.data.find((result) => result.type === 'publication')).toMatchObject({ url: `/publications/${ids.publication}` });
    expect(body.data.find((result) => result.type === 'partner')).toMatchObject({ title: 'Zarqaline Water Institute', url: '/about/our-partners' });
    expect(body.meta).toMatchObject({ total: 5, current_page: 1, misspelling_fallback: false });
  });

  it('counts each kind in its facet, narrows to one kind with type=, and pages', async () => {
    const { body } = await search('q=Zarqaline&type=news');
    expect(found(body)).toEqual([`news:${ids.news}`]);
    expect(body.meta.total).toBe(1);
    // The facets count every kind whatever the type asked for, so the page can offer the others.
    expect(body.meta.facets.map((facet) => facet.type)).toEqual([...SITE_SEARCH_TYPES]);
    const count = (type: string) => body.meta.facets.find((facet) => facet.type === type)?.count;
    expect([count('publication'), count('story'), count('news'), count('event'), count('partner'), count('country'), count('page')]).toEqual([1, 1, 1, 1, 1, 0, 0]);

    const first = await search('q=Zarqaline&per_page=2&page=1');
    const third = await search('q=Zarqaline&per_page=2&page=3');
    expect(first.body.data).toHaveLength(2);
    expect(third.body.data).toHaveLength(1);
    expect(first.body.meta).toMatchObject({ total: 5, last_page: 3 });
    expect(third.body.links.next).toBeNull();
    const all = new Set([...found(first.body), ...found((await search('q=Zarqaline&per_page=2&page=2')).body), ...found(third.body)]);
    expect(all.size).toBe(5);
  });

  it('never finds an item under review, and finds it once approved', async () => {
    expect((await search('q=Quillomantic')).body.data).toEqual([]);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${ids.pending}/approve`, headers: auth(staff.bearer) })).statusCode).toBe(200);
    expect(found((await search('q=Quillomantic')).body)).toEqual([`story:${ids.pending}`]);
  });

  it('finds Arabic words however their alef, ya, ta marbuta, diacritics and tatweel are written', async () => {
    for (const term of ['الطاقه', 'مستشفي', 'مُسْتَشْفَى', 'الطـــاقة', 'الاردن', 'لتامين']) {
      const { body } = await search(`q=${encodeURIComponent(term)}`, 'ar');
      expect(found(body), term).toContain(`story:${ids.arabicStory}`);
    }
    const { body } = await search(`q=${encodeURIComponent('مستشفى')}`, 'ar');
    expect(body.data.find((result) => result.type === 'story')?.title).toBe('الطاقة الشمسية في مستشفى القرية');
  });

  it('finds French word forms, and names a country profile in the reader’s language', async () => {
    expect(found((await search('q=oasis', 'fr')).body)).toContain(`publication:${ids.frenchPublication}`);
    const jordanie = await search('q=Jordanie', 'fr');
    expect(jordanie.body.data.find((result) => result.type === 'country')).toMatchObject({ id: 'JOR', title: 'Jordanie', url: '/wefe-index/country/JOR' });
    const arabic = await search(`q=${encodeURIComponent('الأردن')}&type=country`, 'ar');
    expect(arabic.body.data.map((result) => result.title)).toEqual(['الأردن']);
  });

  it('finds words spelt like a misspelt term, and says so: in member content, and in a country’s or partner’s name', async () => {
    const { body } = await search('q=photovoltiac');
    expect(body.meta.misspelling_fallback).toBe(true);
    expect(found(body)).toContain(`story:${ids.story}`);
    const country = await search('q=Jordaan&type=country');
    expect(country.body.meta.misspelling_fallback).toBe(true);
    expect(found(country.body)).toContain('country:JOR');
    const partner = await search('q=Zarqalina&type=partner');
    expect(found(partner.body)).toEqual([`partner:${ids.partner}`]);
  });

  it('finds a misspelt term of several words by the texts spelt like it, and marks the words like a one-word typo', async () => {
    const several = await search('q=Zarqaline%20groundwatr%20atlass&type=publication');
    expect(several.body.meta.misspelling_fallback).toBe(true);
    expect(found(several.body)).toEqual([`publication:${ids.publication}`]);
    const one = await search('q=photovoltiac&type=story');
    expect(one.body.data[0]!.snippet.filter((part) => part.hit).map((part) => part.text)).toContain('photovoltaic');
  });

  it('answers a term of English stop words through its plain words, not with nothing', async () => {
    const { body } = await search('q=the&type=story');
    expect(body.meta.misspelling_fallback).toBe(false);
    expect(found(body)).toContain(`story:${ids.story}`);
  });

  it('finds the about page by a word of its text', async () => {
    const { body } = await search('q=nexus&type=page');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ type: 'page', id: 'about-us', url: '/about', title: 'About the WEFE Nexus Hub' });
  });

  it('refuses a missing term, an unknown type and an oversized page with translated errors, and answers an unmatched term with nothing', async () => {
    const missing = await search('q=%20', 'ar');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ q: [apiMessages.ar['validation.required']] });
    const unknown = await search('q=water&type=dataset', 'fr');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ type: [apiMessages.fr['validation.unknown_option']] });
    expect((await search('q=water&per_page=500')).status).toBe(422);
    const nothing = await search('q=qqxqzzvw');
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toEqual([]);
    expect(nothing.body.meta.total).toBe(0);
  });
});

// Issue 29: a word in more than SEARCH_EXACT_TOTAL_MAX items of a kind ranks that kind's newest
// COMMON_WORD_RANKED matches (found by walking the kind's date index), and its facet says "more than"
// the bound.
describe('a common word', () => {
  const word = COMMON_WORD;

  /** The newest COMMON_WORD_RANKED matches (date, then id, descending), in the search's order: rank, date, id as text. */
  async function expectedResults(): Promise<string[]> {
    const newest = [...commonWordMatches].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).slice(0, COMMON_WORD_RANKED);
    const ranked = await ctx.database.db
      .select({ id: publications.id, date: publications.publicationDate, rank: sql<number>`ts_rank(${publications.searchVector}, ${fullTextQuery(word)})` })
      .from(publications)
      .where(inArray(publications.id, newest.map((row) => row.id)));
    return ranked.sort((a, b) => b.rank - a.rank || b.date!.localeCompare(a.date!) || String(a.id).localeCompare(String(b.id))).map((row) => `publication:${row.id}`);
  }

  it('ranks its newest matches, best first, and says "more than" the bound', async () => {
    const pages = [await search(`q=${word}&type=publication&per_page=50&page=1`), await search(`q=${word}&type=publication&per_page=50&page=2`)];
    expect(pages.map((page) => page.status)).toEqual([200, 200]);
    expect(pages.flatMap((page) => found(page.body))).toEqual(await expectedResults());
    expect(pages[0]!.body.meta.total).toBe(COMMON_WORD_RANKED);
    expect(pages[0]!.body.meta.facets.find((facet) => facet.type === 'publication')).toEqual({ type: 'publication', count: SEARCH_EXACT_TOTAL_MAX, count_is_lower_bound: true });
    expect((await search(`q=${word}&type=publication&per_page=50&page=3`)).body.data).toEqual([]);
  });
});

// Issue 29: a term's counts per kind are kept for a few seconds, so that the next kind or page of it
// asked for counts nothing again; what the visitor reads must not change for it.
describe('a term searched again', () => {
  it('answers every kind and page as a first search of the term would, for words found, misspelt and missing', async () => {
    // Five publications of one word ranked apart (how often their titles repeat it) and dated apart.
    await ctx.database.db.insert(publications).values(
      Array.from({ length: 5 }, (_, i) => ({
        title: `${'oleandrine '.repeat(1 + (i % 3))}study ${i}`,
        summary: 'Notes on oleandrine shrubs',
        publicationTypeId: 1,
        author: 'Kept counts test',
        publicationDate: `202${i}-01-01`,
        status: 'approved' as const,
      })),
    );
    const fresh = createSiteSearchService({ db: ctx.database.db, sources: contentModules.siteSearch });
    const terms = ['oleandrine', 'Zarqaline', 'irrigation pumps', 'Zarqalyne', 'photovoltiac', 'Zarqaline groundwatr atlass', 'quibbleflux', COMMON_WORD, `${COMMON_WORD} Zarqaline`];
    // A term first searched in every kind keeps every kind's matches; one first searched in a single
    // kind reads the others' when they are asked for.
    const queries = terms.flatMap((q) =>
      [undefined, ...SITE_SEARCH_TYPES].flatMap((type) => ([[1, 2], [3, 2], [2, 40]] as const).map(([page, perPage]) => ({ q, page, per_page: perPage, ...(type ? { type } : {}) }))),
    );
    const expected = new Map<(typeof queries)[number], unknown>();
    for (const query of queries) expected.set(query, await fresh.search(query, 'en'));
    for (const firstType of [undefined, 'publication', 'story'] as const) {
      const kept = createSiteSearchService({ db: ctx.database.db, sources: contentModules.siteSearch, kept: keptTerms(60_000) });
      for (const q of terms) await kept.search({ q, page: 1, per_page: 2, ...(firstType ? { type: firstType } : {}) }, 'en');
      for (const query of queries) {
        expect(await kept.search(query, 'en'), `${query.q} ${query.type ?? 'every kind'} page ${query.page} of ${query.per_page}, first ${firstType ?? 'every kind'}`).toEqual(expected.get(query));
      }
    }
  });

  it('pages kept matches in the order the statements ordered them: rank, date (newest, undated last), kind, id', async () => {
    const repo = createSiteSearchRepo(ctx.database.db, contentModules.siteSearch);
    // The common word's ranks and dates tie; the partner and the countries have no date.
    for (const q of [COMMON_WORD, 'Zarqaline', `${COMMON_WORD} or Zarqaline or Jordan`]) {
      const { ranked } = await repo.find(q, 'words', SITE_SEARCH_TYPES);
      expect(ranked.length, q).toBeGreaterThan(1);
      const answer = await ctx.database.db.execute(
        sql`select type, id from json_to_recordset(${JSON.stringify(ranked)}::json) as r(type text, id text, rank real, date text) order by rank desc, date desc nulls last, type, id`,
      );
      const ordered = (answer as unknown as { rows: Array<{ type: string; id: string }> }).rows.map((row) => `${row.type}:${row.id}`);
      expect([...ranked].sort(resultOrder).map((item) => `${item.type}:${item.id}`), q).toEqual(ordered);
    }
  });

  it('does not keep counts worked out while a change was made: they may predate it', async () => {
    const store = keptTerms(60_000);
    // A change empties the store after the search has looked in it and before it keeps what it found.
    const changedMeanwhile: KeptValues<KeptTerm> = {
      get: (key) => {
        const value = store.get(key);
        store.clear();
        return value;
      },
      set: (key, value, since) => store.set(key, value, since),
      clear: () => store.clear(),
      get generation() {
        return store.generation;
      },
      get size() {
        return store.size;
      },
      get weight() {
        return store.weight;
      },
    };
    const service = createSiteSearchService({ db: ctx.database.db, sources: contentModules.siteSearch, kept: changedMeanwhile });
    await service.search({ q: 'Zarqaline', page: 1, per_page: 10 }, 'en');
    expect(store.get('Zarqaline')).toBeUndefined();
    // Without a change meanwhile, they are kept.
    await createSiteSearchService({ db: ctx.database.db, sources: contentModules.siteSearch, kept: store }).search({ q: 'Zarqaline', page: 1, per_page: 10 }, 'en');
    expect(store.get('Zarqaline')?.counts.find((kind) => kind.type === 'story')?.count).toBe(1);
  });

  it('never shows an item taken back from the public by a change no hub announced, though its match was kept', async () => {
    const word = 'Quorvantile';
    const story = await approved('stories', { title: `${word} terraces`, desc: `The ${word} terraces were rebuilt.` });
    expect(found((await search(`q=${word}&type=story`)).body)).toEqual([`story:${story}`]);
    // A script (psql) takes it back: no hub hears of it, so the term's kept matches still name it.
    await ctx.database.db.execute(sql`update stories set status = 'pending' where id = ${story}`);
    const again = await search(`q=${word}&type=story&page=1&per_page=5`);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual([]);
  });

  it('shows an item approved since at once, in the results and counts of any kind or page asked next', async () => {
    const word = 'Velmorathine';
    expect((await search(`q=${word}`)).body.data).toEqual([]);
    const story = await approved('stories', { title: `${word} wells restored`, desc: `The ${word} wells were restored by the village.` });
    const stories = (await search(`q=${word}&type=story`)).body;
    expect(found(stories)).toEqual([`story:${story}`]);
    expect(stories.meta.facets.find((facet) => facet.type === 'story')?.count).toBe(1);
    const publication = await approved('publications', { title: `${word} well survey`, summary: `A survey of the ${word} wells.` });
    const everything = (await search(`q=${word}&page=1`)).body;
    expect(found(everything).sort()).toEqual([`publication:${publication}`, `story:${story}`].sort());
    expect(everything.meta.facets.filter((facet) => facet.count > 0).map((facet) => [facet.type, facet.count])).toEqual([
      ['publication', 1],
      ['story', 1],
    ]);
  });
});
