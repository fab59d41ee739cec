// GET /stories/filters: what the list's filters offer (sectors, countries, statuses, regions, sorts),
// named in the request language. The add and edit forms take their sector choices from it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, StoryFilters } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Fetches the filter options; a missing list is an empty one. */
export async function getStoryFilters(signal?: AbortSignal): Promise<StoryFilters> {
  const answer = await apiClient.get<ApiAnswer<Partial<StoryFilters> | null>>('/stories/filters', { signal });
  const data = answer.data ?? {};
  return {
    sectors: list(data.sectors),
    countries: list(data.countries),
    statuses: list(data.statuses),
    regions: list(data.regions),
    sorts: list(data.sorts),
  };
}

export const getStoryFiltersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['story-filters', language],
    queryFn: ({ signal }) => getStoryFilters(signal),
    staleTime: 5 * 60 * 1000,
  });

/** The filter options in the current language. */
export function useStoryFilters() {
  return useQuery(getStoryFiltersQueryOptions(useLanguage()));
}
