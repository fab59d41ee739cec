// GET /admin/contact-messages/counts: how many messages are open and handled. Shared by the console's
// navigation (the open ones) and the messages section's tabs, so both read one cached answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessageCounts, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The two counts. */
export async function getContactMessageCounts(signal?: AbortSignal): Promise<ContactMessageCounts> {
  return (await apiClient.get<ApiAnswer<ContactMessageCounts>>('/admin/contact-messages/counts', { signal })).data;
}

export const getContactMessageCountsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['admin-contact-messages', language, 'counts'], queryFn: ({ signal }) => getContactMessageCounts(signal), refetchInterval: 60_000 });

/** The open and handled counts; refreshed every minute while the console is open. */
export function useContactMessageCounts() {
  return useQuery(getContactMessageCountsQueryOptions(useLanguage()));
}
