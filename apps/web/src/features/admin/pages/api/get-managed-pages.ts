// GET /admin/pages: the pages staff manage (about-us), with their titles and who saved them last.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, ManagedPageSummary } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the managed pages. */
export async function getManagedPages(signal?: AbortSignal): Promise<ManagedPageSummary[]> {
  return (await apiClient.get<ApiAnswer<ManagedPageSummary[]>>('/admin/pages', { signal })).data;
}

export const getManagedPagesQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['admin-pages', language], queryFn: ({ signal }) => getManagedPages(signal) });

/** The managed pages. */
export function useManagedPages() {
  return useQuery(getManagedPagesQueryOptions(useLanguage()));
}
