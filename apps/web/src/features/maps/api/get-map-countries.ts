// GET /interactive-maps/countries: the ids of the countries any map has points for. The country-level
// map offers these instead of every ISO 3166 entry (249, most without a single value).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Fetches the ids of the countries with map data. */
export async function getMapCountries(signal?: AbortSignal): Promise<number[]> {
  const answer = await apiClient.get<ApiAnswer<number[]>>('/interactive-maps/countries', { signal });
  return Array.isArray(answer.data) ? answer.data.filter((id) => Number.isInteger(id)) : [];
}

export const getMapCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['interactive-maps', 'countries'],
    queryFn: ({ signal }) => getMapCountries(signal),
    staleTime: 5 * 60 * 1000,
  });

/** The ids of the countries with map data. */
export function useMapCountries() {
  return useQuery(getMapCountriesQueryOptions());
}
