// POST /admin/mail-queue/{id}/send: an administrator sends a queued or given-up mail now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailSendResult } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Sends one mail now; the answer says whether it went (its message, in the reader's language, says so too). */
export function sendQueuedMail(id: number): Promise<ApiAnswer<MailSendResult>> {
  return apiClient.post<ApiAnswer<MailSendResult>>(`/admin/mail-queue/${id}/send`, {});
}

/** Sending as a mutation; the list and counts are refreshed after it. */
export function useSendQueuedMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendQueuedMail, onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-mail-queue'] }) });
}
