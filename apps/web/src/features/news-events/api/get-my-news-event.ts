// GET /my-news-events/{id}: one of the signed-in member's news items or events in any review state,
// for the edit form. Someone else's answers 404.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, NewsEvent } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches one of the member's news items or events. */
export async function getMyNewsEvent(id: string, signal?: AbortSignal): Promise<NewsEvent> {
  const answer = await apiClient.get<ApiAnswer<NewsEvent>>(`/my-news-events/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export const getMyNewsEventQueryOptions = (language: Language, id: string) =>
  queryOptions({
    queryKey: ['my-news-events', language, id],
    queryFn: ({ signal }) => getMyNewsEvent(id, signal),
  });

/** One of the member's news items or events; `enabled` is false without a valid id. */
export function useMyNewsEvent(id: string, enabled: boolean) {
  return useQuery({ ...getMyNewsEventQueryOptions(useLanguage(), id), enabled });
}
