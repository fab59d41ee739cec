// POST /stories (multipart): a member's new story, sent for review (it appears once approved).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story } from '@wefe/contract';
import type { ApiAnswer } from '@/lib/api-client';
import { uploadRequest, type UploadProgress } from '@/lib/upload';

/** Sends the form (fields and files) with upload progress. */
export function createStory(form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<ApiAnswer<Story>> {
  return uploadRequest<ApiAnswer<Story>>('/stories', form, { onProgress });
}

/** The submission as a mutation; the member's own stories refetch (the public list changes on approval). */
export function useCreateStory(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => createStory(form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-stories'] }),
  });
}
