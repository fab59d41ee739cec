// The search condition the public lists share: full-text first, trigrams only when it finds nothing.
import { getTableColumns, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';

/** One way of matching a search term: its WHERE condition and what ranks equal dates. */
export interface SearchMatch {
  condition: SQL;
  rank: SQL;
}

/**
 * The two ways of matching `q`, in the order a list tries them. Full-text (word forms in English,
 * French and Arabic, on the GIN index) comes first; trigram word similarity (typos, partial words) is
 * tried only when full-text finds nothing, because OR-ing them made PostgreSQL read the whole table:
 * a common word's trigrams match nearly every row (11 s for "water" at 100,000 publications).
 */
export function searchMatches(q: string, columns: { vector: AnyColumn; text: AnyColumn }): [SearchMatch, SearchMatch] {
  const tsquery = sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('french', ${q}) || websearch_to_tsquery('arabic', ${q}) || websearch_to_tsquery('simple', ${q}))`;
  return [
    { condition: sql`${columns.vector} @@ ${tsquery}`, rank: sql`ts_rank(${columns.vector}, ${tsquery})` },
    { condition: sql`${q} <% ${columns.text}`, rank: sql`word_similarity(${q}, ${columns.text})` },
  ];
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
