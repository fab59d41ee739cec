// DELETE /news-events/{id}: the owner (or staff) removes a news item or event and its files.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

/** Deletes one news item or event. */
export function deleteNewsEvent(id: string): Promise<ApiAnswer<null>> {
  return apiClient.delete<ApiAnswer<null>>(`/news-events/${encodeURIComponent(id)}`);
}

/** The deletion as a mutation; every list that may hold it is refreshed. */
export function useDeleteNewsEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsEvent,
    onSuccess: async () => {
      // Public views refetch when next shown: refetching the open page now would only find it gone.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my-news-events'] }),
        queryClient.invalidateQueries({ queryKey: ['news-events'], refetchType: 'none' }),
      ]);
    },
  });
}
