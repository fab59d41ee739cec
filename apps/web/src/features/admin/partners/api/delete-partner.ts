// DELETE /admin/partners/{id}: the partner and its uploaded logo go.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidatePartners } from './invalidate-partners';

/** Deletes one partner. */
export async function deletePartner(id: number): Promise<void> {
  await apiClient.delete(`/admin/partners/${id}`);
}

/** The deletion as a mutation; every partner list refetches after it. */
export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePartner, onSuccess: () => invalidatePartners(queryClient) });
}
