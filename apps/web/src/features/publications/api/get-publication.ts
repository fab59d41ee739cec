// GET /publications/{id}: an approved publication for everyone; the owner and staff see any state.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Publication } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches one publication. */
export async function getPublication(id: string, signal?: AbortSignal): Promise<Publication> {
  const answer = await apiClient.get<ApiAnswer<Publication>>(`/publications/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export const getPublicationQueryOptions = (language: Language, id: string) =>
  queryOptions({
    queryKey: ['publications', language, 'detail', id],
    queryFn: ({ signal }) => getPublication(id, signal),
  });

/** One publication in the current language. */
export function usePublication(id: string) {
  return useQuery(getPublicationQueryOptions(useLanguage(), id));
}
