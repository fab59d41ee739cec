// The index's countries, for the site search to find their profiles. Loaded with this module when the
// search panel first opens, so the shell carries neither the call nor the query code it needs.
import { INDEX_PAGE_SIZE_MAX } from '@wefe/contract/constants';
import type { IndexEntry } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import type { ProfileCountry } from './search-entries';

/** The countries of the index's default year, named in the reader's language. */
export async function loadProfileCountries(signal?: AbortSignal): Promise<ProfileCountry[]> {
  const answer = await apiClient.get<ApiAnswer<IndexEntry[] | null>>('/indexes', { query: { per_page: INDEX_PAGE_SIZE_MAX }, signal });
  return (Array.isArray(answer.data) ? answer.data : []).map((entry) => ({ name: entry.country.name, iso3: entry.country.iso3 }));
}
