// GET /register/organization-types: the organization types of the career step.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, NamedLookup } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the organization types, named in the request language. */
export async function getOrganizationTypes(signal?: AbortSignal): Promise<NamedLookup[]> {
  const answer = await apiClient.get<ApiAnswer<NamedLookup[]>>('/register/organization-types', { signal });
  return answer.data ?? [];
}

export const getOrganizationTypesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['organization-types', language],
    queryFn: ({ signal }) => getOrganizationTypes(signal),
    staleTime: Infinity,
  });

/** The organization types in the current language. */
export function useOrganizationTypes() {
  return useQuery(getOrganizationTypesQueryOptions(useLanguage()));
}
