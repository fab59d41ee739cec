// GET /indexes/country/{id}/series: a country's index and pillars in every year with data (oldest
// first), with ranks, intervals, how many are ranked, its data window and whether each year is
// provisional. The country profile's trend and the comparison's trend lines read it.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CountryKey, CountrySeries, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches one country's series. */
export async function getCountrySeries(countryId: CountryKey, signal?: AbortSignal): Promise<CountrySeries> {
  const answer = await apiClient.get<ApiAnswer<CountrySeries>>(`/indexes/country/${encodeURIComponent(countryId)}/series`, { signal });
  return answer.data;
}

export const getCountrySeriesQueryOptions = (language: Language, countryId: CountryKey) =>
  queryOptions({
    queryKey: ['indexes', language, 'series', countryId],
    queryFn: ({ signal }) => getCountrySeries(countryId, signal),
    staleTime: 5 * 60 * 1000,
  });

/** A country's series in the current language, once a country is known. */
export function useCountrySeries(countryId: CountryKey | null) {
  return useQuery({ ...getCountrySeriesQueryOptions(useLanguage(), countryId ?? 0), enabled: countryId !== null });
}

/** Query options of several countries' series, each fetched through its own cache entry. */
export const getCountriesSeriesQueryOptions = (client: QueryClient, language: Language, keys: readonly CountryKey[]) =>
  queryOptions({
    queryKey: ['indexes', language, 'series-of', [...keys]],
    queryFn: () => Promise.all(keys.map((key) => client.fetchQuery(getCountrySeriesQueryOptions(language, key)))),
    // Each entry's own fetch retries as every query does; retrying the whole too made 9 calls and 10 s
    // before the reader was told.
    retry: false,
  });

/** The series of several countries, in their order: one query over each country's own entry (see useCountriesIndex). */
export function useCountriesSeries(keys: readonly CountryKey[]) {
  return useQuery({ ...getCountriesSeriesQueryOptions(useQueryClient(), useLanguage(), keys), enabled: keys.length > 0 });
}
