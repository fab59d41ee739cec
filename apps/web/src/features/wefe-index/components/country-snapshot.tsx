// The 'Country Snapshot' card beside the globe: the chosen country's name, world rank and index value,
// and one bar per pillar (Water, Energy, Food, Ecosystems) in the pillar's dark colour.
import type { CountryIndexDetail } from '@wefe/contract';
import { useId } from 'react';
import { toScore } from '@/components/charts/chart-format';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { scoreText, scoreValue } from './index-format';

export interface CountrySnapshotProps {
  /** The chosen country's name, known from the ranking before its detail arrives. */
  countryName: string | null;
  detail: CountryIndexDetail | undefined;
  loading: boolean;
  failed: boolean;
}

/** The snapshot card. */
export function CountrySnapshot({ countryName, detail, loading, failed }: CountrySnapshotProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const name = detail?.country.name ?? countryName;
  const pillars = [...(detail?.pillars ?? [])].sort((a, b) => a.pillar_id - b.pillar_id);

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-lg font-bold text-brand-800">
        {t('wefe_index.snapshot.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('wefe_index.snapshot.hint')}</p>

      {name && (
        <p className="mt-4 text-xl font-semibold text-slate-900" dir="auto">
          {name}
        </p>
      )}

      {loading && (
        <div className="mt-4">
          <Spinner label={t('wefe_index.snapshot.loading')} className="size-6" />
        </div>
      )}
      {failed && !loading && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('wefe_index.detail.failed')}
        </p>
      )}

      {detail && !loading && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-brand-50 p-3">
              <dt className="text-xs font-semibold text-slate-600 uppercase">{t('wefe_index.snapshot.rank')}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-800 tabular-nums">
                {detail.rank === null ? t('wefe_index.snapshot.not_ranked') : `#${detail.rank}`}
              </dd>
            </div>
            <div className="rounded-lg bg-brand-50 p-3">
              <dt className="text-xs font-semibold text-slate-600 uppercase">{t('wefe_index.snapshot.index_value')}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-800 tabular-nums">{scoreText(detail.value, language)}</dd>
            </div>
          </dl>

          {pillars.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">{t('wefe_index.no_data')}</p>
          ) : (
            <ul aria-label={t('wefe_index.snapshot.pillars')} className="mt-5 space-y-3">
              {pillars.map((entry) => {
                const value = scoreValue(entry.value);
                return (
                  <li key={entry.pillar_id}>
                    <div className="flex items-baseline justify-between gap-3 text-sm">
                      <span className="font-semibold text-slate-700">{entry.pillar.localized_name}</span>
                      <span className="font-semibold text-slate-900 tabular-nums">{scoreText(entry.value, language)}</span>
                    </div>
                    <div aria-hidden="true" className="mt-1 h-2.5 rounded-full bg-slate-100">
                      <div
                        className="h-full rounded-full"
                        style={{ width: `${value === null ? 0 : toScore(value)}%`, backgroundColor: entry.pillar.color[1] }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
