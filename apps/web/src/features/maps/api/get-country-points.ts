// GET /interactive-maps/country/{id}?map_id=: one country's points of a map, every year, newest first;
// an empty list when the country has no data for that map.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { MAP_POINTS_PAGE_SIZE, type Language, type MapPoint } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { MAP_POINT_RELATIONS } from './get-map-points';

/** Fetches a country's points of a map, newest year first. */
export async function getCountryPoints(countryId: number, mapId: number, signal?: AbortSignal): Promise<MapPoint[]> {
  const answer = await apiClient.get<ApiAnswer<MapPoint[]>>(`/interactive-maps/country/${countryId}`, {
    query: { map_id: mapId, with: MAP_POINT_RELATIONS, per_page: MAP_POINTS_PAGE_SIZE },
    signal,
  });
  const points = Array.isArray(answer.data) ? answer.data : [];
  return [...points].sort((a, b) => b.year - a.year);
}

export const getCountryPointsQueryOptions = (language: Language, countryId: number | undefined, mapId: number | undefined) =>
  queryOptions({
    queryKey: ['interactive-maps', language, 'country', countryId, mapId],
    queryFn: countryId === undefined || mapId === undefined ? skipToken : ({ signal }) => getCountryPoints(countryId, mapId, signal),
  });

/** A country's points of a map in the current language; idle until both are chosen. */
export function useCountryPoints(countryId: number | undefined, mapId: number | undefined) {
  return useQuery(getCountryPointsQueryOptions(useLanguage(), countryId, mapId));
}
