// GET /admin/reference-lists: the lists the console manages and how many entries each holds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, ReferenceListSummary } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { referenceListKeys } from './reference-list-keys';

/** Fetches the managed lists with their sizes. */
export async function getReferenceLists(signal?: AbortSignal): Promise<ReferenceListSummary[]> {
  return (await apiClient.get<ApiAnswer<ReferenceListSummary[]>>('/admin/reference-lists', { signal })).data;
}

export const getReferenceListsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: referenceListKeys.summary(language), queryFn: ({ signal }) => getReferenceLists(signal) });

/** The managed lists with their sizes. */
export function useReferenceLists() {
  return useQuery(getReferenceListsQueryOptions(useLanguage()));
}
