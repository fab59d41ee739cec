// GET /admin/submissions/counts: the pending counts for the console's navigation. The call lives in
// components/staff because the review queue shows the same counts per type.
export { getReviewCounts, useReviewCounts, type ReviewCounts } from '@/components/staff/review-counts';
