// 'What changed' in an edit of an approved item: each reviewed field whose value differs from the
// approved version, before and after. Shown only when the item was approved before.
import type { SubmissionType } from '@wefe/contract';
import { useId } from 'react';
import { BeforeAfterTable } from '@/components/staff/before-after-table';
import { FailureAlert } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { AdminCatalogue } from '@/locales/admin';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useSubmissionChanges } from '../api/get-submission-changes';

type FieldKey = keyof AdminCatalogue['review']['fields'];

/** The changes of one item since its approval; nothing for an item that was never approved. */
export function ChangesTable({ type, id }: { type: SubmissionType; id: string }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const changes = useSubmissionChanges(type, id);
  const label = (field: string) => (i18n.exists(`review.fields.${field}`, 'admin') ? t(`review.fields.${field as FieldKey}`) : field);

  if (changes.isPending) return changes.fetchStatus === 'idle' ? null : <Spinner label={t('shell.loading')} className="size-6" />;
  if (changes.isError) {
    return <FailureAlert title={t('review.changes.load_failed')} detail={apiErrorMessage(changes.error, tc)} retryLabel={t('shell.retry')} onRetry={() => void changes.refetch()} />;
  }
  const { changes: list, previous_approved_at: approvedAt } = changes.data;
  if (list === null) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-brand-800">
        {t('review.changes.heading')}
      </h2>
      {approvedAt ? <p className="mt-1 text-sm text-slate-600">{t('review.changes.since', { date: formatDate(approvedAt, language) })}</p> : null}
      {list.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('review.changes.none')}</p>
      ) : (
        <div className="mt-3">
          <BeforeAfterTable labelledBy={headingId} rows={list.map((change) => ({ field: change.field, label: label(change.field), before: change.before, after: change.after }))} />
        </div>
      )}
    </section>
  );
}
