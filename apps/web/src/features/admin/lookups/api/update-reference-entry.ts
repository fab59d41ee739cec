// PUT /admin/reference-lists/{list}/{id}: an administrator renames an entry in the three languages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceEntry, ReferenceEntryInput, ReferenceListKey } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { invalidateReferenceList } from './reference-list-keys';

/** Renames one entry. */
export async function updateReferenceEntry(list: ReferenceListKey, id: number, input: ReferenceEntryInput): Promise<ReferenceEntry> {
  return (await apiClient.put<ApiAnswer<ReferenceEntry>>(`/admin/reference-lists/${list}/${id}`, input)).data;
}

/** The renaming of entry `id` as a mutation; the console's and the public lists are refreshed. */
export function useUpdateReferenceEntry(list: ReferenceListKey, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferenceEntryInput) => updateReferenceEntry(list, id, input),
    onSuccess: () => invalidateReferenceList(queryClient, list),
  });
}
