// GET /indexes/years: the years with a computed index (newest first), how many countries each ranks,
// the years its values come from, whether it is provisional, and the year the page opens on (the
// latest comparable one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndexYears, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

export type { IndexYears };

/** Fetches the index years; a missing list is an empty one. */
export async function getIndexYears(signal?: AbortSignal): Promise<IndexYears> {
  const answer = await apiClient.get<ApiAnswer<Partial<IndexYears> | null>>('/indexes/years', { signal });
  const data = answer.data ?? {};
  return { years: Array.isArray(data.years) ? data.years : [], default_year: data.default_year ?? null };
}

export const getIndexYearsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['indexes', language, 'years'],
    queryFn: ({ signal }) => getIndexYears(signal),
    staleTime: 5 * 60 * 1000,
  });

/** The index years. */
export function useIndexYears() {
  return useQuery(getIndexYearsQueryOptions(useLanguage()));
}
