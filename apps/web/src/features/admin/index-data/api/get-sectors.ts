// GET /sectors: every sector named in the reader's language, the choices of the map form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Sector } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Fetches every sector. */
export async function getSectors(signal?: AbortSignal): Promise<Sector[]> {
  const answer = await apiClient.get<ApiAnswer<Sector[] | null>>('/sectors', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getSectorsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['admin-sectors', language], queryFn: ({ signal }) => getSectors(signal), staleTime: 5 * 60 * 1000 });

/** The sectors in the current language. */
export function useSectors() {
  return useQuery(getSectorsQueryOptions(useLanguage()));
}
