// GET /about: the hub's footprint figures for the about page (spec part 1, 'About'). When the call
// fails the page shows ABOUT_STATS_FALLBACK instead (spec part 1, section 9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AboutStats, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the footprint figures. */
export async function getAboutStats(signal?: AbortSignal): Promise<AboutStats> {
  const answer = await apiClient.get<ApiAnswer<AboutStats>>('/about', { signal });
  return answer.data;
}

export const getAboutStatsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['about', language],
    queryFn: ({ signal }) => getAboutStats(signal),
  });

/** The footprint figures. */
export function useAboutStats() {
  return useQuery(getAboutStatsQueryOptions(useLanguage()));
}
