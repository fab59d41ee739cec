// The head of a country's profile: for the index and each pillar, the score, the rank among the year's
// ranked countries with its likely range, and the years its data come from; why the country has no
// rank when it has none.
import type { CountryIndexDetail, CountrySeriesYear, Pillar } from '@wefe/contract';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { INDEX_COLOR, intervalRange, scoreText, unrankedReasonText, wholeNumber, windowText } from './index-format';

interface Figure {
  key: string;
  label: string;
  color: string;
  value: string | null;
  rank: number | null;
  interval: { low: number; high: number } | null;
  among: number;
}

export interface ProfileSummaryProps {
  detail: CountryIndexDetail;
  /** The year's entry of the country's series: its data window. */
  seriesYear: CountrySeriesYear | undefined;
  pillars: readonly Pillar[];
}

/** The summary cards. */
export function ProfileSummary({ detail, seriesYear, pillars }: ProfileSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const figures: Figure[] = [
    { key: 'index', label: t('wefe_index.metric_index'), color: INDEX_COLOR, value: detail.value, rank: detail.rank, interval: detail.rank_interval, among: detail.ranked_among },
    ...pillars.map((pillar) => {
      const entry = detail.pillars.find((candidate) => candidate.pillar.slug === pillar.slug);
      return {
        key: pillar.slug,
        label: pillar.localized_name,
        color: pillar.color[1],
        value: entry?.value ?? null,
        rank: entry?.rank ?? null,
        interval: entry?.rank_interval ?? null,
        among: entry?.ranked_among ?? 0,
      };
    }),
  ];
  const reason = unrankedReasonText(detail, t, language);
  return (
    <div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.key} data-measure={figure.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" style={{ borderBlockStartColor: figure.color, borderBlockStartWidth: 4 }}>
            <dt className="text-sm font-semibold text-slate-700">{figure.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{scoreText(figure.value, language)}</dd>
            <dd className="mt-1 text-sm text-slate-700">
              {figure.rank === null
                ? t('wefe_index.snapshot.not_ranked')
                : t('wefe_index.profile.rank_of', { rank: wholeNumber(figure.rank, language), count: figure.among })}
            </dd>
            {figure.interval && (
              <dd className="text-xs text-slate-600 tabular-nums">{t('wefe_index.ranking.likely', { range: intervalRange(figure.interval, language) })}</dd>
            )}
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {seriesYear && seriesYear.data_from !== null
          ? t('wefe_index.profile.data_window', { range: windowText(seriesYear.data_from, seriesYear.data_to, language), year: String(detail.year) })
          : null}{' '}
        {t('wefe_index.profile.rank_note', { count: detail.ranked_among, year: String(detail.year) })}
      </p>
      {reason && <p className="mt-2 text-sm text-amber-900">{reason}</p>}
    </div>
  );
}
