// The office box of the contact page: days, hours and time zone of the Amman office, the languages it
// answers in, and whether it is open now on Amman's clock (checked again every minute). Names of days
// and languages come from Intl in the reader's language.
import { useSyncExternalStore } from 'react';
import { ClockIcon } from '@/components/ui/icons';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { OFFICE_HOURS, officeStatus } from './office-hours';

const MINUTE_MS = 60_000;

function subscribeToClock(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, MINUTE_MS / 4);
  return () => window.clearInterval(timer);
}

/** The current minute (as a count since 1970), so the status changes when the minute does. */
function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS);
}

/** A weekday's name: Sunday = 0 (4 January 1970 was a Sunday). */
function weekdayName(language: string, weekday: number): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 4 + weekday)));
}

/** A time of day given in minutes after midnight, e.g. '09:00'. */
function clockTime(language: string, minutes: number): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(new Date(minutes * MINUTE_MS));
}

export function OfficeHoursCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const minute = useSyncExternalStore(subscribeToClock, currentMinute, currentMinute);
  const status = officeStatus(new Date(minute * MINUTE_MS));
  const languageNames = new Intl.DisplayNames(language, { type: 'language' });
  const days = OFFICE_HOURS.days;
  // Open or closed now is the reader's clock: shown from the first render after hydration, never in the
  // server's render (a minute later in the browser would not match it). Its line keeps its height meanwhile.
  const hydrated = useHydrated();

  return (
    <section aria-labelledby="office-hours-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="office-hours-heading" className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <ClockIcon className="size-5 text-brand-600" />
        {t('contact.office.title')}
      </h2>
      <p className="mt-4 flex min-h-7 flex-wrap items-center gap-x-3 gap-y-1">
        {hydrated && (
          <>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${status.open ? 'bg-food-soft text-food-dark' : 'bg-slate-100 text-slate-700'}`}>
              {status.open ? t('contact.office.open') : t('contact.office.closed')}
            </span>
            <span className="text-sm text-slate-600">
              {t('contact.office.now', { time: clockTime(language, status.minutes), day: weekdayName(language, status.weekday) })}
            </span>
          </>
        )}
      </p>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('contact.office.days')}</dt>
          <dd>{t('contact.office.days_value', { first: weekdayName(language, days[0]), last: weekdayName(language, days[days.length - 1] ?? days[0]) })}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('contact.office.hours')}</dt>
          <dd>
            {clockTime(language, OFFICE_HOURS.opensAt)}–{clockTime(language, OFFICE_HOURS.closesAt)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('contact.office.time_zone')}</dt>
          <dd>{t('contact.office.time_zone_value', { zone: OFFICE_HOURS.timeZone })}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('contact.office.languages')}</dt>
          <dd>{new Intl.ListFormat(language, { type: 'conjunction' }).format(OFFICE_HOURS.languages.map((code) => languageNames.of(code) ?? code))}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-600">{t('contact.office.reply_note')}</p>
    </section>
  );
}
