// GET /admin/partners: every partner in the shown order with every field, for the console.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, StaffPartner } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The query key of the console's partner list; mutations invalidate `['admin-partners']`. */
export const STAFF_PARTNERS_KEY = 'admin-partners';

/** Fetches every partner in order. */
export async function getStaffPartners(signal?: AbortSignal): Promise<StaffPartner[]> {
  const answer = await apiClient.get<ApiAnswer<StaffPartner[]>>('/admin/partners', { signal });
  return answer.data;
}

/** The query of the console's partner list, cached under the language as every server answer is. */
export const getStaffPartnersQueryOptions = (language: Language) =>
  queryOptions({ queryKey: [STAFF_PARTNERS_KEY, language], queryFn: ({ signal }) => getStaffPartners(signal) });

/** Every partner in order, for staff. */
export function useStaffPartners() {
  return useQuery(getStaffPartnersQueryOptions(useLanguage()));
}
