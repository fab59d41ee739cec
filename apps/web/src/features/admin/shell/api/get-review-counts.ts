// GET /admin/submissions?status=pending: how many items of each type wait for a decision, for the
// console's navigation. (The review section may replace this with a counts call.)
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import type { StaffItemType } from '@/lib/paths';

export type ReviewCounts = Record<StaffItemType, number>;

interface QueueItem {
  type: StaffItemType;
}

/** Counts the pending queue by type. */
export async function getReviewCounts(): Promise<ReviewCounts> {
  const answer = await apiClient.get<{ data: QueueItem[] }>('/admin/submissions', { query: { status: 'pending' } });
  const counts: ReviewCounts = { publications: 0, stories: 0, 'news-events': 0, entities: 0 };
  for (const item of answer.data) counts[item.type] += 1;
  return counts;
}

/** The pending counts; refreshed every minute while the console is open. */
export function useReviewCounts() {
  const language = useLanguage();
  return useQuery({ queryKey: ['admin-review-counts', language], queryFn: getReviewCounts, refetchInterval: 60_000 });
}
