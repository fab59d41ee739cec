// GET /search (issue 30): a page of results over every kind of public item, with a count per kind.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, SiteSearchAnswer, SiteSearchType } from '@wefe/contract';
import { apiClient } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** What a search asks for: the term, one kind or all, and the page. */
export interface SiteSearchRequest {
  q: string;
  type?: SiteSearchType | undefined;
  page?: number;
  perPage?: number;
}

/** Fetches one page of site search results. */
export async function searchSite(request: SiteSearchRequest, signal?: AbortSignal): Promise<SiteSearchAnswer> {
  return apiClient.get<SiteSearchAnswer>('/search', {
    query: { q: request.q, type: request.type, page: request.page, per_page: request.perPage },
    signal,
  });
}

export const searchSiteQueryOptions = (language: Language, request: SiteSearchRequest) =>
  queryOptions({
    queryKey: ['site-search', language, request.q, request.type ?? 'all', request.page ?? 1, request.perPage ?? 0],
    queryFn: ({ signal }) => searchSite(request, signal),
    // A new page or kind keeps the last results on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

/** Site search results in the current language; nothing is asked for while the term is blank. */
export function useSiteSearch(request: SiteSearchRequest) {
  return useQuery({ ...searchSiteQueryOptions(useLanguage(), request), enabled: request.q.trim() !== '' });
}
