// POST /admin/contact-messages/{id}/handled: staff mark a message handled without replying here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffContactMessage } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Marks one message handled; 409 when someone already did. */
export function markContactMessageHandled(id: number): Promise<ApiAnswer<StaffContactMessage>> {
  return apiClient.post<ApiAnswer<StaffContactMessage>>(`/admin/contact-messages/${id}/handled`, {});
}

/** Marking handled as a mutation; the lists and counts are refreshed after it. */
export function useMarkContactMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markContactMessageHandled, onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-contact-messages'] }) });
}
