// GET /admin/submissions/counts: how many items of each type wait for a decision. Shared by the console's
// navigation (the total) and the review queue (a count per type), so both read one cached answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, SubmissionCounts } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

export type ReviewCounts = SubmissionCounts;

/** The root of the counts' query key: invalidate it after a decision. */
export const REVIEW_COUNTS_KEY = 'admin-review-counts';

/** Fetches the pending count of each type. */
export async function getReviewCounts(signal?: AbortSignal): Promise<ReviewCounts> {
  return (await apiClient.get<ApiAnswer<ReviewCounts>>('/admin/submissions/counts', { signal })).data;
}

export const getReviewCountsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: [REVIEW_COUNTS_KEY, language], queryFn: ({ signal }) => getReviewCounts(signal), refetchInterval: 60_000 });

/** The pending counts; refreshed every minute while the console is open. */
export function useReviewCounts() {
  return useQuery(getReviewCountsQueryOptions(useLanguage()));
}
