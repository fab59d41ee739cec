// GET /maps/{id}/keys: a map's legend keys in legend order (name in the reader's language, alt_name
// the Arabic name).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Language, MapKey } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the legend keys of a map. */
export async function getMapKeys(mapId: number, signal?: AbortSignal): Promise<MapKey[]> {
  const answer = await apiClient.get<ApiAnswer<MapKey[]>>(`/maps/${mapId}/keys`, { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getMapKeysQueryOptions = (language: Language, mapId: number | undefined) =>
  queryOptions({
    queryKey: ['maps', language, 'keys', mapId],
    queryFn: mapId === undefined ? skipToken : ({ signal }) => getMapKeys(mapId, signal),
  });

/** The legend keys of a map in the current language; idle until a map is chosen. */
export function useMapKeys(mapId: number | undefined) {
  return useQuery(getMapKeysQueryOptions(useLanguage(), mapId));
}
