// GET /indexes: one year's ranking of the overall index, or of one pillar with `pillar_id`, already
// ordered by rank with the unranked countries last. The hub has fewer countries than one page of 100.
import { INDEX_PAGE_SIZE_MAX, type IndexEntry, type IndexRegion, type Language } from '@wefe/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

export interface IndexesFilter {
  /** Undefined: the server's default year. */
  year: number | undefined;
  /** Undefined: the overall index. */
  pillarId: number | undefined;
  /** Only this group's countries (ranks stay those among all the hub's countries); undefined: all. */
  region?: IndexRegion;
}

/** Fetches a ranking. */
export async function getIndexes({ year, pillarId, region }: IndexesFilter, signal?: AbortSignal): Promise<IndexEntry[]> {
  const answer = await apiClient.get<ApiAnswer<IndexEntry[] | null>>('/indexes', {
    query: { year, pillar_id: pillarId, region, per_page: INDEX_PAGE_SIZE_MAX },
    signal,
  });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getIndexesQueryOptions = (language: Language, filter: IndexesFilter) =>
  queryOptions({
    queryKey: ['indexes', language, 'list', filter],
    queryFn: ({ signal }) => getIndexes(filter, signal),
  });

/** A ranking in the current language; waits while `enabled` is false (the year is not known yet). */
export function useIndexes(filter: IndexesFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getIndexesQueryOptions(useLanguage(), filter), enabled });
}
