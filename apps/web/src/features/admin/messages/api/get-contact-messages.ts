// GET /admin/contact-messages: the contact form's messages, newest first, open or handled (staff).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACT_MESSAGES_PAGE_SIZE, type ContactMessageState, type Language, type StaffContactMessage } from '@wefe/contract';
import { apiClient } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

export interface ContactMessagesFilters {
  status: ContactMessageState;
  page: number;
}

export interface ContactMessagesPage {
  data: StaffContactMessage[];
  meta: { current_page: number; last_page: number; total: number };
}

/** One page of open or handled messages. */
export function getContactMessages(filters: ContactMessagesFilters, signal?: AbortSignal): Promise<ContactMessagesPage> {
  return apiClient.get<ContactMessagesPage>('/admin/contact-messages', { query: { ...filters, per_page: CONTACT_MESSAGES_PAGE_SIZE }, signal });
}

export const getContactMessagesQueryOptions = (language: Language, filters: ContactMessagesFilters) =>
  queryOptions({
    queryKey: ['admin-contact-messages', language, filters],
    queryFn: ({ signal }) => getContactMessages(filters, signal),
    placeholderData: keepPreviousData,
  });

/** The messages of one tab and page; the previous page stays on screen while the next loads. */
export function useContactMessages(filters: ContactMessagesFilters) {
  return useQuery(getContactMessagesQueryOptions(useLanguage(), filters));
}
