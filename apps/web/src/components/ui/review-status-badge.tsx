// Where a member's submission stands in the team's review (pending, approved, rejected, unpublished), as a
// pill, with the reason staff gave when there is one. Used by every kind of submission (publications first).
import type { ReviewStatus } from '@wefe/contract';
import { AlertIcon, CheckCircleIcon, ClockIcon, EyeOffIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

const base = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold';

/** 'Pending review', 'Published', 'Rejected' or 'Unpublished'. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  switch (status) {
    case 'approved':
      return (
        <span className={`${base} bg-food-soft text-food-dark`}>
          <CheckCircleIcon className="size-4" />
          {t('review_status.approved')}
        </span>
      );
    case 'rejected':
      return (
        <span className={`${base} bg-red-50 text-red-800`}>
          <AlertIcon className="size-4" />
          {t('review_status.rejected')}
        </span>
      );
    case 'unpublished':
      return (
        <span className={`${base} bg-slate-200 text-slate-800`}>
          <EyeOffIcon className="size-4" />
          {t('review_status.unpublished')}
        </span>
      );
    default:
      return (
        <span className={`${base} bg-energy-soft text-energy-dark`}>
          <ClockIcon className="size-4" />
          {t('review_status.pending')}
        </span>
      );
  }
}

/** The badge and, for a rejection or an unpublishing, the reason the team gave; for pending and unpublished items a line on what happens next. */
export function ReviewStatusNotice({ status, reason }: { status: ReviewStatus; reason: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <ReviewStatusBadge status={status} />
      {status === 'pending' && <p className="text-sm text-slate-600">{t('review_status.pending_hint')}</p>}
      {status === 'unpublished' && <p className="text-sm text-slate-600">{t('review_status.unpublished_hint')}</p>}
      {(status === 'rejected' || status === 'unpublished') && reason && (
        <p className="text-sm text-red-800">
          {t('review_status.reason')} <span dir="auto">{reason}</span>
        </p>
      )}
    </div>
  );
}
