// GET /sustainability-statuses: how sustainable an initiative is (the story and news/event forms), named
// in the request language. The values are fixed by the spec (1 Sustainable, 2 Partially Sustainable,
// 3 Under Development), so when the call fails the form still offers them, named by the catalogue.
import { useQuery } from '@tanstack/react-query';
import type { Language, NamedLookup } from '@wefe/contract';
import { useLanguage } from '@/lib/i18n';
import { lookupQueryOptions, useListOrFixed, type FixedLookup } from './lookup-query';

export const getSustainabilityStatusesQueryOptions = (language: Language) =>
  lookupQueryOptions<NamedLookup>('sustainability-statuses', '/sustainability-statuses', language);

/** The spec's fixed values, with the ids the server seeds them under. */
export const SUSTAINABILITY_STATUSES: readonly FixedLookup[] = [
  { id: 1, slug: 'sustainable', labelKey: 'common.sustainability.sustainable' },
  { id: 2, slug: 'partially-sustainable', labelKey: 'common.sustainability.partially_sustainable' },
  { id: 3, slug: 'under-development', labelKey: 'common.sustainability.under_development' },
];

/** The statuses in the current language: the server's, or the fixed list when it could not be loaded. */
export function useSustainabilityStatuses(): { statuses: NamedLookup[]; isPending: boolean } {
  const { items, isPending } = useListOrFixed(useQuery(getSustainabilityStatusesQueryOptions(useLanguage())), SUSTAINABILITY_STATUSES);
  return { statuses: items, isPending };
}
