// One contact message in the inbox: a summary line that expands to the sender's details, the message
// with its line breaks, any reply already sent, the reply form and Mark handled / Reopen.
import type { StaffContactMessage } from '@wefe/contract';
import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form';
import { apiErrorMessage } from '@/lib/api-client';
import { LANGUAGE_NAMES, useLanguage, useTranslation } from '@/lib/i18n';
import { useMarkContactMessageHandled } from '../api/mark-contact-message-handled';
import { useReopenContactMessage } from '../api/reopen-contact-message';
import { ReplyForm } from './reply-form';
import { formatDateTime } from '@/lib/dates';

const languageName = (code: string) => LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] ?? code;

/** A message, collapsed until opened; `onDone` receives the sentence announcing a change. */
export function MessageItem({ message, onDone }: { message: StaffContactMessage; onDone: (text: string) => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const markHandled = useMarkContactMessageHandled();
  const reopen = useReopenContactMessage();
  const stateChange = message.handled_at ? reopen : markHandled;
  const dateTime = (value: string) => formatDateTime(value, language);
  const firstLine = message.body.split(/\r?\n/, 1)[0] ?? '';

  const toggleState = () =>
    stateChange.mutate(message.id, {
      onSuccess: () => onDone(t(message.handled_at ? 'messages.reopened' : 'messages.marked', { name: message.name })),
    });

  return (
    <li className="rounded-lg border border-slate-200 bg-white">
      <h2 className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t(open ? 'messages.hide' : 'messages.show', { name: message.name })}
          onClick={() => setOpen(!open)}
          className="flex w-full flex-wrap items-baseline gap-x-3 gap-y-1 p-4 text-start hover:bg-slate-50"
        >
          <span className="font-semibold text-slate-900" dir="auto">
            {t('messages.from', { name: message.name })}
          </span>
          <span className="text-sm text-slate-600">
            <time dateTime={message.created_at}>{t('messages.received', { date: dateTime(message.created_at) })}</time>
          </span>
          <span className="w-full truncate text-sm text-slate-600" dir="auto">
            {firstLine}
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 p-4">
        {open ? (
          <div className="flex flex-col gap-4">
            <dl aria-label={t('messages.details')} className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold text-slate-700">{t('messages.email')}</dt>
              <dd>
                <a href={`mailto:${message.email}`} dir="ltr" className="text-brand-700 underline">
                  {message.email}
                </a>
              </dd>
              <dt className="font-semibold text-slate-700">{t('messages.phone')}</dt>
              <dd dir={message.phone ? 'ltr' : undefined} className="text-start">
                {message.phone ?? t('messages.not_given')}
              </dd>
              <dt className="font-semibold text-slate-700">{t('messages.location')}</dt>
              <dd dir="auto">{message.location ?? t('messages.not_given')}</dd>
              <dt className="font-semibold text-slate-700">{t('messages.language')}</dt>
              <dd>{languageName(message.language)}</dd>
            </dl>
            <section>
              <h3 className="text-sm font-semibold text-slate-700">{t('messages.message')}</h3>
              <p dir="auto" lang={message.language} className="mt-1 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap">
                {message.body}
              </p>
            </section>
            {message.reply ? (
              <section>
                <h3 className="text-sm font-semibold text-slate-700">
                  {t('messages.reply_sent', { name: message.reply.by?.name ?? t('messages.former_staff'), date: dateTime(message.reply.sent_at) })}
                </h3>
                <p dir="auto" className="mt-1 rounded-lg bg-brand-50 p-3 whitespace-pre-wrap">
                  {message.reply.body}
                </p>
              </section>
            ) : null}
            {message.handled_at ? (
              <p className="text-sm text-slate-600">
                {message.handled_by
                  ? t('messages.handled_by', { name: message.handled_by.name, date: dateTime(message.handled_at) })
                  : t('messages.handled_on', { date: dateTime(message.handled_at) })}
              </p>
            ) : null}
            <ReplyForm message={message} onSent={onDone} />
            <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
              {stateChange.isError ? <FormAlert>{apiErrorMessage(stateChange.error, tCommon)}</FormAlert> : null}
              <div>
                <button type="button" onClick={toggleState} disabled={stateChange.isPending} className={buttonStyles.secondary}>
                  {message.handled_at
                    ? stateChange.isPending
                      ? t('messages.reopening')
                      : t('messages.reopen')
                    : stateChange.isPending
                      ? t('messages.marking')
                      : t('messages.mark_handled')}
                </button>
              </div>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
