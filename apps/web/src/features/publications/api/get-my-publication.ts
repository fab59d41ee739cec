// GET /my-publications/{id}: one of the signed-in member's publications, in any state (the edit form's
// data). Someone else's answers 404.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Publication } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches one of the member's publications. */
export async function getMyPublication(id: string, signal?: AbortSignal): Promise<Publication> {
  const answer = await apiClient.get<ApiAnswer<Publication>>(`/my-publications/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export const getMyPublicationQueryOptions = (language: Language, id: string) =>
  queryOptions({
    queryKey: ['my-publications', language, id],
    queryFn: ({ signal }) => getMyPublication(id, signal),
  });

/** One of the member's publications in the current language; `enabled` is false without a valid id. */
export function useMyPublication(id: string, enabled: boolean) {
  return useQuery({ ...getMyPublicationQueryOptions(useLanguage(), id), enabled });
}
