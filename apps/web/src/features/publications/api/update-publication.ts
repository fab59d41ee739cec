// POST /my-publications/{id} (multipart with _method=PUT): the member's edit, with only the changed,
// non-empty fields and new files. The publication goes back to review ('pending review').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Publication } from '@wefe/contract';
import type { ApiAnswer } from '@/lib/api-client';
import { uploadRequest, type UploadProgress } from '@/lib/upload';

export type UpdatePublicationAnswer = ApiAnswer<Publication>;

/** Sends the changes (the form already holds `_method=PUT`) with upload progress. */
export function updatePublication(id: string, form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<UpdatePublicationAnswer> {
  return uploadRequest<UpdatePublicationAnswer>(`/my-publications/${encodeURIComponent(id)}`, form, { onProgress });
}

/** The edit as a mutation; the member's list and the public views of it refetch. */
export function useUpdatePublication(id: string, onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => updatePublication(id, form, onProgress),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['my-publications'] }), queryClient.invalidateQueries({ queryKey: ['publications'] })]);
    },
  });
}
