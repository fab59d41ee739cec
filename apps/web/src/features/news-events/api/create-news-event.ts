// POST /news-events (multipart): a member's news item or event, sent for review (it appears once approved).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsEvent } from '@wefe/contract';
import type { ApiAnswer } from '@/lib/api-client';
import { uploadRequest, type UploadProgress } from '@/lib/upload';

/** Sends the form (fields and files) with upload progress. */
export function createNewsEvent(form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<ApiAnswer<NewsEvent>> {
  return uploadRequest<ApiAnswer<NewsEvent>>('/news-events', form, { onProgress });
}

/** The submission as a mutation; the member's own list refetches (the public list changes on approval). */
export function useCreateNewsEvent(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => createNewsEvent(form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-news-events'] }),
  });
}
