// GET /admin/indicators: every indicator with every field for editing, by pillar (staff).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminIndicator, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The root of the list's query key: invalidate it after a change. */
export const ADMIN_INDICATORS_KEY = 'admin-indicators';

/** Fetches every indicator. */
export async function getAdminIndicators(signal?: AbortSignal): Promise<AdminIndicator[]> {
  return (await apiClient.get<ApiAnswer<AdminIndicator[]>>('/admin/indicators', { signal })).data;
}

export const getAdminIndicatorsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: [ADMIN_INDICATORS_KEY, language], queryFn: ({ signal }) => getAdminIndicators(signal) });

/** Every indicator, for the console's table and forms. */
export function useAdminIndicators() {
  return useQuery(getAdminIndicatorsQueryOptions(useLanguage()));
}
