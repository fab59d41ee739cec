// POST /admin/contact-messages/{id}/reopen: staff move a handled message back to the open ones.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffContactMessage } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Opens one handled message again; 409 when it is open. */
export function reopenContactMessage(id: number): Promise<ApiAnswer<StaffContactMessage>> {
  return apiClient.post<ApiAnswer<StaffContactMessage>>(`/admin/contact-messages/${id}/reopen`, {});
}

/** Reopening as a mutation; the lists and counts are refreshed after it. */
export function useReopenContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenContactMessage, onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-contact-messages'] }) });
}
