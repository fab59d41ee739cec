// GET /admin/contact-messages/counts: how many messages are open and handled, for the tabs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessageCounts, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The two counts. */
export async function getContactMessageCounts(signal?: AbortSignal): Promise<ContactMessageCounts> {
  return (await apiClient.get<ApiAnswer<ContactMessageCounts>>('/admin/contact-messages/counts', { signal })).data;
}

export const getContactMessageCountsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['admin-contact-messages', language, 'counts'], queryFn: ({ signal }) => getContactMessageCounts(signal) });

/** The counts shown on the Open and Handled tabs. */
export function useContactMessageCounts() {
  return useQuery(getContactMessageCountsQueryOptions(useLanguage()));
}
