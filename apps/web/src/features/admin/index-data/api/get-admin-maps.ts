// GET /admin/maps: every map with every field and its legend in order (staff).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMap, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches every map. */
export async function getAdminMaps(signal?: AbortSignal): Promise<AdminMap[]> {
  return (await apiClient.get<ApiAnswer<AdminMap[]>>('/admin/maps', { signal })).data;
}

export const getAdminMapsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['admin-maps', language], queryFn: ({ signal }) => getAdminMaps(signal) });

/** Every map, for the console's list and form. */
export function useAdminMaps() {
  return useQuery(getAdminMapsQueryOptions(useLanguage()));
}
