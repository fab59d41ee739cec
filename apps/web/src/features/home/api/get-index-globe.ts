// GET /indexes?per_page=100: the default year's WEFE index of every country, to colour the home globe.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INDEX_PAGE_SIZE_MAX, type Language } from '@wefe/contract/constants';
import type { IndexEntry } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { listItems } from '@/lib/pages';

/** Fetches the ranking of the default year (the server picks it). */
export async function getIndexGlobe(signal?: AbortSignal): Promise<IndexEntry[]> {
  const answer = await apiClient.get<ApiAnswer<unknown>>('/indexes', { query: { per_page: INDEX_PAGE_SIZE_MAX }, signal });
  return listItems<IndexEntry>(answer.data);
}

export const getIndexGlobeQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['indexes', language, 'home-globe'],
    queryFn: ({ signal }) => getIndexGlobe(signal),
  });

/** The default year's index entries in the current language; `enabled: false` waits until the globe is wanted. */
export function useIndexGlobe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getIndexGlobeQueryOptions(useLanguage()), enabled });
}
