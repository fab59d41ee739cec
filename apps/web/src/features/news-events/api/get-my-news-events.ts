// GET /my-news-events: the signed-in member's news items and events in every review state, each with
// its status and rejection reason (the profile's 'My News & Events' tab and its count).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, NewsEvent } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { listItems } from '@/lib/pages';

/** Fetches the member's news items and events. */
export async function getMyNewsEvents(signal?: AbortSignal): Promise<NewsEvent[]> {
  const answer = await apiClient.get<ApiAnswer<unknown>>('/my-news-events', { signal });
  return listItems<NewsEvent>(answer.data);
}

export const getMyNewsEventsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['my-news-events', language],
    queryFn: ({ signal }) => getMyNewsEvents(signal),
  });

/** The member's news items and events in the current language. */
export function useMyNewsEvents() {
  return useQuery(getMyNewsEventsQueryOptions(useLanguage()));
}
