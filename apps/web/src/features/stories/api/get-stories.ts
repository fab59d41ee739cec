// GET /stories: approved stories, one page of 9 at a time, with the list's filters applied by the server
// (search, sector, region, progress status, sort). 'Load more' shows 9 more, so this is an infinite query.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { STORIES_PAGE_SIZE, type Language, type Story } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { nextPageParam, toPage, type Page, type PageMeta } from '@/lib/pages';
import { storyFiltersQuery, type StoryListFilters } from '../components/story-list-filters';

/** One page of stories. */
export async function getStories(filters: StoryListFilters, page: number, signal?: AbortSignal): Promise<Page<Story>> {
  const answer = await apiClient.get<ApiAnswer<Story[], Partial<PageMeta>>>('/stories', {
    query: { ...storyFiltersQuery(filters), page, per_page: STORIES_PAGE_SIZE },
    signal,
  });
  return toPage(answer, page, STORIES_PAGE_SIZE);
}

export const getStoriesQueryOptions = (language: Language, filters: StoryListFilters) =>
  infiniteQueryOptions({
    queryKey: ['stories', language, 'list', filters],
    queryFn: ({ pageParam, signal }) => getStories(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** The filtered stories in the current language, page by page. */
export function useStories(filters: StoryListFilters) {
  return useInfiniteQuery(getStoriesQueryOptions(useLanguage(), filters));
}
