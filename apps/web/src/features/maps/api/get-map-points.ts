// GET /interactive-maps/map/{id}?year=: one year of a map's points, with their country and legend key
// (page size 1000, the spec's).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { MAP_POINTS_PAGE_SIZE, type Language, type MapPoint } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The relations every points call embeds. */
export const MAP_POINT_RELATIONS = 'country,mapKey';

/** Fetches the points of a map in a year. */
export async function getMapPoints(mapId: number, year: number, signal?: AbortSignal): Promise<MapPoint[]> {
  const answer = await apiClient.get<ApiAnswer<MapPoint[]>>(`/interactive-maps/map/${mapId}`, {
    query: { year, with: MAP_POINT_RELATIONS, per_page: MAP_POINTS_PAGE_SIZE },
    signal,
  });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getMapPointsQueryOptions = (language: Language, mapId: number | undefined, year: number | undefined) =>
  queryOptions({
    queryKey: ['interactive-maps', language, 'map', mapId, year],
    queryFn: mapId === undefined || year === undefined ? skipToken : ({ signal }) => getMapPoints(mapId, year, signal),
    // Another year of the same map keeps the previous points on the globe until the new ones arrive,
    // so the globe does not blink (or lose its turn) on every year; another map starts afresh.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === language && previousQuery.queryKey[3] === mapId ? previous : undefined,
  });

/** A year of a map's points in the current language; idle until both are chosen. */
export function useMapPoints(mapId: number | undefined, year: number | undefined) {
  return useQuery(getMapPointsQueryOptions(useLanguage(), mapId, year));
}
