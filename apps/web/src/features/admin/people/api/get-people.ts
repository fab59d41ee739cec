// GET /admin/people: accounts, newest first, searched and filtered by the server (staff).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PEOPLE_PAGE_SIZE, type AccountStatus, type Language, type Person, type Role } from '@wefe/contract';
import { apiClient } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The list's search, filters and page, as the address holds them. */
export interface PeopleFilters {
  q: string;
  role: Role | '';
  status: AccountStatus | '';
  account_type: 'individual' | 'entity' | '';
  page: number;
}

export interface PeoplePage {
  data: Person[];
  meta: { current_page: number; last_page: number; total: number };
}

/** One page of accounts. */
export function getPeople(filters: PeopleFilters, signal?: AbortSignal): Promise<PeoplePage> {
  return apiClient.get<PeoplePage>('/admin/people', { query: { ...filters, per_page: PEOPLE_PAGE_SIZE }, signal });
}

export const getPeopleQueryOptions = (language: Language, filters: PeopleFilters) =>
  queryOptions({
    queryKey: ['admin-people', language, filters],
    queryFn: ({ signal }) => getPeople(filters, signal),
    placeholderData: keepPreviousData,
  });

/** The accounts for these filters; the previous page stays on screen while the next loads. */
export function usePeople(filters: PeopleFilters) {
  return useQuery(getPeopleQueryOptions(useLanguage(), filters));
}
