// POST /admin/reference-lists/{list}: an administrator adds an entry at the end of a list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceEntry, ReferenceEntryInput, ReferenceListKey } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { invalidateReferenceList } from './reference-list-keys';

/** Adds an entry named in the three languages. */
export async function createReferenceEntry(list: ReferenceListKey, input: ReferenceEntryInput): Promise<ReferenceEntry> {
  return (await apiClient.post<ApiAnswer<ReferenceEntry>>(`/admin/reference-lists/${list}`, input)).data;
}

/** The addition as a mutation; the console's and the public lists are refreshed. */
export function useCreateReferenceEntry(list: ReferenceListKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferenceEntryInput) => createReferenceEntry(list, input),
    onSuccess: () => invalidateReferenceList(queryClient, list),
  });
}
