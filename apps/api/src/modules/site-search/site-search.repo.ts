// SQL of the site search (issue 30): every kind of public item matched in one statement, ranked
// together, with a count per kind; then the page's titles and highlighted passages.
import { SEARCH_EXACT_TOTAL_MAX, SITE_SEARCH_TYPES, type Language, type SiteSearchType } from '@wefe/contract';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentTableOf, countries, indexScores, partners, sitePages } from '../../db/schema.ts';
import type { SearchKind, SiteSearchSource } from './search-source.ts';
import { comparesWholeTexts, fullTextQuery, matchOnQuery, queryText, searchMatches, similarWordsQuery, throughSearchIndexes, type SearchMatch } from '../../db/text-search.ts';

/** How a term was matched: its words (full text), or words spelt like them (the misspelling fallback). */
export type MatchMode = 'words' | 'similar';

/** One result of a page, before its title and passage are read. */
export interface FoundItem {
  type: SiteSearchType;
  id: string;
}

/** How many of one kind match: exact up to SEARCH_EXACT_TOTAL_MAX, else that bound. */
export interface KindCount {
  type: SiteSearchType;
  count: number;
  isLowerBound: boolean;
}

/** A result's text as the page shows it: title, passage split at the matched words, date. */
export interface FoundText {
  title: string;
  /** The passage with each matched word between HIT_START and HIT_END. */
  passage: string;
  date: string | null;
  /** Countries: the ISO code their profile's address carries; pages: their slug. */
  key?: string;
}

/** Marks ts_headline puts around a matched word; no stored text keeps them (removed before highlighting). */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

/** The managed pages with a public address, by slug. */
export const PUBLIC_PAGE_PATHS: Readonly<Record<string, string>> = { 'about-us': '/about' };

/** The matching rows of one kind, as (type, id, rank, date), and how to count them. */
interface KindRows {
  ctes: SQL[];
  rows: SQL;
  count: SQL;
  countIsLowerBound: SQL;
  /** The rows when the kind's count is already known: every match ranked, or past the bound its newest. */
  rowsCounted(count: KindCount): SQL;
}

/**
 * How many of a kind's matches are ranked when a word is in more than SEARCH_EXACT_TOTAL_MAX of them:
 * its newest, read by walking the kind's date index and rechecking each row's vector until this many
 * match. At 1,000 the walk read 25,000-27,000 rows for "water" on the bench data (357-377 ms a kind on
 * PostgreSQL); at 100, a tenth of that.
 */
export const COMMON_WORD_RANKED = 100;

/**
 * A kind of item on its stored search vector (member content on its GIN index; countries, partners and
 * pages are tens of rows). At most SEARCH_EXACT_TOTAL_MAX + 1 matches are taken
 * from the GIN index (as the lists do, db/text-search.ts): when there are no more, all are ranked;
 * when there are more, the word is common and the newest COMMON_WORD_RANKED of them are ranked.
 */
function kindRows(
  type: SiteSearchType,
  table: SQL,
  options: { id: SQL; where: SQL; match: SearchMatch; date: SQL; newestFirst: SQL },
): KindRows {
  const { id, where, match, date, newestFirst } = options;
  const hits = sql.identifier(`${type}_hits`);
  const counted = sql.identifier(`${type}_n`);
  const condition = sql`${where} and ${match.condition}`;
  return {
    ctes: [
      sql`${hits} as materialized (select ${id} as id from ${table} where ${condition} limit ${SEARCH_EXACT_TOTAL_MAX + 1})`,
      sql`${counted} as materialized (select count(*)::int as n from ${hits})`,
    ],
    rows: sql`select ${type}::text as type, id::text as id, rank, date from (
        select ${id} as id, ${match.rank} as rank, ${date} as date from ${table}
          where ${id} in (select id from ${hits}) and (select n from ${counted}) <= ${SEARCH_EXACT_TOTAL_MAX}
        union all
        (select ${id}, ${match.rank}, ${date} from ${table}
          where ${condition} and (select n from ${counted}) > ${SEARCH_EXACT_TOTAL_MAX}
          order by ${newestFirst} limit ${COMMON_WORD_RANKED})
      ) as ${sql.identifier(`${type}_ranked`)}`,
    count: sql`least((select n from ${counted}), ${SEARCH_EXACT_TOTAL_MAX})`,
    countIsLowerBound: sql`(select n from ${counted}) > ${SEARCH_EXACT_TOTAL_MAX}`,
    rowsCounted: (count) =>
      sql`select ${type}::text as type, ${id}::text as id, ${match.rank} as rank, ${date} as date from ${table} where ${condition}
        ${count.isLowerBound ? sql`order by ${newestFirst} limit ${COMMON_WORD_RANKED}` : sql``}`,
  };
}

/** A managed page's paragraphs in one language as plain text. */
const pageText = (column: SQL) => sql`regexp_replace(coalesce((select string_agg(p, ' ') from jsonb_array_elements_text(${column}) as p), ''), '<[^>]*>', ' ', 'g')`;

/** How a kind's rows match, given its search columns. */
type Matcher = (columns: { vector: AnyColumn; text: AnyColumn }) => SearchMatch;

const tableOf = (source: SiteSearchSource) => contentTableOf(source.type);

function kinds(matchOf: Matcher, sources: readonly SiteSearchSource[]): Record<SiteSearchType, KindRows> {
  // The content types' kinds, as their modules declare them; one match per table, shared by its kinds.
  const content = sources.flatMap((source) => {
    const table = tableOf(source);
    const match = matchOf({ vector: source.columns.vector, text: source.columns.text });
    return Object.entries(source.kinds).map(([type, kind]) => {
      const approved = sql`${table.status} = 'approved'`;
      return [
        type,
        kindRows(type as SiteSearchType, sql`${table}`, { id: sql`${table.id}`, where: kind.only ? sql`${approved} and ${kind.only}` : approved, match, date: kind.date, newestFirst: kind.newestFirst }),
      ] as const;
    });
  });
  return {
    ...(Object.fromEntries(content) as Record<SiteSearchType, KindRows>),
    // Countries with an index profile: those the index has scored.
    country: kindRows('country', sql`${countries}`, {
      id: sql`${countries.iso3}`,
      where: sql`exists (select 1 from ${indexScores} where ${indexScores.countryId} = ${countries.id} and ${indexScores.pillarId} is null)`,
      match: matchOf({ vector: countries.searchVector, text: countries.searchText }),
      date: sql`null::text`,
      newestFirst: sql`${countries.iso3}`,
    }),
    partner: kindRows('partner', sql`${partners}`, {
      id: sql`${partners.id}`,
      where: sql`true`,
      match: matchOf({ vector: partners.searchVector, text: partners.searchText }),
      date: sql`null::text`,
      newestFirst: sql`${partners.id} desc`,
    }),
    page: kindRows('page', sql`${sitePages}`, {
      id: sql`${sitePages.slug}`,
      where: sql`${sitePages.slug} in (${sql.join(Object.keys(PUBLIC_PAGE_PATHS).map((slug) => sql`${slug}`), sql`, `)})`,
      match: matchOf({ vector: sitePages.searchVector, text: sitePages.searchText }),
      date: sql`to_char(${sitePages.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      newestFirst: sql`${sitePages.updatedAt} desc`,
    }),
  };
}

/**
 * A content kind's titles, dates and passages by id (approved items only): an Arabic reader gets the
 * item's Arabic title and passage where it has them, the passage then read in Arabic.
 */
function contentTexts(
  { source, kind }: { source: SiteSearchSource; kind: SearchKind },
  ids: SQL,
  language: Language,
  headline: (config: SQL, text: SQL) => SQL,
  configOf: (languageColumn: SQL) => SQL,
): SQL {
  const table = tableOf(source);
  const { title, titleAr, passage, passageAr, language: languageColumn } = source.columns;
  const arabic = language === 'ar';
  const shownTitle = arabic && titleAr ? sql`coalesce(nullif(${titleAr}, ''), ${title})` : sql`${title}`;
  const shownPassage = arabic && passageAr ? sql`coalesce(nullif(${passageAr}, ''), ${passage})` : sql`${passage}`;
  const readAs = arabic && passageAr ? sql`(case when coalesce(${passageAr}, '') <> '' then 'ar' else ${languageColumn} end)` : sql`${languageColumn}`;
  return sql`select ${table.id}::text as id, ${shownTitle} as title, ${kind.date} as date, ${headline(configOf(readAs), shownPassage)} as passage
    from ${table} where ${table.id} = any(${ids}) and ${table.status} = 'approved'`;
}

/** A column of a raw answer as JSON (PGlite and pg parse json columns; a string is parsed here). */
function asJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * What a page's passages mark: the query's words (tsquery text), and whether they are plain words (the
 * misspelling fallback's, from the 'simple' configuration), which only a 'simple' reading of the text
 * finds: read in English, "photovoltaic" is the stem "photovolta" and was never marked.
 */
export interface Highlight {
  query: string;
  plainWords: boolean;
}

/** Every kind with no match. */
const NOTHING_FOUND: KindCount[] = SITE_SEARCH_TYPES.map((type) => ({ type, count: 0, isLowerBound: false }));

/** A found item with what orders it among the others: its rank, then its date. */
export interface RankedItem extends FoundItem {
  rank: number;
  date: string | null;
}

/**
 * The order of a page of results, as the statements ordered them before the service paged kept matches
 * (issue 29): `order by rank desc, date desc nulls last, type, id`. Types and ids are ASCII letters,
 * digits and hyphens, which every collation orders as their code units do.
 */
export function resultOrder(a: RankedItem, b: RankedItem): number {
  if (a.rank !== b.rank) return b.rank - a.rank;
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? 1 : -1;
  }
  if (a.type !== b.type) return a.type < b.type ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return 0;
}

/** The ranked rows of a statement's `results`, as one JSON array of [type, id, rank, date] (a fifth of the objects' bytes). */
const RANKED_ROWS = sql`(select coalesce(json_agg(json_build_array(type, id, rank, date)), '[]'::json) from results)`;

function rankedItems(value: unknown): RankedItem[] {
  return asJson<Array<[SiteSearchType, string, number, string | null]>>(value ?? []).map(([type, id, rank, date]) => ({ type, id, rank, date }));
}

/** Builds the site search repository over a database; `sources` are the content types' kinds of result (search-source.ts). */
export function createSiteSearchRepo(db: Db, sources: readonly SiteSearchSource[]) {
  const kindSources = new Map(sources.flatMap((source) => Object.entries(source.kinds).map(([type, kind]) => [type as SiteSearchType, { source, kind }] as const)));

  /** How each kind's rows match `q`; undefined when the term holds nothing to look for. */
  function matcherFor(q: string, mode: MatchMode, highlight: Highlight | undefined): Matcher | undefined {
    // A misspelt term of several words is compared with whole texts, not with the hub's words.
    if (mode === 'similar' && comparesWholeTexts(q)) return (columns) => searchMatches(q, columns)[1];
    if (highlight !== undefined) return (columns) => matchOnQuery(highlight.query, columns);
    return undefined;
  }

  return {
    /**
     * The matches of `q` among public items: each kind's count whatever the types asked for, and the
     * ranked matches of the `types` asked for (every match of a kind, or past SEARCH_EXACT_TOTAL_MAX
     * its newest COMMON_WORD_RANKED), with the query the passages mark, undefined when `q` holds
     * nothing to look for. The service pages them (resultOrder) and keeps them for the term's next
     * kind or page.
     */
    async find(q: string, mode: MatchMode, types: readonly SiteSearchType[]): Promise<{ ranked: RankedItem[]; counts: KindCount[]; highlight: Highlight | undefined }> {
      // The term's query is worked out once, in a statement of its own, and the finding statement casts
      // its text: built into each kind's condition and rank, the term was parsed and stemmed in four
      // configurations 28 times, and the misspelling fallback looked up the words like it 14 times.
      const query = await queryText(db, mode === 'words' ? fullTextQuery(q) : similarWordsQuery(q));
      const highlight = query === undefined ? undefined : { query, plainWords: mode === 'similar' };
      const matcher = matcherFor(q, mode, highlight);
      if (!matcher) return { ranked: [], counts: NOTHING_FOUND, highlight };
      const all = kinds(matcher, sources);
      const ctes = SITE_SEARCH_TYPES.flatMap((type) => all[type].ctes);
      const results = sql.join(
        types.map((type) => sql`(${all[type].rows})`),
        sql` union all `,
      );
      const counts = sql.join(
        SITE_SEARCH_TYPES.map((type) => sql`json_build_object('type', ${type}::text, 'count', ${all[type].count}, 'isLowerBound', ${all[type].countIsLowerBound})`),
        sql`, `,
      );
      const answer = await throughSearchIndexes(
        db,
        sql`with ${sql.join(ctes, sql`, `)}, results as materialized (${results})
          select json_build_array(${counts}) as counts, ${RANKED_ROWS} as ranked`,
      );
      const [row] = (answer as unknown as { rows: Array<{ counts: unknown; ranked: unknown }> }).rows;
      return { ranked: rankedItems(row?.ranked), counts: asJson<KindCount[]>(row?.counts ?? []), highlight };
    },

    /**
     * The ranked matches of the `kinds` given with their counts (a search of the same term a moment
     * ago found them), matched as that search matched them (`mode`, `highlight`): nothing is counted.
     */
    async ranked(q: string, mode: MatchMode, highlight: Highlight | undefined, counted: readonly KindCount[]): Promise<RankedItem[]> {
      const matcher = matcherFor(q, mode, highlight);
      if (!matcher || counted.length === 0) return [];
      const all = kinds(matcher, sources);
      const rows = sql.join(
        counted.map((kind) => sql`(${all[kind.type].rowsCounted(kind)})`),
        sql` union all `,
      );
      const answer = await throughSearchIndexes(db, sql`with results as materialized (${rows}) select ${RANKED_ROWS} as ranked`);
      const [row] = (answer as unknown as { rows: Array<{ ranked: unknown }> }).rows;
      return rankedItems(row?.ranked);
    },

    /**
     * The titles, dated passages and keys of found items of one kind, in the reader's language, by id;
     * `highlight` (find's) marks the passage's words, none when undefined. Only public items: matches
     * kept a while (decision 048) may name one a change outside the hubs took back since.
     */
    async texts(type: SiteSearchType, ids: readonly string[], highlight: Highlight | undefined, language: Language): Promise<Map<string, FoundText>> {
      if (ids.length === 0) return new Map();
      // No words to mark (a multi-word term no word is spelt like): no passage, as ts_headline answers null.
      const query = sql`${highlight?.query ?? null}::tsquery`;
      const options = `StartSel="${HIT_START}", StopSel="${HIT_END}", MaxWords=35, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
      const marksOut = (text: SQL) => sql`translate(coalesce(${text}, ''), ${HIT_START + HIT_END}, '')`;
      const configOf = (languageColumn: SQL) =>
        highlight?.plainWords ? sql`'simple'::regconfig` : sql`(case ${languageColumn} when 'ar' then 'arabic' when 'fr' then 'french' else 'english' end)::regconfig`;
      const headline = (config: SQL, text: SQL) => sql`ts_headline(${config}, ${marksOut(text)}, ${query}, ${options})`;
      const numericIds = sql`${sql.param(ids.map(Number))}::int[]`;
      const lang = language;
      const ownTexts = (): SQL | undefined => {
        switch (type) {
          case 'country':
            return sql`select iso3 as id, ${sql.identifier(`name_${lang}`)} as title, null::text as date, '' as passage, iso3 as key from countries where iso3 = any(${sql.param([...ids])}::text[])`;
          case 'partner':
            return sql`select id::text as id, name as title, null::text as date, '' as passage from partners where id = any(${numericIds})`;
          case 'page':
            return sql`select slug as id, coalesce(nullif(${sql.identifier(`title_${lang}`)}, ''), title_en) as title, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as date,
              ${headline(configOf(sql`${lang}::text`), pageText(sql`${sql.identifier(`paragraphs_${lang}`)}`))} as passage, slug as key
            from site_pages where slug = any(${sql.param([...ids])}::text[])`;
          default:
            return undefined;
        }
      };
      const content = kindSources.get(type);
      const statement = content ? contentTexts(content, numericIds, language, headline, configOf) : ownTexts();
      if (!statement) return new Map();
      const answer = await db.execute(statement);
      const rows = (answer as unknown as { rows: Array<{ id: string; title: string; date: string | null; passage: string | null; key?: string }> }).rows;
      return new Map(rows.map((row) => [row.id, { title: row.title, passage: row.passage ?? '', date: row.date, ...(row.key ? { key: row.key } : {}) }]));
    },
  };
}

export type SiteSearchRepo = ReturnType<typeof createSiteSearchRepo>;
