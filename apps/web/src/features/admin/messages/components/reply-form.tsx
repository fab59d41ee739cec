// The reply to one contact message: a textarea with its limit and a live count, errors beside it
// (the server's too), and the sent state.
import { CONTACT_REPLY_MAX, type StaffContactMessage } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, TextAreaField } from '@/components/ui/form';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { LANGUAGE_NAMES, useTranslation } from '@/lib/i18n';
import { useReplyToContactMessage } from '../api/reply-to-contact-message';

const languageName = (code: string) => LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] ?? code;

/** Sends a reply; `onSent` receives the sentence announcing it. */
export function ReplyForm({ message, onSent }: { message: StaffContactMessage; onSent: (text: string) => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState(false);
  const mutation = useReplyToContactMessage();
  const used = body.trim().length;
  const localError = used === 0 ? t('messages.reply.required') : used > CONTACT_REPLY_MAX ? t('messages.reply.too_long', { max: CONTACT_REPLY_MAX }) : undefined;
  const serverErrors = isApiError(mutation.error) ? mutation.error.errors?.body : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (localError) return;
    mutation.mutate(
      { id: message.id, body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          setChecked(false);
          onSent(t('messages.reply.sent', { email: message.email }));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        label={t('messages.reply.label')}
        name="body"
        value={body}
        onChange={(value) => {
          setBody(value);
          if (mutation.isError) mutation.reset();
        }}
        rows={6}
        required
        hint={t('messages.reply.hint', { email: message.email, language: languageName(message.language), used, max: CONTACT_REPLY_MAX })}
        error={(checked ? localError : undefined) ?? serverErrors}
      />
      {mutation.isError && !serverErrors ? <FormAlert>{apiErrorMessage(mutation.error, tCommon)}</FormAlert> : null}
      <div>
        <button type="submit" disabled={mutation.isPending} className={buttonStyles.primary}>
          {mutation.isPending ? t('messages.reply.sending') : t('messages.reply.send')}
        </button>
      </div>
    </form>
  );
}
