// GET /my-stories: the signed-in member's stories in every review state, each with its status and
// rejection reason (the profile's 'My Stories' tab and its count).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Story } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the member's stories. */
export async function getMyStories(signal?: AbortSignal): Promise<Story[]> {
  const answer = await apiClient.get<ApiAnswer<Story[]>>('/my-stories', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getMyStoriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['my-stories', language],
    queryFn: ({ signal }) => getMyStories(signal),
  });

/** The member's stories in the current language. */
export function useMyStories() {
  return useQuery(getMyStoriesQueryOptions(useLanguage()));
}
