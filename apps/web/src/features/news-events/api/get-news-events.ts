// GET /news-events and GET /news-events/search: approved news and events, one page of 9 at a time,
// with the list's filters applied by the server (tab, search, post types, region, sort). The plain
// list (a tab and a sort at most) asks /news-events; a narrowed one /news-events/search, with lists
// joined by commas. 'Load more' shows 9 more, so this is an infinite query.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEWS_EVENTS_PAGE_SIZE, type Language, type NewsEvent } from '@wefe/contract';
import { apiClient } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { nextPageParam, toPage, type Page, type PageAnswer } from '@/lib/pages';
import { narrowsNewsEvents, newsEventFiltersQuery, type NewsEventListFilters } from '../components/news-event-list-filters';

/** One page of news and events. */
export async function getNewsEvents(filters: NewsEventListFilters, page: number, signal?: AbortSignal): Promise<Page<NewsEvent>> {
  const path = narrowsNewsEvents(filters) ? '/news-events/search' : '/news-events';
  const answer = await apiClient.get<PageAnswer<NewsEvent>>(path, {
    query: { ...newsEventFiltersQuery(filters), page, per_page: NEWS_EVENTS_PAGE_SIZE },
    signal,
  });
  return toPage(answer, page, NEWS_EVENTS_PAGE_SIZE);
}

export const getNewsEventsQueryOptions = (language: Language, filters: NewsEventListFilters) =>
  infiniteQueryOptions({
    queryKey: ['news-events', language, 'list', filters],
    queryFn: ({ pageParam, signal }) => getNewsEvents(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** The filtered news and events in the current language, page by page. */
export function useNewsEvents(filters: NewsEventListFilters) {
  return useInfiniteQuery(getNewsEventsQueryOptions(useLanguage(), filters));
}
