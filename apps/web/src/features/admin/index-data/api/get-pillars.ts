// GET /pillars: the four pillars named in the reader's language, the choices of the indicator and map forms.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Pillar } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the four pillars. */
export async function getPillars(signal?: AbortSignal): Promise<Pillar[]> {
  const answer = await apiClient.get<ApiAnswer<Pillar[] | null>>('/pillars', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

// The same key and shape as the public index pages, so both share one cached answer.
export const getPillarsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['pillars', language], queryFn: ({ signal }) => getPillars(signal), staleTime: 5 * 60 * 1000 });

/** The pillars in the current language. */
export function usePillars() {
  return useQuery(getPillarsQueryOptions(useLanguage()));
}
