// GET /admin/reference-lists/{list}: every entry of one list, named in the three languages, in order,
// with how many records use it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, ReferenceEntry, ReferenceListKey } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { referenceListKeys } from './reference-list-keys';

/** Fetches the entries of a list. */
export async function getReferenceList(list: ReferenceListKey, signal?: AbortSignal): Promise<ReferenceEntry[]> {
  return (await apiClient.get<ApiAnswer<ReferenceEntry[]>>(`/admin/reference-lists/${list}`, { signal })).data;
}

export const getReferenceListQueryOptions = (language: Language, list: ReferenceListKey) =>
  queryOptions({ queryKey: referenceListKeys.entries(language, list), queryFn: ({ signal }) => getReferenceList(list, signal) });

/** The entries of a list. */
export function useReferenceList(list: ReferenceListKey) {
  return useQuery(getReferenceListQueryOptions(useLanguage(), list));
}
