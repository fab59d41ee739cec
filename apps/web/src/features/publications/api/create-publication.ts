// POST /publications (multipart): a member's new publication, sent for review. The answer's message
// (in the request language) says the team will review it; the data is the publication, 'pending'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Publication } from '@wefe/contract';
import type { ApiAnswer } from '@/lib/api-client';
import { uploadRequest, type UploadProgress } from '@/lib/upload';

export type CreatePublicationAnswer = ApiAnswer<Publication>;

/** Sends the form (fields and files) with upload progress. */
export function createPublication(form: FormData, onProgress?: (progress: UploadProgress) => void): Promise<CreatePublicationAnswer> {
  return uploadRequest<CreatePublicationAnswer>('/publications', form, { onProgress });
}

/** The submission as a mutation; the member's own list refetches (the public list only changes on approval). */
export function useCreatePublication(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => createPublication(form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-publications'] }),
  });
}
