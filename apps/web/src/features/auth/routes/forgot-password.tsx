// /forgot-password: asks for a reset link by email. The server answers the same whether or not the
// address has an account, so the screen never says which.
import { forgotPasswordSchema } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, FormField, FormSuccess, inputClass } from '@/components/ui/form';
import { FormPage } from '@/components/ui/form-page';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { contractFieldErrors } from '@/lib/contract-check';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/forgot-password';

export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [emailError, setEmailError] = useState<readonly string[]>();
  const [sent, setSent] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setEmailError(undefined);
    if (email.trim() === '') {
      setEmailError([t('auth.forgot.email_required')]);
      return;
    }
    // An address the server would refuse is refused here, in its words, without a round trip.
    const rules = contractFieldErrors(forgotPasswordSchema, { email: email.trim() }, language);
    if (rules?.email) {
      setEmailError(rules.email);
      return;
    }
    request.mutate(
      { email: email.trim() },
      {
        onSuccess: (answer) => setSent(answer.message || t('auth.forgot.sent')),
        onError: (failure) => {
          setError(apiErrorMessage(failure, t));
          if (isApiError(failure)) setEmailError(failure.errors?.email);
        },
      },
    );
  };

  return (
    <FormPage title={t('pages.forgot_password')} subtitle={t('auth.forgot.subtitle')}>
      {sent ? (
        <div className="space-y-5">
          <FormSuccess>{sent}</FormSuccess>
          <Link to={paths.auth.login.getHref()} className={`${buttonStyles.primary} w-full`}>
            {t('auth.forgot.back_to_login')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <FormAlert>{error}</FormAlert>
          <FormField label={t('auth.login.email')} required error={emailError}>
            {(control) => (
              <input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                dir="ltr"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          <button type="submit" disabled={request.isPending} className={`${buttonStyles.primary} w-full`}>
            {request.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </button>
          <p className="text-center">
            <Link to={paths.auth.login.getHref()} className="font-semibold text-brand-700 hover:underline">
              {t('auth.forgot.back_to_login')}
            </Link>
          </p>
        </form>
      )}
    </FormPage>
  );
}
