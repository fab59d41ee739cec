// DELETE /stories/{id}: the owner (or staff) removes a story and its files.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Deletes one story. */
export function deleteStory(id: string): Promise<ApiAnswer<null>> {
  return apiClient.delete<ApiAnswer<null>>(`/stories/${encodeURIComponent(id)}`);
}

/** The deletion as a mutation; every list that may hold it is refreshed. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: async () => {
      // Public views refetch when next shown: refetching the open page now would only find it gone.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my-stories'] }),
        queryClient.invalidateQueries({ queryKey: ['stories'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['story-filters'], refetchType: 'none' }),
      ]);
    },
  });
}
