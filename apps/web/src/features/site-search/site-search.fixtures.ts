// Site search answers for the web's tests, in the contract's shape.
import { SITE_SEARCH_TYPES, type SiteSearchAnswer, type SiteSearchResult, type SiteSearchType } from '@wefe/contract';

/** A result of one kind. */
export function searchResult(type: SiteSearchType, id: number | string, title: string, url: string, snippet: SiteSearchResult['snippet'] = []): SiteSearchResult {
  return { type, id, title, url, snippet, date: type === 'country' ? null : '2025-03-05' };
}

/** The API's answer holding `results`, as mockApi gives it. */
export function searchReply(...args: Parameters<typeof searchAnswer>): { status: number; body: SiteSearchAnswer } {
  return { status: 200, body: searchAnswer(...args) };
}

/** An answer holding `results` as page `page` of `total`, with facets counted from `counts`. */
export function searchAnswer(
  results: SiteSearchResult[],
  options: { page?: number; perPage?: number; total?: number; counts?: Partial<Record<SiteSearchType, number>>; misspelling?: boolean; lowerBound?: boolean } = {},
): SiteSearchAnswer {
  const { page = 1, perPage = 10, misspelling = false } = options;
  const counts = options.counts ?? Object.fromEntries(SITE_SEARCH_TYPES.map((type) => [type, results.filter((result) => result.type === type).length]));
  const total = options.total ?? Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    success: true,
    message: 'Search results retrieved successfully.',
    data: results,
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: lastPage,
      ...(options.lowerBound ? { total_is_lower_bound: true as const } : {}),
      misspelling_fallback: misspelling,
      facets: SITE_SEARCH_TYPES.map((type) => ({ type, count: counts[type] ?? 0, count_is_lower_bound: false })),
    },
    links: { first: null, last: null, prev: null, next: null },
  };
}
