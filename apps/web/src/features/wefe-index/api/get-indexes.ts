// GET /indexes: one year's ranking of the overall index, or of one pillar with `pillar_id`, already
// ordered by rank with the unranked countries last. The hub has fewer countries than one page of 100.
// The constants entry: the site search in the shell reads rankings through this file, and the contract's
// main entry would bring its schemas (and zod) into the shell.
import { INDEX_PAGE_SIZE_MAX } from '@wefe/contract/constants';
import type { IndexEntry, IndexRegion, Language } from '@wefe/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** Query options of each pillar's ranking of a year, by pillar id, each fetched through its own cache entry. */
export const getPillarRankingsQueryOptions = (client: QueryClient, language: Language, filter: Omit<IndexesFilter, 'pillarId'>, pillarIds: readonly number[]) =>
  queryOptions({
    queryKey: ['indexes', language, 'pillar-rankings', filter, [...pillarIds]],
    queryFn: async () =>
      new Map(await Promise.all(pillarIds.map(async (pillarId) => [pillarId, await client.fetchQuery(getIndexesQueryOptions(language, { ...filter, pillarId }))] as const))),
    // Each ranking's own fetch retries as every query does; retrying the whole too multiplies the calls.
    retry: false,
  });

/**
 * Each pillar's ranking of a year (the full ranking's columns), by pillar id: one query over each
 * ranking's own cache entry, as useIndexes keeps it (see useCountriesIndex for why not useQueries).
 */
export function usePillarRankings(filter: Omit<IndexesFilter, 'pillarId'>, pillarIds: readonly number[], { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPillarRankingsQueryOptions(useQueryClient(), useLanguage(), filter, pillarIds), enabled: enabled && pillarIds.length > 0 });
}
