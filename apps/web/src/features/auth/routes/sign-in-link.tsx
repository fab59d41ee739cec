// /login/link: a one-time sign-in link by mail (issue 28), the way in for an owner whose password
// attempts are slowed. Without a token it asks for a link; with the mail's `?token=` it signs in on
// a press of the button (not on opening: mail scanners open links too).
import { LOGIN_REDIRECT_MS, signInLinkRequestSchema } from '@wefe/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, FormField, FormSuccess, inputClass } from '@/components/ui/form';
import { FormPage } from '@/components/ui/form-page';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { startSession } from '@/lib/auth';
import { contractFieldErrors } from '@/lib/contract-check';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSignInLink } from '../api/sign-in-link';

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <FormPage title={t('pages.sign_in_link')} subtitle={token ? t('auth.link.redeem_subtitle') : t('auth.link.subtitle')}>
      {token ? <RedeemLink token={token} /> : <RequestLink />}
    </FormPage>
  );
}

function RequestLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { request } = useSignInLink();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<readonly string[]>();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const rules = contractFieldErrors(signInLinkRequestSchema, { email: email.trim() }, language);
    setEmailError(rules?.email);
    if (rules) return;
    request.mutate(
      { email: email.trim() },
      {
        onSuccess: (answer) => setSent(answer.message || t('auth.link.sent')),
        onError: (failure) => {
          setError(apiErrorMessage(failure, t));
          if (isApiError(failure)) setEmailError(failure.errors?.email);
        },
      },
    );
  };

  if (sent) {
    return (
      <div className="space-y-5">
        <FormSuccess>{sent}</FormSuccess>
        <Link to={paths.auth.login.getHref()} className={`${buttonStyles.secondary} w-full`}>
          {t('auth.forgot.back_to_login')}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert>{error}</FormAlert>
      <FormField label={t('auth.login.email')} required error={emailError}>
        {(control) => (
          <input {...control} type="email" name="email" autoComplete="email" dir="ltr" value={email} onChange={(event) => setEmail(event.target.value)} className={inputClass} />
        )}
      </FormField>
      <button type="submit" disabled={request.isPending} className={`${buttonStyles.primary} w-full`}>
        {request.isPending ? t('auth.link.submitting') : t('auth.link.submit')}
      </button>
      <p className="text-center">
        <Link to={paths.auth.login.getHref()} className="font-semibold text-brand-700 hover:underline">
          {t('auth.forgot.back_to_login')}
        </Link>
      </p>
    </form>
  );
}

function RedeemLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redeem } = useSignInLink();
  const [error, setError] = useState<string>();
  const [signedIn, setSignedIn] = useState<string>();

  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(() => void navigate(paths.home.getHref(), { replace: true }), LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate]);

  const signIn = () => {
    setError(undefined);
    redeem.mutate(
      { token },
      {
        onSuccess: (answer) => {
          startSession(answer.data.token, answer.data.user, { remember: false });
          setSignedIn(answer.message || t('auth.login.success'));
        },
        onError: (failure) => {
          const tokenErrors = isApiError(failure) ? failure.errors?.token : undefined;
          setError(tokenErrors?.[0] ?? apiErrorMessage(failure, t));
        },
      },
    );
  };

  if (signedIn) {
    return (
      <FormSuccess>
        <p>{signedIn}</p>
        <p className="mt-1 text-sm">{t('auth.login.redirecting')}</p>
      </FormSuccess>
    );
  }
  return (
    <div className="space-y-5">
      <FormAlert>{error}</FormAlert>
      <button type="button" onClick={signIn} disabled={redeem.isPending} className={`${buttonStyles.primary} w-full`}>
        {redeem.isPending ? t('auth.login.submitting') : t('auth.link.redeem')}
      </button>
      {error && (
        <p className="text-center">
          <Link to={paths.auth.signInLink.getHref()} className="font-semibold text-brand-700 hover:underline">
            {t('auth.link.ask_again')}
          </Link>
        </p>
      )}
    </div>
  );
}
