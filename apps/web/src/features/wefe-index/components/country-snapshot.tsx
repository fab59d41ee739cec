// The 'Country Snapshot' card beside the globe: the chosen country's name, the rank and value of the
// chosen category (the overall index, or the pillar picked above, and it says which), the rank's likely
// range and what it is among, the indicators it rests on or why it has no rank, and one bar per pillar
// (Water, Energy, Food, Ecosystems) in the pillar's dark colour; and a link to the country's profile.
import type { CountryIndexDetail, Pillar } from '@wefe/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { toScore } from '@/components/charts/chart-format';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { intervalRange, scoreText, scoreValue, unrankedReasonText, wholeNumber } from './index-format';

export interface CountrySnapshotProps {
  /** The chosen country's name, known from the ranking before its detail arrives. */
  countryName: string | null;
  /** Its ISO 3166 alpha-3 code, for the link to its profile. */
  iso3: string | null;
  detail: CountryIndexDetail | undefined;
  /** The category chosen above: a pillar, or null for the overall index. */
  pillar: Pillar | null;
  loading: boolean;
  failed: boolean;
}

/** The snapshot card. */
export function CountrySnapshot({ countryName, iso3, detail, pillar, loading, failed }: CountrySnapshotProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const name = detail?.country.name ?? countryName;
  const pillars = [...(detail?.pillars ?? [])].sort((a, b) => a.pillar_id - b.pillar_id);
  const ofPillar = pillar ? pillars.find((entry) => entry.pillar.slug === pillar.slug) : undefined;
  // What the two big figures show: the chosen pillar's rank and score, or the index's.
  const shown = detail && (ofPillar ?? (pillar ? undefined : detail));
  const metric = pillar?.localized_name ?? null;
  const reason = detail && !pillar ? unrankedReasonText(detail, t, language) : null;

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-lg font-bold text-brand-800">
        {t('wefe_index.snapshot.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('wefe_index.snapshot.hint')}</p>

      {name && (
        <h3 className="mt-4 text-xl font-semibold text-slate-900" dir="auto">
          {name}
        </h3>
      )}
      {name && iso3 && (
        <Link to={paths.wefeIndexCountry.getHref(iso3)} className="mt-1 inline-block text-sm font-semibold text-brand-700 underline">
          {t('wefe_index.profile.open_profile', { country: name })}
        </Link>
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
          <p className="mt-3 text-sm text-slate-700">
            {metric === null ? t('wefe_index.snapshot.shows_index') : t('wefe_index.snapshot.shows_pillar', { pillar: metric })}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-brand-50 p-3">
              <dt className="text-xs font-semibold text-slate-600 uppercase">
                {metric === null ? t('wefe_index.snapshot.rank_index') : t('wefe_index.snapshot.rank_pillar', { pillar: metric })}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-brand-800 tabular-nums">
                {!shown || shown.rank === null ? t('wefe_index.snapshot.not_ranked') : `#${wholeNumber(shown.rank, language)}`}
              </dd>
              {shown?.rank_interval && (
                <dd className="mt-0.5 text-xs text-slate-600 tabular-nums">{t('wefe_index.ranking.likely', { range: intervalRange(shown.rank_interval, language) })}</dd>
              )}
            </div>
            <div className="rounded-lg bg-brand-50 p-3">
              <dt className="text-xs font-semibold text-slate-600 uppercase">
                {metric === null ? t('wefe_index.snapshot.index_value') : t('wefe_index.snapshot.pillar_value', { pillar: metric })}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-brand-800 tabular-nums">{scoreText(shown?.value, language)}</dd>
            </div>
          </dl>
          {shown && shown.rank !== null && (
            <p className="mt-2 text-xs text-slate-600">{t('wefe_index.ranking.among', { count: shown.ranked_among, year: String(detail.year) })}</p>
          )}
          {shown && shown.indicators_total > 0 && (
            <p className="mt-1 text-xs text-slate-600">
              {t('wefe_index.snapshot.indicators', { used: wholeNumber(shown.indicators_used, language), total: wholeNumber(shown.indicators_total, language) })}
            </p>
          )}
          {reason && <p className="mt-2 text-sm text-amber-900">{reason}</p>}

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
