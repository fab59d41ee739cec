// GET /maps?with=sector: every map with its sector's name, for the country page's map selector
// (grouped by sector).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, MapInfo } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches all maps, each with its sector. */
export async function getMaps(signal?: AbortSignal): Promise<MapInfo[]> {
  const answer = await apiClient.get<ApiAnswer<MapInfo[]>>('/maps', { query: { with: 'sector' }, signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getMapsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['maps', language, 'list'],
    queryFn: ({ signal }) => getMaps(signal),
  });

/** All maps in the current language. */
export function useMaps() {
  return useQuery(getMapsQueryOptions(useLanguage()));
}
