// POST /my-news-events/{id} (multipart with _method=PUT): the member's edit. Fields not sent stay as
// they were; the item goes back to review ('pending review').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsEvent } from '@wefe/contract';
import type { ApiAnswer } from '@/lib/api-client';
import { uploadRequest, type UploadProgress } from '@/lib/upload';

/** Sends the changes (the form already holds `_method=PUT`) with upload progress. */
export function updateNewsEvent(id: string, form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<ApiAnswer<NewsEvent>> {
  return uploadRequest<ApiAnswer<NewsEvent>>(`/my-news-events/${encodeURIComponent(id)}`, form, { onProgress });
}

/** The edit as a mutation; the member's list and the public views of it refetch. */
export function useUpdateNewsEvent(id: string, onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateNewsEvent(id, form, onProgress),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['my-news-events'] }), queryClient.invalidateQueries({ queryKey: ['news-events'] })]);
    },
  });
}
