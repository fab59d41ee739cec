// GET /indexes/benchmarks?year= and GET /indexes/benchmarks/series?region=: each group's (MENA, the OIC,
// a continent) unweighted mean and best member for the index and each pillar, in a year or over the
// years. The country profile compares a country with them; the comparison can draw one as a line.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BenchmarkSeries, IndexBenchmarks, IndexRegion, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches every group's figures for `year` (the default year when undefined). */
export async function getBenchmarks(year: number | undefined, signal?: AbortSignal): Promise<IndexBenchmarks> {
  const answer = await apiClient.get<ApiAnswer<IndexBenchmarks>>('/indexes/benchmarks', { query: { year }, signal });
  return answer.data;
}

export const getBenchmarksQueryOptions = (language: Language, year: number | undefined) =>
  queryOptions({
    queryKey: ['indexes', language, 'benchmarks', year],
    queryFn: ({ signal }) => getBenchmarks(year, signal),
    staleTime: 5 * 60 * 1000,
  });

/** The groups' figures for a year. */
export function useBenchmarks(year: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getBenchmarksQueryOptions(useLanguage(), year), enabled });
}

/** Fetches a group's means over the years. */
export async function getBenchmarkSeries(region: IndexRegion, signal?: AbortSignal): Promise<BenchmarkSeries> {
  const answer = await apiClient.get<ApiAnswer<BenchmarkSeries>>('/indexes/benchmarks/series', { query: { region }, signal });
  return answer.data;
}

export const getBenchmarkSeriesQueryOptions = (language: Language, region: IndexRegion) =>
  queryOptions({
    queryKey: ['indexes', language, 'benchmark-series', region],
    queryFn: ({ signal }) => getBenchmarkSeries(region, signal),
    staleTime: 5 * 60 * 1000,
  });

/** A group's means over the years, once a group is chosen. */
export function useBenchmarkSeries(region: IndexRegion | null) {
  return useQuery({ ...getBenchmarkSeriesQueryOptions(useLanguage(), region ?? 'MENA'), enabled: region !== null });
}
