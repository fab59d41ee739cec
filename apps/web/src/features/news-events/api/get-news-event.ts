// GET /news-events/{id}: an approved news item or event for everyone; its owner (and staff) see it in
// any review state. 404 'News/Event not found' otherwise.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, NewsEvent } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches one news item or event. */
export async function getNewsEvent(id: string, signal?: AbortSignal): Promise<NewsEvent> {
  const answer = await apiClient.get<ApiAnswer<NewsEvent>>(`/news-events/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export const getNewsEventQueryOptions = (language: Language, id: string) =>
  queryOptions({
    queryKey: ['news-events', language, 'detail', id],
    queryFn: ({ signal }) => getNewsEvent(id, signal),
  });

/** One news item or event in the current language. */
export function useNewsEvent(id: string) {
  return useQuery(getNewsEventQueryOptions(useLanguage(), id));
}
