// GET /news-events?type=news&limit=3: the latest news for the home page (spec part 1, 'Home').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_LATEST_NEWS, type Language } from '@wefe/contract/constants';
import type { NewsEvent } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { listItems } from '@/lib/pages';

/** Fetches the latest news items (the server's newest first). */
export async function getLatestNews(signal?: AbortSignal): Promise<NewsEvent[]> {
  const answer = await apiClient.get<ApiAnswer<unknown>>('/news-events', { query: { type: 'news', limit: HOME_LATEST_NEWS }, signal });
  return listItems<NewsEvent>(answer.data).slice(0, HOME_LATEST_NEWS);
}

export const getLatestNewsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['news-events', language, 'latest-news', HOME_LATEST_NEWS],
    queryFn: ({ signal }) => getLatestNews(signal),
  });

/** The latest news in the current language. */
export function useLatestNews() {
  return useQuery(getLatestNewsQueryOptions(useLanguage()));
}
