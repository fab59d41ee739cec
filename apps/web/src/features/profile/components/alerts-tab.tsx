// The profile's E-mail alerts tab (issue 30): what the member follows (kinds of content, sectors,
// countries: none chosen follows all), daily or weekly, and whether alerts run; saving starts them,
// "Stop alerts" ends them, "Send my digest now" mails what is new since the last digest.
import { ALERT_FREQUENCIES, ALERT_KINDS, alertSubscriptionUpdateSchema, type AlertFrequency, type AlertKind, type AlertSubscription, type FieldErrors } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FailureAlert, FormAlert, FormSuccess } from '@/components/ui/form';
import { RadioGroup } from '@/components/ui/radio-group';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { contractFieldErrors } from '@/lib/contract-check';
import { formatDate } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCountries } from '@/lib/lookups/get-countries';
import { useSectors } from '@/lib/lookups/get-sectors';
import { useAlertActions, useAlerts } from '../api/alerts';

interface Draft {
  frequency: AlertFrequency;
  kinds: AlertKind[];
  sectorIds: string[];
  countryIds: string[];
}

const draftOf = (alerts: AlertSubscription): Draft => ({
  frequency: alerts.frequency,
  kinds: alerts.kinds,
  sectorIds: alerts.sector_ids.map(String),
  countryIds: alerts.country_ids.map(String),
});

/** The tab: loading, then the settings form. */
export function AlertsTab() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  if (alerts.isPending) return <LoadingMessage label={t('profile.alerts.loading')} />;
  if (alerts.isError) {
    return <FailureAlert title={t('profile.alerts.failed')} detail={apiErrorMessage(alerts.error, t)} retryLabel={t('profile.retry')} onRetry={() => void alerts.refetch()} />;
  }
  return <AlertsForm alerts={alerts.data} />;
}

function AlertsForm({ alerts }: { alerts: AlertSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sectors = useSectors();
  const countries = useCountries();
  const { save, stop, sendNow } = useAlertActions();
  const [draft, setDraft] = useState<Draft>(() => draftOf(alerts));
  const [errors, setErrors] = useState<FieldErrors>();
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<string>();
  const busy = save.isPending || stop.isPending || sendNow.isPending;

  const fail = (failure: unknown) => {
    const fieldErrors = isApiError(failure) ? failure.errors : undefined;
    setErrors(fieldErrors);
    setError(fieldErrors ? undefined : apiErrorMessage(failure, t));
  };
  const start = () => {
    setError(undefined);
    setOutcome(undefined);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start();
    const body = { frequency: draft.frequency, kinds: draft.kinds, sector_ids: draft.sectorIds.map(Number), country_ids: draft.countryIds.map(Number) };
    const rules = contractFieldErrors(alertSubscriptionUpdateSchema, body, language);
    setErrors(rules ?? undefined);
    if (rules) return;
    save.mutate(alertSubscriptionUpdateSchema.parse(body), { onSuccess: (answer) => setOutcome(answer.message), onError: fail });
  };
  const onStop = () => {
    start();
    stop.mutate(undefined, { onSuccess: (answer) => setOutcome(answer.message), onError: fail });
  };
  const onSendNow = () => {
    start();
    sendNow.mutate(undefined, { onSuccess: (answer) => setOutcome(answer.message), onError: fail });
  };

  return (
    <section aria-labelledby="alerts-title" className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="space-y-2">
        <h2 id="alerts-title" className="text-xl font-bold text-brand-800">
          {t('profile.alerts.title')}
        </h2>
        <p className="text-slate-700">{t('profile.alerts.intro')}</p>
        <p className="font-semibold text-slate-800" data-testid="alerts-state">
          {alerts.active && alerts.next_digest_at
            ? t('profile.alerts.active', { date: formatDate(alerts.next_digest_at, language) })
            : t('profile.alerts.inactive')}
        </p>
      </div>
      <FormAlert>{error}</FormAlert>
      <FormSuccess>{outcome}</FormSuccess>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <RadioGroup
          legend={t('profile.alerts.frequency')}
          name="frequency"
          options={ALERT_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`profile.alerts.frequencies.${frequency}`) }))}
          value={draft.frequency}
          onChange={(frequency) => setDraft({ ...draft, frequency })}
          error={errors?.frequency}
        />
        <CheckboxGroup
          legend={t('profile.alerts.kinds')}
          name="kinds[]"
          options={ALERT_KINDS.map((kind) => ({ value: kind, label: t(`profile.alerts.kind.${kind}`) }))}
          selected={draft.kinds}
          onChange={(kinds) => setDraft({ ...draft, kinds: kinds as AlertKind[] })}
          error={errors?.kinds}
        />
        <CheckboxGroup
          legend={t('profile.alerts.sectors')}
          name="sector_ids[]"
          options={(sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }))}
          selected={draft.sectorIds}
          onChange={(sectorIds) => setDraft({ ...draft, sectorIds })}
          pending={sectors.isPending}
          error={errors?.sector_ids}
        />
        <div className="space-y-2">
          <CheckboxGroup
            legend={t('profile.alerts.countries')}
            name="country_ids[]"
            options={(countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }))}
            selected={draft.countryIds}
            onChange={(countryIds) => setDraft({ ...draft, countryIds })}
            pending={countries.isPending}
            error={errors?.country_ids}
            className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 p-3"
          />
          <p className="text-sm text-slate-600">{t('profile.alerts.none_is_all')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {save.isPending ? t('profile.alerts.saving') : alerts.active ? t('profile.alerts.save') : t('profile.alerts.start')}
          </button>
          {alerts.active && (
            <>
              <button type="button" disabled={busy} onClick={onSendNow} className={buttonStyles.secondary}>
                {t('profile.alerts.send_now')}
              </button>
              <button type="button" disabled={busy} onClick={onStop} className={buttonStyles.secondary}>
                {t('profile.alerts.stop')}
              </button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
