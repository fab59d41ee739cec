// The country page's card: the country's value, unit, key and year, then the same map's value across
// the years as a small table with bars (the longest bar is the largest value).
import { useTranslation } from '@/lib/i18n';
import type { MapPointRow } from './map-points';

export interface CountrySummaryProps {
  country: string;
  /** The row of the chosen year. */
  current: MapPointRow;
  /** What the values measure: the unit, or 'Score (0-100)'. */
  unit: string;
  /** Every year, newest first. */
  history: readonly MapPointRow[];
}

/** The summary card and the values over the years. */
export function CountrySummary({ country, current, unit, history }: CountrySummaryProps) {
  const { t } = useTranslation();
  const largest = Math.max(...history.map((row) => Math.abs(row.amount)), 0);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <section aria-label={t('maps.country.summary_label', { country })} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 dir="auto" className="text-lg font-bold text-brand-800">
          {country}
        </h3>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3">
          <div>
            <dt className="text-sm text-slate-600">{t('maps.country.value')}</dt>
            <dd dir="auto" className="text-2xl font-bold text-slate-900 tabular-nums">
              {current.value}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('maps.country.year')}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">{current.year}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('maps.country.unit')}</dt>
            <dd dir="auto" className="font-semibold text-slate-900">
              {unit}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('maps.country.key')}</dt>
            <dd className="flex items-center gap-2 font-semibold text-slate-900">
              <span aria-hidden="true" className="size-4 shrink-0 rounded-sm border border-slate-300" style={{ backgroundColor: current.keyColor }} />
              <span dir="auto">{current.keyLabel}</span>
            </dd>
          </div>
        </dl>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <table className="w-full text-sm">
          <caption className="mb-3 text-start text-lg font-bold text-brand-800">{t('maps.country.history')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pe-4 text-start font-semibold">
                {t('maps.country.year')}
              </th>
              <th scope="col" className="py-2 pe-4 text-start font-semibold">
                {t('maps.country.value')}
              </th>
              <th scope="col" className="py-2 text-start font-semibold">
                {t('maps.country.key')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((row) => (
              <tr key={row.id} aria-current={row.id === current.id ? 'true' : undefined} className="border-b border-slate-100 last:border-0 aria-[current=true]:bg-brand-50">
                <th scope="row" className="py-1.5 pe-4 text-start font-normal tabular-nums">
                  {row.year}
                </th>
                <td className="w-1/2 py-1.5 pe-4">
                  <span dir="auto" className="block tabular-nums">
                    {row.value}
                  </span>
                  <span
                    aria-hidden="true"
                    className="mt-1 block h-2 rounded-full"
                    style={{ inlineSize: `${largest > 0 ? (Math.abs(row.amount) / largest) * 100 : 0}%`, backgroundColor: row.keyColor }}
                  />
                </td>
                <td className="py-1.5">
                  <span dir="auto">{row.keyLabel}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
