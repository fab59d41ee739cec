// GET /admin/submissions/{type}/{id}/changes: what changed since the item was last approved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, SubmissionChanges, SubmissionType } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The root of the changes' query key: invalidate it after a decision. */
export const SUBMISSION_CHANGES_KEY = 'admin-review-changes';

/** Fetches the fields changed since the last approval (`changes` null when it was never approved). */
export async function getSubmissionChanges(type: SubmissionType, id: string, signal?: AbortSignal): Promise<SubmissionChanges> {
  const answer = await apiClient.get<ApiAnswer<SubmissionChanges>>(`/admin/submissions/${type}/${encodeURIComponent(id)}/changes`, { signal });
  return answer.data;
}

export const getSubmissionChangesQueryOptions = (language: Language, type: SubmissionType, id: string) =>
  queryOptions({ queryKey: [SUBMISSION_CHANGES_KEY, language, type, id], queryFn: ({ signal }) => getSubmissionChanges(type, id, signal) });

/** What changed in an item; not asked for entity accounts, which have no approved version. */
export function useSubmissionChanges(type: SubmissionType, id: string) {
  return useQuery({ ...getSubmissionChangesQueryOptions(useLanguage(), type, id), enabled: type !== 'entities' });
}
