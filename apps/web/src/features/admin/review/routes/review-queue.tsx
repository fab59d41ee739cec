// /admin/review: everything waiting for a decision, oldest first, filtered by type (the choice is kept
// in the address, ?type=stories, so a filtered queue can be bookmarked and survives a reload).
import { SUBMISSION_TYPES, type SubmissionType } from '@wefe/contract';
import { useSearchParams } from 'react-router';
import { useReviewCounts } from '@/components/staff/review-counts';
import { StaffPage } from '@/components/staff/staff-page';
import { FailureAlert } from '@/components/ui/form';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useReviewQueue } from '../api/get-review-queue';
import { ReviewQueueTable } from '../components/review-queue-table';
import { ReviewTypeFilter, type TypeFilter } from '../components/review-type-filter';

const isType = (value: string | null): value is SubmissionType => SUBMISSION_TYPES.includes(value as SubmissionType);

/** The review queue screen. */
export function Component() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('type');
  const type = isType(requested) ? requested : undefined;
  const counts = useReviewCounts();
  const queue = useReviewQueue(type);

  const choose = (value: TypeFilter) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete('type');
        else next.set('type', value);
        return next;
      },
      { replace: true },
    );

  return (
    <StaffPage title={t('review.title')} lead={t('review.lead')}>
      <ReviewTypeFilter value={type ?? 'all'} counts={counts.data} onChange={choose} />
      <div className="mt-6">
        {queue.isPending ? (
          <LoadingMessage label={t('shell.loading')} />
        ) : queue.isError ? (
          <FailureAlert title={t('review.load_failed')} detail={apiErrorMessage(queue.error, tc)} retryLabel={t('shell.retry')} onRetry={() => void queue.refetch()} />
        ) : queue.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-lg font-semibold text-slate-800">{t('review.empty')}</p>
            <p className="mt-1 text-slate-600">{t('review.empty_lead')}</p>
          </div>
        ) : (
          <ReviewQueueTable items={queue.data} />
        )}
      </div>
    </StaffPage>
  );
}
