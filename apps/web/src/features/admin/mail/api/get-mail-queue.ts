// GET /admin/mail-queue and /admin/mail-queue/counts: mail the hub has not sent yet (administrators only).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAIL_QUEUE_PAGE_SIZE, type MailQueueCounts, type StaffQueuedMail } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

export interface MailQueuePage {
  data: StaffQueuedMail[];
  meta: { current_page: number; last_page: number; total: number };
}

/** One page of the queue: given-up mail first, then waiting mail, oldest first. */
export function getMailQueue(page: number, signal?: AbortSignal): Promise<MailQueuePage> {
  return apiClient.get<MailQueuePage>('/admin/mail-queue', { query: { page, per_page: MAIL_QUEUE_PAGE_SIZE }, signal });
}

/** The queue page; the previous page stays on screen while the next loads. */
export function useMailQueue(page: number) {
  const language = useLanguage();
  return useQuery({ queryKey: ['admin-mail-queue', language, 'page', page], queryFn: ({ signal }) => getMailQueue(page, signal), placeholderData: keepPreviousData });
}

/** How many mails wait and how many were given up. */
export function useMailQueueCounts() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['admin-mail-queue', language, 'counts'],
    queryFn: ({ signal }) => apiClient.get<ApiAnswer<MailQueueCounts>>('/admin/mail-queue/counts', { signal }).then((answer) => answer.data),
  });
}
