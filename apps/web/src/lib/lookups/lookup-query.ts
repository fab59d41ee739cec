// The reference lists of the API (organization types, post types, sectors, ...): each named in the
// request language, so cached per language, and kept for the whole visit (they hardly change).
import { queryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { Language, NamedLookup } from '@wefe/contract';
import { useTranslation } from '@/lib/i18n';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import type { MessageKey } from '@/lib/i18n';

/** Fetches one reference list; a missing list is an empty one. */
export async function getLookupList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const answer = await apiClient.get<ApiAnswer<T[]>>(path, { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

/** The query of the list at `path`, cached under `key` and the language. */
export const lookupQueryOptions = <T>(key: string, path: string, language: Language) =>
  queryOptions({
    queryKey: [key, language],
    queryFn: ({ signal }) => getLookupList<T>(path, signal),
    staleTime: Infinity,
  });

/** A value the spec fixes, with the id the server seeds it under and its name in the catalogue. */
export interface FixedLookup {
  id: number;
  slug: string;
  labelKey: MessageKey;
}

/**
 * The server's list once it has one, else the spec's fixed values named by the catalogue (the form
 * still works when the call fails); empty while loading.
 */
export function useListOrFixed(query: UseQueryResult<NamedLookup[]>, fixed: readonly FixedLookup[]): { items: NamedLookup[]; isPending: boolean } {
  const { t } = useTranslation();
  if (query.isPending) return { items: [], isPending: true };
  if (query.isSuccess && query.data.length > 0) return { items: query.data, isPending: false };
  return { items: fixed.map(({ id, slug, labelKey }) => ({ id, slug, name: t(labelKey) })), isPending: false };
}
