// The search condition the public lists share: full-text first, trigrams only when it finds nothing.
import { getTableColumns, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';
import { SEARCH_EXACT_TOTAL_MAX } from '@wefe/contract';
import { inTransaction, keepPlan, searchIndexDbOf, type Db } from './client.ts';
import { searchWords } from './schema.ts';

/** One way of matching a search term: its WHERE condition and what ranks equal dates. */
export interface SearchMatch {
  condition: SQL;
  rank: SQL;
  /** The rank compares the term with each row's whole text (the misspelling fallback): costly per row. */
  rankReadsText?: true;
}

/**
 * The two ways of matching `q`, in the order a list tries them. Full-text (word forms in English,
 * French and Arabic, on the GIN index) comes first; trigram word similarity (typos, partial words) is
 * tried only when full-text finds nothing, because OR-ing them made PostgreSQL read the whole table:
 * a common word's trigrams match nearly every row (11 s for "water" at 100,000 publications).
 */
export function searchMatches(q: string, columns: { vector: AnyColumn; text: AnyColumn }): [SearchMatch, SearchMatch] {
  const tsquery = fullTextQuery(q);
  return [{ condition: sql`${columns.vector} @@ ${tsquery}`, rank: sql`ts_rank(${columns.vector}, ${tsquery})` }, similarWords(q, columns)];
}

/**
 * A match on a query worked out beforehand, as tsquery text (`queryText`): the statement casts it instead
 * of parsing and stemming the term again wherever it is used (the site search used it 28 times).
 */
export function matchOnQuery(query: string, columns: { vector: AnyColumn }): SearchMatch {
  const tsquery = sql`${query}::tsquery`;
  return { condition: sql`${columns.vector} @@ ${tsquery}`, rank: sql`ts_rank(${columns.vector}, ${tsquery})` };
}

/**
 * A query (fullTextQuery, similarWordsQuery) as tsquery text, worked out once; undefined when it holds
 * no word to look for (a term of stop words, or no word spelt like it), which matches nothing.
 */
export async function queryText(db: Db, query: SQL): Promise<string | undefined> {
  const answer = await db.execute(sql`select q::text as query, coalesce(numnode(q), 0) as nodes from (select ${query} as q) as term`);
  // Both drivers answer raw queries with `{ rows }`.
  const [row] = (answer as unknown as { rows: Array<{ query: string | null; nodes: number | string }> }).rows;
  return row?.query && Number(row.nodes) > 0 ? row.query : undefined;
}

/** Whether the misspelling fallback compares `q` with whole texts (several words) rather than with the hub's words. */
export function comparesWholeTexts(q: string): boolean {
  return /\s/.test(q.trim());
}

/** A term as the searchable texts are written: Arabic spellings normalised (`search_normalize`, migration 0022). */
export function normalisedTerm(q: string): SQL {
  return sql`search_normalize(${q})`;
}

/** A term's full-text query in every configuration the search vectors hold. */
export function fullTextQuery(q: string): SQL {
  const term = normalisedTerm(q);
  return sql`(websearch_to_tsquery('english', ${term}) || websearch_to_tsquery('french', ${term}) || websearch_to_tsquery('arabic', ${term}) || websearch_to_tsquery('simple', ${term}))`;
}

/** The most words like a one-word term the fallback looks for. */
const SIMILAR_WORDS_MAX = 20;

/**
 * The misspelling fallback. A one-word term (most typos) is looked up among the hub's words
 * (`search_words`, a few thousand short strings on a trigram index): the rows holding a word like it
 * (word similarity at pg_trgm's threshold, 0.6) are found through the search vectors. Comparing the
 * term with each row's whole text instead rechecked every row sharing its common trigrams, about
 * 0.1 ms each: 0.4-6.7 s for a place or a name no text has on the 100,000 publications, and it matched
 * spans across two words ("Fondation" found 1,001 texts on irrigation and desalination at 0.6). A
 * term of several words is still compared with whole texts, as before. Ranked by word similarity.
 */
function similarWords(q: string, columns: { vector: AnyColumn; text: AnyColumn }): SearchMatch {
  const term = normalisedTerm(q);
  const rank = sql`word_similarity(${term}, ${columns.text})`;
  if (comparesWholeTexts(q)) return { condition: sql`${term} <% ${columns.text}`, rank, rankReadsText: true };
  return { condition: sql`${columns.vector} @@ ${similarWordsQuery(q)}`, rank, rankReadsText: true };
}

/**
 * The words of the hub's texts spelt like a one-word term, as a 'simple' full-text query (null when
 * none is): what the misspelling fallback looks for.
 */
export function similarWordsQuery(q: string): SQL {
  const term = normalisedTerm(q);
  // Each word a quoted phrase, so a word such as "or" is a word, not websearch's operator; none found
  // makes the query null, which matches no row.
  const words = sql`(select string_agg('"' || word || '"', ' or ') from (select word from ${searchWords} where ${term} <% word order by word_similarity(${term}, word) desc, word limit ${SIMILAR_WORDS_MAX}) as alike)`;
  return sql`websearch_to_tsquery('simple', ${words})`;
}

/** Runs a list query with each match in turn until one finds something (or with none when no term). */
export async function firstMatching<T extends { total: number }>(
  matches: readonly SearchMatch[] | undefined,
  list: (match: SearchMatch | undefined) => Promise<T>,
): Promise<T> {
  if (!matches) return list(undefined);
  let result: T | undefined;
  for (const match of matches) {
    result = await list(match);
    if (result.total > 0) return result;
  }
  return result!;
}

/** One key of a list's order: what it sorts by, which way, and where nulls go when not PostgreSQL's default. */
export interface OrderKey {
  by: SQL | AnyColumn;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

const direction = (key: OrderKey) => sql.raw(`${key.direction}${key.nulls ? ` nulls ${key.nulls}` : ''}`);

/** A list's order as ORDER BY terms, for the lists that are not searches. */
export function orderTerms(order: readonly OrderKey[]): SQL[] {
  return order.map((key) => sql`${key.by} ${direction(key)}`);
}

/**
 * Runs a statement whose matches must come through the search indexes, with sequential scans off for
 * it alone: on PostgreSQL on a connection of the search pool, where they are off (db/client.ts); on
 * PGlite's own thread in a transaction the thread opens itself; elsewhere (PGlite in this thread, a
 * transaction) with SET LOCAL in a transaction of its own. With the bound's LIMIT
 * the planner expected a common word's 1,001 matches early in a sequential scan and rechecked every
 * row's search vector on the way (230 ms for "solar" on 100,000 publications) where the index's
 * bitmap finds them in 30-60 ms. With `keepPlan`, for a statement whose text repeats with other values
 * (a list search's shape), the database keeps its plan: PGlite's own thread PREPAREs it, PostgreSQL's
 * search pool sends it as a named statement (db/kept-plans.ts).
 */
export function throughSearchIndexes(db: Db, statement: SQL, options: { keepPlan?: boolean } = {}): Promise<unknown> {
  const searchDb = searchIndexDbOf(db, options.keepPlan);
  if (searchDb) return searchDb.execute(statement);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(statement);
  });
}

/** A page of a search: its ids in order, and the total, a lower bound when `totalIsLowerBound`. */
export interface SearchPage {
  ids: number[];
  total: number;
  totalIsLowerBound?: true;
}

/**
 * The ids of one page of a search's matches, in order, and how many match, in one statement (issue
 * 29). The matches are taken once, through the search indexes: a materialised CTE, so the planner
 * cannot walk a date index instead, rechecking each row's search vector until a page fills (a second
 * for a rare word on 50,000 stories), and the total is counted there, not in a second pass. The
 * order's keys are read in the same pass, while each matching row is at hand, so the page is a sort
 * of the matches alone. `from` is the table with the joins `where` and `order` need.
 * At most SEARCH_EXACT_TOTAL_MAX + 1 matches are taken: when there are more, the word is common, its
 * matches dense, and the page comes from walking the order's index as a plain list does (or, for an
 * order no index serves, from the word's matches in its GIN index: with sequential scans off, not from
 * every row and its search vector, 148 → 13 ms for a word in 4,677 of 50,000 stories). That page is
 * the other branch of the same statement's CASE, which PostgreSQL runs only when taken: a second
 * statement in a second transaction cost four more round trips for most searches (most words are common).
 * With `keepPlan`, the database keeps the statement's plan (throughSearchIndexes): after five runs
 * PostgreSQL keeps a generic plan, which does not know how common the word is and sorts all of a common
 * word's matches instead of walking the order's index. Cheap on a table the size of news and events
 * (W12 on PGlite: 142-146 → 168-177 searches a second; on PostgreSQL a search statement took 1.71 ms
 * on average against 2.11, its p99 8.3 ms against 5.0), dear on the stories' (W11: 100-105 → 76-82).
 */
export async function matchingPage(
  db: Db,
  options: { from: SQL; id: AnyColumn; where: SQL; order: readonly OrderKey[]; offset: number; limit: number; keepPlan?: boolean },
): Promise<SearchPage> {
  const { from, id, where, order, offset, limit } = options;
  const keys = order.map((key, i) => sql`${key.by} as ${sql.identifier(`k${i}`)}`);
  const sorting = order.map((key, i) => sql`${sql.identifier(`k${i}`)} ${direction(key)}`);
  const answer = await throughSearchIndexes(
    db,
    sql`
    with hits as materialized (select ${id} as id, ${sql.join(keys, sql`, `)} from ${from} where ${where} limit ${SEARCH_EXACT_TOTAL_MAX + 1}),
      counted as materialized (select count(*)::int as n from hits)
    select (select n from counted) as total,
      case when (select n from counted) <= ${SEARCH_EXACT_TOTAL_MAX}
        then array(select id from hits order by ${sql.join(sorting, sql`, `)} limit ${limit} offset ${offset})
        else array(${pageIdsStatement({ from, id, where, order, offset, limit: boundedLimit(offset, limit) })})
      end as ids`,
    { keepPlan: options.keepPlan ?? false },
  );
  // Both drivers answer raw queries with `{ rows }`.
  const [row] = (answer as unknown as { rows: Array<{ total: number; ids: Array<number | string> }> }).rows;
  const total = row?.total ?? 0;
  const ids = (row?.ids ?? []).map(Number);
  if (total > SEARCH_EXACT_TOTAL_MAX) return { ids, total: SEARCH_EXACT_TOTAL_MAX, totalIsLowerBound: true };
  return { ids, total };
}

/** The statement of one page of a list's ids, in order (pageIds), for a statement that holds it. */
export function pageIdsStatement(options: { from: SQL; id: AnyColumn; where: SQL | undefined; order: readonly OrderKey[]; offset: number; limit: number }): SQL {
  const { from, id, where, order, offset, limit } = options;
  return sql`select ${id} as id from ${from} ${where ? sql`where ${where}` : sql``} order by ${sql.join(orderTerms(order), sql`, `)} limit ${limit} offset ${offset}`;
}

/**
 * The ids of one page of a list, in order, read from its table and the joins its filters need, not
 * the joins its rows need: a deep page then walks an index of one table instead of thousands of joined
 * rows (page 500 of publications: 64 → 32 ms; page 5000: 490 → 143 ms, issue 29).
 */
export async function pageIds(
  db: Db,
  options: { from: SQL; id: AnyColumn; where: SQL | undefined; order: readonly OrderKey[]; offset: number; limit: number },
): Promise<number[]> {
  const answer = await db.execute(pageIdsStatement(options));
  // Both drivers answer raw queries with `{ rows }`.
  return (answer as unknown as { rows: Array<{ id: number | string }> }).rows.map((found) => Number(found.id));
}

/**
 * How many of a page's rows a search with more matches than it counts answers: its results end at
 * SEARCH_EXACT_TOTAL_MAX, where its last page ends, as a search engine's do (narrow it to see more).
 */
export function boundedLimit(offset: number, limit: number): number {
  return Math.max(0, Math.min(limit, SEARCH_EXACT_TOTAL_MAX - offset));
}

/** Rows fetched by id, put back in the order of `ids` (a page found by matchingPage). */
function inIdOrder<T>(ids: readonly number[], rows: readonly T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

/**
 * Reads a page's rows by id, in the page's order, through a statement prepared the first time it runs.
 * `prepare` gets the condition's right side (`${id} = ${ids}`) and answers the select prepared under a
 * name. On PostgreSQL the statement's text is then sent once a connection and its plan is kept: the
 * rows of a news/event page with their five JSON lists took 0.5-0.8 ms to plan on the bench data, more
 * than to run (0.4-0.7 ms), and drizzle spent as long again building its 4.8 KB of SQL (issue 29). On
 * PGlite's own thread the thread keeps its plan (`keepPlan`), as PGlite names no statement itself.
 */
export function pageRowsReader<Row>(
  db: Db,
  prepare: (ids: SQL) => { execute(values: { ids: number[] }): Promise<Row[]>; getQuery(): { sql: string } },
  idOf: (row: Row) => number,
): (ids: readonly number[]) => Promise<Row[]> {
  let statement: ReturnType<typeof prepare> | undefined;
  return async (ids) => {
    if (ids.length === 0) return [];
    if (!statement) {
      statement = prepare(sql`any(${sql.placeholder('ids')}::int[])`);
      keepPlan(db, statement.getQuery().sql);
    }
    return inIdOrder(ids, await statement.execute({ ids: [...ids] }), idOf);
  };
}

/** A row of a searchable table as lists and details read it: without its search text and vector. */
export type WithoutSearch<Row> = Omit<Row, 'searchText' | 'searchVector'>;

/**
 * A searchable table's columns without its search text and vector. Those exist for the WHERE clause
 * only; selected with the row they were over half its bytes (1.6 of 2.85 KB a story, 1.6 of 2.1 KB a
 * publication on the bench data), read and parsed on every list and detail and never sent.
 */
export function columnsWithoutSearch<T extends Table & { searchText: AnyColumn; searchVector: AnyColumn }>(table: T) {
  const { searchText: _text, searchVector: _vector, ...columns } = getTableColumns(table);
  return columns;
}
