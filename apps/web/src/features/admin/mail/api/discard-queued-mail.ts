// DELETE /admin/mail-queue/{id}: an administrator discards a mail that should not go.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Discards one mail; 409 while another process is sending it. */
export function discardQueuedMail(id: number): Promise<ApiAnswer<null>> {
  return apiClient.delete<ApiAnswer<null>>(`/admin/mail-queue/${id}`);
}

/** Discarding as a mutation; the list and counts are refreshed after it. */
export function useDiscardQueuedMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: discardQueuedMail, onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-mail-queue'] }) });
}
