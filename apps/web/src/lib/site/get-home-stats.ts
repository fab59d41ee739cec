// GET /home-page: the hub's counted figures (visitors, registered users, countries, publications,
// success stories), read by the home page's about card and impact row and by the impact page's
// counters (spec part 1, 'Home' and 'Impact').
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeStats, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the counted figures. */
export async function getHomeStats(signal?: AbortSignal): Promise<HomeStats> {
  const answer = await apiClient.get<ApiAnswer<HomeStats>>('/home-page', { signal });
  return answer.data;
}

/** The query of the counted figures, cached under the language like every server answer. */
export const getHomeStatsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['home-page', language],
    queryFn: ({ signal }) => getHomeStats(signal),
  });

/** The counted figures (the language is in the key like every server answer's, though figures do not change with it). */
export function useHomeStats() {
  return useQuery(getHomeStatsQueryOptions(useLanguage()));
}
