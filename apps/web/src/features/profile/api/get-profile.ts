// GET /profile: the signed-in member as the API shows them to themselves.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, User } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the signed-in member. */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const answer = await apiClient.get<ApiAnswer<User>>('/profile', { signal });
  return answer.data;
}

export const getProfileQueryOptions = (language: Language) =>
  queryOptions({
    // Lookup names inside the user (country, organization type, education level) follow the language.
    queryKey: ['profile', language],
    queryFn: ({ signal }) => getProfile(signal),
  });

/** The signed-in member in the current language. */
export function useProfile() {
  return useQuery(getProfileQueryOptions(useLanguage()));
}
