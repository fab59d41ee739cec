// GET /interactive-maps/years?map_id=: the years a map has points for, newest first.
//
// The original site derived the years from one page of 1000 points of the map, which silently drops
// years once a map holds more points than that; asking the server for the distinct years is the honest
// way to offer every year.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the years of a map, newest first. */
export async function getMapYears(mapId: number, signal?: AbortSignal): Promise<number[]> {
  const answer = await apiClient.get<ApiAnswer<number[]>>('/interactive-maps/years', { query: { map_id: mapId }, signal });
  const years = Array.isArray(answer.data) ? answer.data.filter((year) => Number.isInteger(year)) : [];
  return [...new Set(years)].sort((a, b) => b - a);
}

export const getMapYearsQueryOptions = (language: Language, mapId: number | undefined) =>
  queryOptions({
    queryKey: ['interactive-maps', language, 'years', mapId],
    queryFn: mapId === undefined ? skipToken : ({ signal }) => getMapYears(mapId, signal),
  });

/** The years of a map; idle until a map is chosen. */
export function useMapYears(mapId: number | undefined) {
  return useQuery(getMapYearsQueryOptions(useLanguage(), mapId));
}
