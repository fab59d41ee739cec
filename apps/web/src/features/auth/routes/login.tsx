// The login screen (/login and /auth/signin; spec part 1, 'Login' and section 4 'Login outcomes').
import { INCOMPLETE_REGISTRATION_REDIRECT_MS, LOGIN_REDIRECT_MS } from '@wefe/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, FormField, FormSuccess, inputClass } from '@/components/ui/form';
import { FormPage } from '@/components/ui/form-page';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { startSession } from '@/lib/auth';
import type { TFunction } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { savePendingRegistration, type ResumeRegistrationState } from '@/lib/pending-registration';
import { incompleteRegistrationOf, useLogin, type IncompleteRegistration } from '../api/login';

type Outcome =
  | { kind: 'signed-in'; message: string; pendingApproval: boolean }
  | { kind: 'incomplete'; registration: IncompleteRegistration };

/** The wording of spec part 1, section 8 for a failed sign-in that is not an unfinished registration. */
export function loginFailureMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error) || error.status === 0 || error.status === undefined) return t('auth.login.failed_retry');
  // No message from the server: say what most likely happened.
  if (error.messageKey) return error.status === 401 ? t('auth.login.failed_credentials') : t('auth.login.failed');
  return error.message;
}

/** Where the wizard of an unfinished registration lives. */
function wizardHref(registration: IncompleteRegistration): string {
  return registration.accountType === 'entity' ? paths.register.entity.getHref() : paths.register.individual.getHref();
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // After the message had time to be read: home after a sign-in, the wizard after an unfinished one.
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(
      () => {
        if (outcome.kind === 'signed-in') {
          void navigate(paths.home.getHref(), { replace: true });
        } else {
          const state: ResumeRegistrationState = { userId: outcome.registration.userId, step: outcome.registration.nextStep };
          void navigate(wizardHref(outcome.registration), { state });
        }
      },
      outcome.kind === 'signed-in' ? LOGIN_REDIRECT_MS : INCOMPLETE_REGISTRATION_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setOutcome(null);
    if (email.trim() === '' || password === '') {
      setError(t('auth.login.missing_fields'));
      return;
    }
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if (!answer.success || !answer.data?.token || !answer.data.user) {
            setError(answer.message || t('auth.login.failed'));
            return;
          }
          startSession(answer.data.token, answer.data.user, { remember });
          setOutcome({
            kind: 'signed-in',
            message: answer.message || t('auth.login.success'),
            pendingApproval: answer.data.user.status === 'pending_approval',
          });
        },
        onError: (failure) => {
          const registration = incompleteRegistrationOf(failure);
          if (!registration) {
            setError(loginFailureMessage(failure, t));
            return;
          }
          savePendingRegistration({
            userId: registration.userId,
            token: registration.token,
            status: {
              user_id: registration.userId,
              account_type: registration.accountType,
              next_step: registration.nextStep,
              total_steps: registration.totalSteps,
            },
          });
          setOutcome({ kind: 'incomplete', registration });
        },
      },
    );
  };

  const busy = loginMutation.isPending || outcome !== null;

  return (
    <FormPage title={t('pages.login')} subtitle={t('auth.login.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormAlert>{error}</FormAlert>
        {outcome?.kind === 'signed-in' && (
          <FormSuccess>
            <p>{outcome.message}</p>
            {outcome.pendingApproval && <p className="mt-1">{t('auth.login.pending_approval')}</p>}
            <p className="mt-1 text-sm">{t('auth.login.redirecting')}</p>
          </FormSuccess>
        )}
        {outcome?.kind === 'incomplete' && (
          <div role="status" className="rounded-lg border border-energy-light/40 bg-energy-soft p-3 text-energy-dark">
            {t('auth.login.incomplete_registration', { step: outcome.registration.nextStep, total: outcome.registration.totalSteps })}
          </div>
        )}

        <FormField label={t('auth.login.email')} required>
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

        <FormField label={t('auth.login.password')} required>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="size-4 rounded border-slate-300 accent-brand-700"
            />
            {t('auth.login.remember_me')}
          </label>
          <Link to={paths.auth.forgotPassword.getHref()} className="font-semibold text-brand-700 hover:underline">
            {t('auth.login.forgot_password')}
          </Link>
        </div>

        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
          {loginMutation.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>

        {/* The way in while wrong passwords slow this address down, or when the password is gone. */}
        <p className="text-center">
          <Link to={paths.auth.signInLink.getHref()} className="font-semibold text-brand-700 hover:underline">
            {t('auth.link.from_login')}
          </Link>
        </p>

        <p className="text-center text-slate-600">
          {t('auth.login.no_account')}{' '}
          <Link to={paths.auth.signup.getHref()} className="font-semibold text-brand-700 hover:underline">
            {t('auth.login.create_account')}
          </Link>
        </p>
      </form>
    </FormPage>
  );
}
