// POST /admin/indicators and PUT /admin/indicators/{id} (administrators): the index is recomputed when
// the change affects scores, so every index and map answer is refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IndicatorCreate, IndicatorSaved, IndicatorUpdate } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { RECOMPUTE_TIMEOUT_MS } from './recompute-timeout';

/** What the indicator form sends: a new indicator with its code, or an edit of indicator `id`. */
export type IndicatorSave = { id: null; body: IndicatorCreate } | { id: number; body: IndicatorUpdate };

/** Saves an indicator; resolves with it and whether the index was recomputed. */
export async function saveIndicator(save: IndicatorSave): Promise<IndicatorSaved> {
  const answer =
    save.id === null
      ? await apiClient.post<ApiAnswer<IndicatorSaved>>('/admin/indicators', save.body, { timeoutMs: RECOMPUTE_TIMEOUT_MS })
      : await apiClient.put<ApiAnswer<IndicatorSaved>>(`/admin/indicators/${save.id}`, save.body, { timeoutMs: RECOMPUTE_TIMEOUT_MS });
  return answer.data;
}

/** Saves an indicator and refreshes what depends on it. */
export function useSaveIndicator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveIndicator, onSuccess: () => queryClient.invalidateQueries() });
}
