// GET /admin/entities/{id}: an entity account's registration details, for the reviewer deciding on it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, User } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The root of the entity's query key: invalidate it after a decision. */
export const ENTITY_ACCOUNT_KEY = 'admin-entity-account';

/** Fetches one entity account. */
export async function getEntityAccount(id: string, signal?: AbortSignal): Promise<User> {
  return (await apiClient.get<ApiAnswer<User>>(`/admin/entities/${encodeURIComponent(id)}`, { signal })).data;
}

export const getEntityAccountQueryOptions = (language: Language, id: string) =>
  queryOptions({ queryKey: [ENTITY_ACCOUNT_KEY, language, id], queryFn: ({ signal }) => getEntityAccount(id, signal) });

/** One entity account in the current language. */
export function useEntityAccount(id: string) {
  return useQuery(getEntityAccountQueryOptions(useLanguage(), id));
}
