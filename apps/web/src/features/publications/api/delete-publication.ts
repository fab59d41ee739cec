// DELETE /publications/{id}: the owner (or staff) removes a publication and its files.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Deletes one publication. */
export function deletePublication(id: string): Promise<ApiAnswer<null>> {
  return apiClient.delete<ApiAnswer<null>>(`/publications/${encodeURIComponent(id)}`);
}

/** The deletion as a mutation; every list that may hold it is refreshed. */
export function useDeletePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePublication,
    onSuccess: async () => {
      // Public views refetch when next shown: refetching the open page now would only find it gone.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my-publications'] }),
        queryClient.invalidateQueries({ queryKey: ['publications'], refetchType: 'none' }),
      ]);
    },
  });
}
