// The change of e-mail address waiting for its code (issue 28): where the code went, the address the
// member still signs in with, a box for the code, and a way to keep the current address.
import { emailChangeConfirmSchema, VERIFICATION_CODE_LENGTH, type User } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { CodeInput } from '@/components/ui/code-input';
import { FormAlert, FormSuccess } from '@/components/ui/form';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { contractFieldErrors } from '@/lib/contract-check';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEmailChange } from '../api/email-change';

/** The confirmation box while a change waits, then the outcome; nothing otherwise. */
export function EmailChangeCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { confirm, cancel } = useEmailChange();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<readonly string[]>();
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<string>();

  if (!user.pending_email) return outcome ? <FormSuccess>{outcome}</FormSuccess> : null;

  const fail = (failure: unknown) => {
    const fieldErrors = isApiError(failure) ? failure.errors : undefined;
    setCodeError(fieldErrors?.code ?? fieldErrors?.email);
    setError(fieldErrors?.code ? undefined : apiErrorMessage(failure, t));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const rules = contractFieldErrors(emailChangeConfirmSchema, { code }, language);
    setCodeError(rules?.code);
    if (rules) return;
    confirm.mutate({ code }, { onSuccess: (answer) => setOutcome(answer.message), onError: fail });
  };
  const onCancel = () => {
    setError(undefined);
    setCodeError(undefined);
    cancel.mutate(undefined, { onSuccess: (answer) => setOutcome(answer.message), onError: fail });
  };
  const busy = confirm.isPending || cancel.isPending;

  return (
    <section aria-labelledby="email-change-title" className="space-y-4 rounded-2xl border border-energy-light/40 bg-energy-soft p-6">
      <h2 id="email-change-title" className="text-lg font-bold text-brand-800">
        {t('profile.email_change.title')}
      </h2>
      <p className="text-slate-700">
        {t('profile.email_change.sent_to')}{' '}
        <bdi dir="ltr" className="font-semibold break-all">
          {user.pending_email}
        </bdi>
        . {t('profile.email_change.until')}{' '}
        <bdi dir="ltr" className="break-all">
          {user.email}
        </bdi>
        .
      </p>
      <FormAlert>{error}</FormAlert>
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <CodeInput
          label={t('profile.email_change.code')}
          name="code"
          value={code}
          onChange={setCode}
          error={codeError}
          hint={t('profile.email_change.code_hint', { length: VERIFICATION_CODE_LENGTH })}
        />
        <div className="flex flex-wrap gap-3 pb-0.5">
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {confirm.isPending ? t('profile.email_change.confirming') : t('profile.email_change.confirm')}
          </button>
          <button type="button" disabled={busy} onClick={onCancel} className={buttonStyles.secondary}>
            {t('profile.email_change.keep_current')}
          </button>
        </div>
      </form>
      <p className="text-sm text-slate-600">{t('profile.email_change.resend_hint')}</p>
    </section>
  );
}
