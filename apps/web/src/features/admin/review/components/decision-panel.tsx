// The reviewer's decision on one item: approve, or reject with a reason (required, checked here before
// anything is sent; the server's own field message is shown in the same place). A conflict (another
// reviewer decided first) and other failures show the server's message above the buttons.
import type { SubmissionType } from '@wefe/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, FormSuccess, TextAreaField } from '@/components/ui/form';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDecideSubmission } from '../api/decide-submission';

/** Approve and reject buttons for one item, then the outcome and a way back to the queue. */
export function DecisionPanel({ type, id }: { type: SubmissionType; id: string }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const headingId = useId();
  const decide = useDecideSubmission();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [done, setDone] = useState<'approve' | 'reject' | undefined>();

  const failure = decide.error;
  // A field message of the server (422) belongs beside the reason; everything else goes above.
  const serverReasonError = isApiError(failure) ? failure.errors?.reason : undefined;
  const generalError = failure && !serverReasonError ? apiErrorMessage(failure, tc) : undefined;

  const approve = () => {
    setReasonError(undefined);
    decide.mutate({ type, id, decision: 'approve' }, { onSuccess: () => setDone('approve') });
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(t('review.decision.reason_required'));
      return;
    }
    setReasonError(undefined);
    decide.mutate({ type, id, decision: 'reject', reason: reason.trim() }, { onSuccess: () => setDone('reject') });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-brand-50/40 p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-brand-800">
        {t('review.decision.heading')}
      </h2>
      {done ? (
        <div className="mt-3 flex flex-col gap-3">
          <FormSuccess>{t(done === 'approve' ? 'review.decision.approved' : 'review.decision.rejected')}</FormSuccess>
          <Link to={paths.admin.review.getHref()} className={`${buttonStyles.secondary} self-start`}>
            {t('review.item.back')}
          </Link>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-4">
          {generalError ? (
            <FormAlert>
              <p className="font-semibold">{t('review.decision.failed')}</p>
              <p className="mt-1 text-sm">{generalError}</p>
            </FormAlert>
          ) : null}
          <div>
            <button type="button" onClick={approve} disabled={decide.isPending} className={buttonStyles.primary}>
              {decide.isPending && decide.variables?.decision === 'approve' ? t('review.decision.approving') : t('review.decision.approve')}
            </button>
          </div>
          <form noValidate onSubmit={reject} className="flex flex-col gap-3">
            <TextAreaField
              label={t('review.decision.reason')}
              name="reason"
              value={reason}
              onChange={(value) => {
                setReason(value);
                if (reasonError && value.trim() !== '') setReasonError(undefined);
              }}
              required
              hint={t('review.decision.reason_hint')}
              error={reasonError ?? serverReasonError}
              disabled={decide.isPending}
              rows={3}
            />
            <button type="submit" disabled={decide.isPending} className={`${buttonStyles.dangerOutline} self-start`}>
              {decide.isPending && decide.variables?.decision === 'reject' ? t('review.decision.rejecting') : t('review.decision.reject')}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
