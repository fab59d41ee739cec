// GET /maps/sector/{id}: the maps of one sector, in order; the first is the pillar's score map.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Language, MapInfo } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the maps of a sector. */
export async function getSectorMaps(sectorId: number, signal?: AbortSignal): Promise<MapInfo[]> {
  const answer = await apiClient.get<ApiAnswer<MapInfo[]>>(`/maps/sector/${sectorId}`, { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getSectorMapsQueryOptions = (language: Language, sectorId: number | undefined) =>
  queryOptions({
    queryKey: ['maps', language, 'sector', sectorId],
    queryFn: sectorId === undefined ? skipToken : ({ signal }) => getSectorMaps(sectorId, signal),
  });

/** The maps of a sector in the current language; idle until a sector is chosen. */
export function useSectorMaps(sectorId: number | undefined) {
  return useQuery(getSectorMapsQueryOptions(useLanguage(), sectorId));
}
