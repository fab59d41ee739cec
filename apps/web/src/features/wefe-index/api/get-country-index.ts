// GET /indexes/country/{id}?year=: a country's index, rank and pillars with their indicators in a year.
// The country is named by its id (the index page) or its ISO 3166 alpha-3 code (the profile).
// `pillars` is empty when the country has no data that year.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CountryIndexDetail, CountryKey, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches one country's detail; `year` undefined is the server's default year. */
export async function getCountryIndex(countryId: CountryKey, year: number | undefined, signal?: AbortSignal): Promise<CountryIndexDetail> {
  const answer = await apiClient.get<ApiAnswer<CountryIndexDetail>>(`/indexes/country/${encodeURIComponent(countryId)}`, {
    query: { year },
    signal,
  });
  return answer.data;
}

export const getCountryIndexQueryOptions = (language: Language, countryId: CountryKey, year: number | undefined) =>
  queryOptions({
    queryKey: ['indexes', language, 'country', countryId, year],
    queryFn: ({ signal }) => getCountryIndex(countryId, year, signal),
  });

/** A country's detail in the current language, once a country is chosen and `enabled`. */
export function useCountryIndex(countryId: CountryKey | null, year: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  const language = useLanguage();
  return useQuery({
    ...getCountryIndexQueryOptions(language, countryId ?? 0, year),
    enabled: enabled && countryId !== null,
  });
}

/** Query options of several countries' details for one year, each fetched through its own cache entry. */
export const getCountriesIndexQueryOptions = (client: QueryClient, language: Language, keys: readonly CountryKey[], year: number | undefined) =>
  queryOptions({
    queryKey: ['indexes', language, 'countries', [...keys], year],
    queryFn: () => Promise.all(keys.map((key) => client.fetchQuery(getCountryIndexQueryOptions(language, key, year)))),
    // Each entry's own fetch retries as every query does; retrying the whole too made 9 calls and 10 s
    // before the reader was told.
    retry: false,
  });

/**
 * Several countries' details for one year, in their order (the comparison). One query that fetches each
 * country through its own cache entry, as useCountryIndex keeps it, rather than useQueries: that hook
 * would grow the shell's TanStack Query chunk by about 1 KB (docs/performance.md).
 */
export function useCountriesIndex(keys: readonly CountryKey[], year: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCountriesIndexQueryOptions(useQueryClient(), useLanguage(), keys, year), enabled: enabled && keys.length > 0 });
}
