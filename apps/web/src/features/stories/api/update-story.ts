// POST /my-stories/{id} (multipart with _method=PUT): the member's edit. Fields not sent stay as they
// were; the story goes back to review ('pending review').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story } from '@wefe/contract';
import type { ApiAnswer } from '@/lib/api-client';
import { uploadRequest, type UploadProgress } from '@/lib/upload';

/** Sends the changes (the form already holds `_method=PUT`) with upload progress. */
export function updateStory(id: string, form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<ApiAnswer<Story>> {
  return uploadRequest<ApiAnswer<Story>>(`/my-stories/${encodeURIComponent(id)}`, form, { onProgress });
}

/** The edit as a mutation; the member's stories and the public views of it refetch. */
export function useUpdateStory(id: string, onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updateStory(id, form, onProgress),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['my-stories'] }), queryClient.invalidateQueries({ queryKey: ['stories'] })]);
    },
  });
}
