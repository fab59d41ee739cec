// One mail in the outgoing-mail list: subject, recipient, when it was queued, its attempts, when it
// is next tried (or when it was given up) and why it last failed; Send now and Discard (asked first).
import type { StaffQueuedMail } from '@wefe/contract';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { FormAlert } from '@/components/ui/form';
import { apiErrorMessage } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDiscardQueuedMail } from '../api/discard-queued-mail';
import { useSendQueuedMail } from '../api/send-queued-mail';
import { formatDateTime } from '@/lib/dates';

/** What happened to a mail, as the page announces it: `failed` when a Send now did not get it out. */
export interface MailOutcome {
  text: string;
  failed: boolean;
}

/** A queued mail; `onDone` receives what happened to it. */
export function QueuedMailItem({ mail, onDone }: { mail: StaffQueuedMail; onDone: (outcome: MailOutcome) => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const send = useSendQueuedMail();
  const discard = useDiscardQueuedMail();
  const dateTime = (value: string) => formatDateTime(value, language);

  return (
    <li className={`rounded-lg border bg-white p-4 ${mail.given_up_at ? 'border-red-300' : 'border-slate-200'}`}>
      <h2 className="text-base font-semibold text-slate-900" dir="auto">
        {mail.subject}
      </h2>
      <p className="text-sm text-slate-700">
        {t('mail.to')} <bdi>{mail.to}</bdi>
      </p>
      <p className="text-sm text-slate-600">
        <time dateTime={mail.created_at}>{t('mail.queued_at', { date: dateTime(mail.created_at) })}</time>
        {' · '}
        {t('mail.attempts', { count: mail.attempts })}
        {' · '}
        {mail.given_up_at ? (
          <time dateTime={mail.given_up_at} className="font-semibold text-red-800">
            {t('mail.given_up', { date: dateTime(mail.given_up_at) })}
          </time>
        ) : (
          <time dateTime={mail.next_attempt_at}>{t('mail.next_attempt', { date: dateTime(mail.next_attempt_at) })}</time>
        )}
      </p>
      {mail.last_error ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{t('mail.last_error')}</span>{' '}
          <code dir="ltr" className="break-all text-slate-700">
            {mail.last_error}
          </code>
        </p>
      ) : null}
      {send.isError ? (
        <div className="mt-3">
          <FormAlert>{apiErrorMessage(send.error, tCommon)}</FormAlert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={send.isPending}
          aria-label={t('mail.send_named', { to: mail.to })}
          onClick={() => send.mutate(mail.id, { onSuccess: (answer) => onDone({ text: answer.message, failed: !answer.data.sent }) })}
        >
          {send.isPending ? t('mail.sending') : t('mail.send_now')}
        </button>
        <ConfirmDeleteButton
          mutation={discard}
          id={mail.id}
          onDeleted={() => onDone({ text: t('mail.discarded', { to: mail.to }), failed: false })}
          labels={{
            open: t('mail.discard'),
            openName: t('mail.discard_named', { to: mail.to }),
            title: t('mail.discard_title'),
            message: t('mail.discard_message', { to: mail.to }),
            cancel: t('shell.cancel'),
            confirm: t('mail.discard'),
            deleting: t('mail.discarding'),
          }}
        />
      </div>
    </li>
  );
}
