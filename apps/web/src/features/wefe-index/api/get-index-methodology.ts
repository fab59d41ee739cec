// GET /indexes/methodology?year=: the method's thresholds, the uncertainty analysis behind the rank
// intervals and the comparison with the SDSN Sustainable Development Report, for the 'Methodology'
// section of the index page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndexMethodology, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches the methodology's numbers for `year` (the default year when undefined). */
export async function getIndexMethodology(year: number | undefined, signal?: AbortSignal): Promise<IndexMethodology> {
  const answer = await apiClient.get<ApiAnswer<IndexMethodology>>('/indexes/methodology', { query: { year }, signal });
  return answer.data;
}

export const getIndexMethodologyQueryOptions = (language: Language, year: number | undefined) =>
  queryOptions({
    queryKey: ['indexes', language, 'methodology', year],
    queryFn: ({ signal }) => getIndexMethodology(year, signal),
    staleTime: 5 * 60 * 1000,
  });

/** The methodology's numbers in the current language; nothing is fetched until `enabled` (the section is opened). */
export function useIndexMethodology(year: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getIndexMethodologyQueryOptions(useLanguage(), year), enabled });
}
