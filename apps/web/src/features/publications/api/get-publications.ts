// GET /publications and GET /publications/search: approved publications, one page at a time, with the
// filters applied by the server (search, region, years, topic, type, sort). The list shows pages one
// after another ('Load more'), so this is an infinite query.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PUBLICATIONS_PAGE_SIZE, type Language, type Publication } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { nextPageParam, toPage, type Page, type PageMeta } from '@/lib/pages';
import { filtersQuery, hasActiveFilters, type PublicationFilters } from '../components/filters';

export type PublicationsPage = Page<Publication>;

/** One page of publications; the plain list uses GET /publications, a filtered one /publications/search. */
export async function getPublications(filters: PublicationFilters, page: number, signal?: AbortSignal): Promise<PublicationsPage> {
  const path = hasActiveFilters(filters) ? '/publications/search' : '/publications';
  const answer = await apiClient.get<ApiAnswer<Publication[], Partial<PageMeta>>>(path, {
    query: { ...filtersQuery(filters), page, per_page: PUBLICATIONS_PAGE_SIZE },
    signal,
  });
  return toPage(answer, page, PUBLICATIONS_PAGE_SIZE);
}

export const getPublicationsQueryOptions = (language: Language, filters: PublicationFilters) =>
  infiniteQueryOptions({
    queryKey: ['publications', language, 'list', filters],
    queryFn: ({ pageParam, signal }) => getPublications(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** The filtered publications in the current language, page by page. */
export function usePublications(filters: PublicationFilters) {
  return useInfiniteQuery(getPublicationsQueryOptions(useLanguage(), filters));
}
