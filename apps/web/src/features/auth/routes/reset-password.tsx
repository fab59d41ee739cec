// /reset-password?token=...: the page the password-reset mail links to; sets a new password. The link is
// checked as the page opens, so a used or expired one says so before the new password is typed twice.
import { PASSWORD_MIN, resetPasswordSchema, type FieldErrors } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, FormField, FormSuccess } from '@/components/ui/form';
import { FormPage } from '@/components/ui/form-page';
import { PasswordInput } from '@/components/ui/password-input';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { contractFieldErrors } from '@/lib/contract-check';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useResetLinkCheck, useResetPassword } from '../api/reset-password';

export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const link = useResetLinkCheck(token);
  // Only the server's refusal of the link (used, expired, unknown or malformed) closes the form; a check
  // that failed otherwise (offline) leaves it open, and sending then says what the server says.
  const deadLink = link.isError && isApiError(link.error) && link.error.status === 422;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setFieldErrors({});
    const local: FieldErrors = {};
    if (password === '') local.password = [t('auth.reset.password_required')];
    if (confirmation === '') local.password_confirmation = [t('auth.reset.confirmation_required')];
    else if (password !== confirmation) local.password_confirmation = [t('auth.reset.mismatch')];
    // The password's own rules (length, letters and digits…), in the server's words, before sending.
    const rules = contractFieldErrors(resetPasswordSchema, { token, password, password_confirmation: confirmation }, language);
    if (!local.password && rules?.password) local.password = rules.password;
    if (Object.keys(local).length > 0) {
      setFieldErrors(local);
      return;
    }
    reset.mutate(
      { token, password, password_confirmation: confirmation },
      {
        onSuccess: (answer) => setDone(answer.message || t('auth.reset.done')),
        onError: (failure) => {
          setError(apiErrorMessage(failure, t));
          if (isApiError(failure)) setFieldErrors(failure.errors ?? {});
        },
      },
    );
  };

  const requestNewLink = (
    <Link to={paths.auth.forgotPassword.getHref()} className="font-semibold text-brand-700 underline">
      {t('auth.reset.request_new')}
    </Link>
  );

  return (
    <FormPage title={t('pages.reset_password')} subtitle={t('auth.reset.subtitle')}>
      {done ? (
        <div className="space-y-5">
          <FormSuccess>{done}</FormSuccess>
          <Link to={paths.auth.login.getHref()} className={`${buttonStyles.primary} w-full`}>
            {t('auth.reset.go_to_login')}
          </Link>
        </div>
      ) : !token ? (
        <FormAlert>
          <p>{t('auth.reset.missing_token')}</p>
          <p className="mt-2">{requestNewLink}</p>
        </FormAlert>
      ) : link.isPending ? (
        <LoadingMessage label={t('auth.reset.checking')} />
      ) : deadLink ? (
        <FormAlert>
          <p>{t('auth.reset.missing_token')}</p>
          <p className="mt-2">{requestNewLink}</p>
        </FormAlert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {error && (
            <FormAlert>
              <p>{error}</p>
              {(fieldErrors.token || !isApiError(reset.error) || !reset.error.errors) && <p className="mt-2">{requestNewLink}</p>}
            </FormAlert>
          )}
          <FormField label={t('auth.reset.password')} required error={fieldErrors.password} hint={t('auth.reset.password_hint', { min: PASSWORD_MIN })}>
            {(control) => (
              <PasswordInput
                {...control}
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('auth.reset.confirmation')} required error={fieldErrors.password_confirmation}>
            {(control) => (
              <PasswordInput
                {...control}
                name="password_confirmation"
                autoComplete="new-password"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            )}
          </FormField>
          <button type="submit" disabled={reset.isPending} className={`${buttonStyles.primary} w-full`}>
            {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </button>
        </form>
      )}
    </FormPage>
  );
}
