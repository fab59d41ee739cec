// GET /indexes/country/{id}/series: a country's index and pillars in every year with data (oldest
// first), with ranks, intervals, how many are ranked, its data window and whether each year is
// provisional. The country profile's trend and the comparison's trend lines read it.
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
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

/** The series of several countries, in their order. */
export function useCountriesSeries(countryIds: readonly CountryKey[]) {
  const language = useLanguage();
  return useQueries({ queries: countryIds.map((id) => getCountrySeriesQueryOptions(language, id)) });
}
