// GET /sustainability-statuses: how sustainable an initiative is (the story and news/event forms), named
// in the request language. The values are fixed by the spec (1 Sustainable, 2 Partially Sustainable,
// 3 Under Development), so when the call fails the form still offers them, named by the catalogue.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, NamedLookup } from '@wefe/contract';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage, type MessageKey } from '@/lib/i18n';

/** Fetches the sustainability statuses. */
export async function getSustainabilityStatuses(signal?: AbortSignal): Promise<NamedLookup[]> {
  const answer = await apiClient.get<ApiAnswer<NamedLookup[]>>('/sustainability-statuses', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getSustainabilityStatusesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['sustainability-statuses', language],
    queryFn: ({ signal }) => getSustainabilityStatuses(signal),
    staleTime: Infinity,
  });

/** The spec's fixed values, with the ids the server seeds them under. */
export const SUSTAINABILITY_STATUSES: readonly { id: number; slug: string; labelKey: MessageKey }[] = [
  { id: 1, slug: 'sustainable', labelKey: 'common.sustainability.sustainable' },
  { id: 2, slug: 'partially-sustainable', labelKey: 'common.sustainability.partially_sustainable' },
  { id: 3, slug: 'under-development', labelKey: 'common.sustainability.under_development' },
];

/** The statuses in the current language: the server's, or the fixed list when it could not be loaded. */
export function useSustainabilityStatuses(): { statuses: NamedLookup[]; isPending: boolean } {
  const { t } = useTranslation();
  const query = useQuery(getSustainabilityStatusesQueryOptions(useLanguage()));
  if (query.isPending) return { statuses: [], isPending: true };
  if (query.isSuccess && query.data.length > 0) return { statuses: query.data, isPending: false };
  return { statuses: SUSTAINABILITY_STATUSES.map(({ id, slug, labelKey }) => ({ id, slug, name: t(labelKey) })), isPending: false };
}
