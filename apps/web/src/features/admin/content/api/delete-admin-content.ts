// DELETE /admin/{type}/{id}: staff delete an item in any state with its files.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentType } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Deletes one item of the type. */
export function deleteAdminContent(type: ContentType, id: string): Promise<ApiAnswer<null>> {
  return apiClient.delete<ApiAnswer<null>>(`/admin/${type}/${encodeURIComponent(id)}`);
}

/** The deletion of items of one type as a mutation taking the id; the console's list is refreshed. */
export function useDeleteAdminContent(type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAdminContent(type, id),
    // Not awaited: the row unmounts once the list refetches, and the caller's onSuccess must run first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin-content'] });
      void queryClient.invalidateQueries({ queryKey: [type], refetchType: 'none' });
    },
  });
}
