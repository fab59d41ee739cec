// /admin/mail: the mail the hub has not sent yet, for administrators (the API answers reviewers 403).
// Given-up mail comes first; each can be sent now or discarded. The page lives in the address.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '@/components/staff/admin-only';
import { StaffPage } from '@/components/staff/staff-page';
import { StaffPager } from '@/components/staff/staff-pager';
import { FailureAlert, FormAlert, FormSuccess } from '@/components/ui/form';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useMailQueue, useMailQueueCounts } from '../api/get-mail-queue';
import { QueuedMailItem, type MailOutcome } from '../components/queued-mail-item';

const positiveInt = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : 1);

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <StaffPage title={t('mail.title')} lead={t('mail.lead')}>
      <AdminOnly>
        <MailQueue />
      </AdminOnly>
    </StaffPage>
  );
}

function MailQueue() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queue = useMailQueue(positiveInt(params.get('page')));
  const counts = useMailQueueCounts();
  const [done, setDone] = useState<MailOutcome>();
  const goTo = (page: number) => {
    setDone(undefined);
    setParams(new URLSearchParams({ page: String(page) }));
  };

  return (
    <>
      {/* A Send now that did not get the mail out is a failure, said as one (role alert). */}
      <div aria-live="polite">
        {done ? <div className="mb-4">{done.failed ? <FormAlert>{done.text}</FormAlert> : <FormSuccess>{done.text}</FormSuccess>}</div> : null}
      </div>
      {counts.data ? <p className="mb-3 text-sm text-slate-600">{t('mail.summary', { waiting: counts.data.waiting, givenUp: counts.data.given_up })}</p> : null}
      {queue.isPending ? (
        <LoadingMessage label={t('shell.loading')} />
      ) : queue.isError ? (
        <FailureAlert title={t('shell.error')} detail={apiErrorMessage(queue.error, tCommon)} retryLabel={t('shell.retry')} onRetry={() => void queue.refetch()} />
      ) : queue.data.data.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-slate-600">{t('mail.empty')}</p>
      ) : (
        <>
          <ul aria-label={t('mail.list_label')} className="flex flex-col gap-3">
            {queue.data.data.map((mail) => (
              <QueuedMailItem key={mail.id} mail={mail} onDone={setDone} />
            ))}
          </ul>
          <StaffPager label={t('mail.pages')} page={queue.data.meta.current_page} lastPage={queue.data.meta.last_page} onPage={goTo} />
        </>
      )}
    </>
  );
}
