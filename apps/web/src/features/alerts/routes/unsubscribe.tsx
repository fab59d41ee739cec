// /alerts/unsubscribe?token=: the page a digest's "stop these alerts" link opens (issue 30). It stops
// the alerts on a press of the button, not on opening (mail scanners open links too), with no sign-in;
// mail clients that offer "Unsubscribe" post to the API themselves (RFC 8058).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, FormSuccess } from '@/components/ui/form';
import { FormPage } from '@/components/ui/form-page';
import { apiErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { paths, profileTabHref } from '@/lib/paths';
import { useUnsubscribe } from '../api/unsubscribe';

export function Component() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();

  const stop = () => {
    setError(undefined);
    unsubscribe.mutate(token, { onSuccess: (answer) => setDone(answer.message), onError: (failure) => setError(apiErrorMessage(failure, t)) });
  };

  return (
    <FormPage title={t('alerts.unsubscribe.title')} subtitle={done ? undefined : t('alerts.unsubscribe.subtitle')}>
      {done ? (
        <div className="space-y-5">
          <FormSuccess>{done}</FormSuccess>
          <p className="text-center">
            <Link to={profileTabHref('alerts')} className="font-semibold text-brand-700 hover:underline">
              {t('alerts.unsubscribe.change_in_profile')}
            </Link>
          </p>
        </div>
      ) : !token ? (
        <FormAlert>{t('alerts.unsubscribe.no_token')}</FormAlert>
      ) : (
        <div className="space-y-5">
          <FormAlert>{error}</FormAlert>
          <button type="button" onClick={stop} disabled={unsubscribe.isPending} className={`${buttonStyles.primary} w-full`}>
            {unsubscribe.isPending ? t('alerts.unsubscribe.stopping') : t('alerts.unsubscribe.stop')}
          </button>
          <p className="text-center">
            <Link to={paths.home.getHref()} className="font-semibold text-brand-700 hover:underline">
              {t('alerts.unsubscribe.keep')}
            </Link>
          </p>
        </div>
      )}
    </FormPage>
  );
}
