// POST /admin/maps and PUT /admin/maps/{id} (administrators): a map and its whole legend.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMap, MapInput } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { RECOMPUTE_TIMEOUT_MS } from './recompute-timeout';

/** The body the map form sends: the input shape, before the server's defaults. */
export type MapBody = Omit<MapInput, 'sort_order'> & { sort_order: number };

/** Creates a map (id null) or saves map `id`; resolves with the saved map. */
export async function saveMap({ id, body }: { id: number | null; body: MapBody }): Promise<AdminMap> {
  const answer = id === null ? await apiClient.post<ApiAnswer<AdminMap>>('/admin/maps', body, { timeoutMs: RECOMPUTE_TIMEOUT_MS }) : await apiClient.put<ApiAnswer<AdminMap>>(`/admin/maps/${id}`, body, { timeoutMs: RECOMPUTE_TIMEOUT_MS });
  return answer.data;
}

/** Saves a map and refreshes the console's list and the public maps. */
export function useSaveMap() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMap, onSuccess: () => queryClient.invalidateQueries() });
}
