// GET /my-stories/{id}: one of the signed-in member's stories in any review state, with the texts as
// entered (`original`), for the edit form. Someone else's answers 404.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Story } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches one of the member's stories. */
export async function getMyStory(id: string, signal?: AbortSignal): Promise<Story> {
  const answer = await apiClient.get<ApiAnswer<Story>>(`/my-stories/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export const getMyStoryQueryOptions = (language: Language, id: string) =>
  queryOptions({
    queryKey: ['my-stories', language, id],
    queryFn: ({ signal }) => getMyStory(id, signal),
  });

/** One of the member's stories; `enabled` is false without a valid id. */
export function useMyStory(id: string, enabled: boolean) {
  return useQuery({ ...getMyStoryQueryOptions(useLanguage(), id), enabled });
}
