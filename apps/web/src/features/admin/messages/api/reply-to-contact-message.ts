// POST /admin/contact-messages/{id}/reply: staff answer a message; the sender gets it by mail in the
// language they wrote in, and the message is marked handled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffContactMessage } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Sends the reply. */
export function replyToContactMessage({ id, body }: { id: number; body: string }): Promise<ApiAnswer<StaffContactMessage>> {
  return apiClient.post<ApiAnswer<StaffContactMessage>>(`/admin/contact-messages/${id}/reply`, { body });
}

/** The reply as a mutation; the lists and counts are refreshed after it. */
export function useReplyToContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToContactMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-contact-messages'] }) });
}
