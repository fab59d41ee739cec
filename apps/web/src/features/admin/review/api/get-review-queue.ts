// GET /admin/submissions?type=: the items waiting for a decision, oldest first, of one type or all.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, SubmissionType } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** One entry of the review queue. */
export interface QueueItem {
  type: SubmissionType;
  id: number;
  title: string;
  status: string;
  submitted_at: string;
  owner: { id: number; name: string; email: string } | null;
  is_edit: boolean;
}

/** The root of the queue's query key: invalidate it after a decision. */
export const REVIEW_QUEUE_KEY = 'admin-review-queue';

/** Fetches the pending queue, of one type when given. */
export async function getReviewQueue(type: SubmissionType | undefined, signal?: AbortSignal): Promise<QueueItem[]> {
  const answer = await apiClient.get<ApiAnswer<QueueItem[]>>('/admin/submissions', { query: { status: 'pending', ...(type ? { type } : {}) }, signal });
  return answer.data;
}

export const getReviewQueueQueryOptions = (language: Language, type: SubmissionType | undefined) =>
  queryOptions({ queryKey: [REVIEW_QUEUE_KEY, language, type ?? 'all'], queryFn: ({ signal }) => getReviewQueue(type, signal) });

/** The pending queue in the current language. */
export function useReviewQueue(type: SubmissionType | undefined) {
  return useQuery(getReviewQueueQueryOptions(useLanguage(), type));
}
