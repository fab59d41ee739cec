// POST /admin/{type}/{id}/approve and POST /admin/{type}/{id}/reject { reason }: a reviewer's decision.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionType } from '@wefe/contract';
import { REVIEW_COUNTS_KEY } from '@/components/staff/review-counts';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { ENTITY_ACCOUNT_KEY } from './get-entity-account';
import { REVIEW_QUEUE_KEY } from './get-review-queue';
import { SUBMISSION_CHANGES_KEY } from './get-submission-changes';

export type Decision = { type: SubmissionType; id: string } & ({ decision: 'approve' } | { decision: 'reject'; reason: string });

/** Sends the decision; answers the server's message (in the interface language). */
export async function decideSubmission(input: Decision): Promise<string> {
  const url = `/admin/${input.type}/${encodeURIComponent(input.id)}/${input.decision}`;
  const answer = await apiClient.post<ApiAnswer<unknown>>(url, input.decision === 'reject' ? { reason: input.reason } : undefined);
  return answer.message;
}

/** Approves or rejects, then refreshes the queue, the counts and the item wherever they are shown. */
export function useDecideSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSubmission,
    onSuccess: (_message, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [REVIEW_QUEUE_KEY] }),
        queryClient.invalidateQueries({ queryKey: [REVIEW_COUNTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [SUBMISSION_CHANGES_KEY] }),
        // The public screens' caches (their keys start with the type) show the item's new status.
        queryClient.invalidateQueries({ queryKey: [input.type === 'entities' ? ENTITY_ACCOUNT_KEY : input.type] }),
      ]),
  });
}
