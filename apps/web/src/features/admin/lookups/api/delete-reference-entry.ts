// DELETE /admin/reference-lists/{list}/{id}: an administrator deletes an entry no record uses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceListKey } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { invalidateReferenceList } from './reference-list-keys';

/** Deletes one entry; the server refuses (409) an entry in use or the last of its list. */
export function deleteReferenceEntry(list: ReferenceListKey, id: string): Promise<ApiAnswer<null>> {
  return apiClient.delete<ApiAnswer<null>>(`/admin/reference-lists/${list}/${encodeURIComponent(id)}`);
}

/** The deletion as a mutation taking the entry's id; the console's and the public lists are refreshed. */
export function useDeleteReferenceEntry(list: ReferenceListKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteReferenceEntry(list, id),
    onSuccess: () => invalidateReferenceList(queryClient, list),
  });
}
