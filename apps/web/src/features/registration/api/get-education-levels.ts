// GET /register/education-levels: the education levels of the additional-information step.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, NamedLookup } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the education levels, named in the request language. */
export async function getEducationLevels(signal?: AbortSignal): Promise<NamedLookup[]> {
  const answer = await apiClient.get<ApiAnswer<NamedLookup[]>>('/register/education-levels', { signal });
  return answer.data ?? [];
}

export const getEducationLevelsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['education-levels', language],
    queryFn: ({ signal }) => getEducationLevels(signal),
    staleTime: Infinity,
  });

/** The education levels in the current language. */
export function useEducationLevels() {
  return useQuery(getEducationLevelsQueryOptions(useLanguage()));
}
