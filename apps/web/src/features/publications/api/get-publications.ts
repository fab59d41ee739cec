// GET /publications and GET /publications/search: approved publications, one page at a time, with the
// filters applied by the server (search, region, years, topic, type, sort). The list shows pages one
// after another ('Load more'), so this is an infinite query.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PUBLICATIONS_PAGE_SIZE, type Language, type Publication } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { filtersQuery, hasActiveFilters, type PublicationFilters } from '../components/filters';

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface PublicationsPage {
  items: Publication[];
  meta: PageMeta;
}

/** One page of publications; the plain list uses GET /publications, a filtered one /publications/search. */
export async function getPublications(filters: PublicationFilters, page: number, signal?: AbortSignal): Promise<PublicationsPage> {
  const path = hasActiveFilters(filters) ? '/publications/search' : '/publications';
  const answer = await apiClient.get<ApiAnswer<Publication[], Partial<PageMeta>>>(path, {
    query: { ...filtersQuery(filters), page, per_page: PUBLICATIONS_PAGE_SIZE },
    signal,
  });
  const items = Array.isArray(answer.data) ? answer.data : [];
  const meta = answer.meta ?? {};
  const perPage = meta.per_page ?? PUBLICATIONS_PAGE_SIZE;
  const total = meta.total ?? items.length;
  return {
    items,
    meta: {
      current_page: meta.current_page ?? page,
      per_page: perPage,
      total,
      last_page: meta.last_page ?? Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

export const getPublicationsQueryOptions = (language: Language, filters: PublicationFilters) =>
  infiniteQueryOptions({
    queryKey: ['publications', language, 'list', filters],
    queryFn: ({ pageParam, signal }) => getPublications(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PublicationsPage) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });

/** The filtered publications in the current language, page by page. */
export function usePublications(filters: PublicationFilters) {
  return useInfiniteQuery(getPublicationsQueryOptions(useLanguage(), filters));
}
