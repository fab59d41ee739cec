// PUT /admin/reference-lists/{list}/order: an administrator puts a list in a new order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceEntry, ReferenceListKey } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { invalidateReferenceList, referenceListKeys } from './reference-list-keys';

/** Sends every id of the list in the new order; answers the reordered entries. */
export async function reorderReferenceList(list: ReferenceListKey, ids: readonly number[]): Promise<ReferenceEntry[]> {
  return (await apiClient.put<ApiAnswer<ReferenceEntry[]>>(`/admin/reference-lists/${list}/order`, { ids })).data;
}

/** The reordering as a mutation: the table shows the server's new order at once, then everything refreshes. */
export function useReorderReferenceList(list: ReferenceListKey) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (ids: readonly number[]) => reorderReferenceList(list, ids),
    onSuccess: async (entries) => {
      queryClient.setQueryData(referenceListKeys.entries(language, list), entries);
      await invalidateReferenceList(queryClient, list);
    },
  });
}
