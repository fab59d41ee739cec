// GET /stories/{id}: an approved story for everyone; its owner (and staff) see it in any review state.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Story } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches one story. */
export async function getStory(id: string, signal?: AbortSignal): Promise<Story> {
  const answer = await apiClient.get<ApiAnswer<Story>>(`/stories/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export const getStoryQueryOptions = (language: Language, id: string) =>
  queryOptions({
    queryKey: ['stories', language, 'detail', id],
    queryFn: ({ signal }) => getStory(id, signal),
  });

/** One story in the current language. */
export function useStory(id: string) {
  return useQuery(getStoryQueryOptions(useLanguage(), id));
}
