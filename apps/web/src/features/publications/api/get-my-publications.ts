// GET /my-publications: the signed-in member's publications in every review state, each with its
// status and rejection reason (the profile's 'My Publications' tab and its count).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Publication } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the member's publications. */
export async function getMyPublications(signal?: AbortSignal): Promise<Publication[]> {
  const answer = await apiClient.get<ApiAnswer<Publication[]>>('/my-publications', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getMyPublicationsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['my-publications', language],
    queryFn: ({ signal }) => getMyPublications(signal),
  });

/** The member's publications in the current language. */
export function useMyPublications() {
  return useQuery(getMyPublicationsQueryOptions(useLanguage()));
}
