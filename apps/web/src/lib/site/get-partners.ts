// GET /partners: the partners in staff's order, each with its organisation type in the reader's
// language. The home and about pages ask for the first few (`limit`); the partners page for all.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Partner } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { listItems } from '@/lib/pages';

/** Which partners to ask for: at most `limit`, and only the featured ones (or only the others) when `featured` is set. */
export interface PartnerListOptions {
  limit?: number;
  featured?: boolean;
}

/** Fetches the partners (the list as `data`, or nested in a paginator's `data.data`: spec part 1, section 7). */
export async function getPartners({ limit, featured }: PartnerListOptions = {}, signal?: AbortSignal): Promise<Partner[]> {
  // Unset options are left out of the query string.
  const answer = await apiClient.get<ApiAnswer<unknown>>('/partners', { query: { limit, featured }, signal });
  const partners = listItems<Partner>(answer.data);
  return limit === undefined ? partners : partners.slice(0, limit);
}

/** The query of the partners, cached under the language (types are translated) and the options. */
export const getPartnersQueryOptions = (language: Language, { limit, featured }: PartnerListOptions = {}) =>
  queryOptions({
    queryKey: ['partners', language, 'list', { limit, featured }],
    queryFn: ({ signal }) => getPartners({ limit, featured }, signal),
  });

/** The partners in the current language (the list re-fetches on a language switch). */
export function usePartners(options: PartnerListOptions = {}) {
  return useQuery(getPartnersQueryOptions(useLanguage(), options));
}
