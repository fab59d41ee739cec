// GET /pillars: the four pillars (water, energy, food, ecosystems) with their names in the request
// language, icon and [light, dark] colours. The index page's category row and charts take them from here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Pillar } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the pillars, in their id order. */
export async function getPillars(signal?: AbortSignal): Promise<Pillar[]> {
  const answer = await apiClient.get<ApiAnswer<Pillar[] | null>>('/pillars', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getPillarsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['pillars', language],
    queryFn: ({ signal }) => getPillars(signal),
    staleTime: 5 * 60 * 1000,
  });

/** The pillars in the current language. */
export function usePillars() {
  return useQuery(getPillarsQueryOptions(useLanguage()));
}
