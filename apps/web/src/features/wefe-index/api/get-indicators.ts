// GET /indicators: every indicator of the index with its unit, source, licence and treatment, for the
// 'Data Sources' section of the index page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Indicator, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the indicators. */
export async function getIndicators(signal?: AbortSignal): Promise<Indicator[]> {
  const answer = await apiClient.get<ApiAnswer<Indicator[] | null>>('/indicators', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getIndicatorsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['indicators', language],
    queryFn: ({ signal }) => getIndicators(signal),
    staleTime: 5 * 60 * 1000,
  });

/** The indicators in the current language; nothing is fetched until `enabled` (the section is opened). */
export function useIndicators({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getIndicatorsQueryOptions(useLanguage()), enabled });
}
