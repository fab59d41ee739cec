// GET /countries?per_page=1000: every country, named in the request language, with its ISO code and
// calling code (the country dropdowns and the calling-code picker).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRIES_PAGE_SIZE, type Country, type Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches all countries, sorted by their name in `language`. */
export async function getCountries(language: Language, signal?: AbortSignal): Promise<Country[]> {
  const answer = await apiClient.get<ApiAnswer<Country[]>>('/countries', { query: { per_page: COUNTRIES_PAGE_SIZE }, signal });
  const collator = new Intl.Collator(language);
  return [...(answer.data ?? [])].sort((a, b) => collator.compare(a.name, b.name));
}

export const getCountriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => getCountries(language, signal),
    // Countries hardly change; keep them for the whole visit.
    staleTime: Infinity,
  });

/** All countries in the current language. */
export function useCountries() {
  return useQuery(getCountriesQueryOptions(useLanguage()));
}
