// The chosen country's detail for the year (spec part 2, section 2.1): its rank among the hub's ranked
// countries with its likely range (or why it has none), a doughnut for the index and one per pillar,
// the 'Pillars Comparison' radar, and per pillar the 'Indicators' bars (Access in the pillar's light
// colour, Availability in its dark colour), each with the published value behind the score and its
// weight in the index. Charts render only when they come within 150px of the viewport.
import type { CountryIndexDetail } from '@wefe/contract';
import { useId } from 'react';
import { HorizontalBarChart, type BarChartItem } from '@/components/charts/bar-chart';
import { DoughnutChart } from '@/components/charts/doughnut-chart';
import { LazyVisible } from '@/components/charts/lazy-visible';
import { RadarChart } from '@/components/charts/radar-chart';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadingMessage } from '@/components/ui/spinner';
import { type TFunction, useLanguage, useTranslation } from '@/lib/i18n';
import { INDEX_COLOR, intervalRange, percentText, publishedValue, scoreValue, unrankedReasonText, wholeNumber } from './index-format';

type DetailPillar = CountryIndexDetail['pillars'][number];

/** An indicator's bar: Access light, Availability dark, with the published value, unit, year and weight. */
export function indicatorBars(pillar: DetailPillar, t: TFunction, language: string): BarChartItem[] {
  const [light, dark] = pillar.pillar.color;
  return pillar.indicators.map((score) => {
    const values = { value: publishedValue(score.raw_value, language), unit: score.localized_unit, year: String(score.source_year) };
    const published = score.carried_forward ? t('wefe_index.detail.published_carried', values) : t('wefe_index.detail.published', values);
    return {
      label: score.indicator.localized_name,
      value: scoreValue(score.value),
      color: score.indicator.indicator_type === 'access' ? light : dark,
      detail: `${published} · ${t('wefe_index.detail.weight', { weight: percentText(score.weight, language, 1) })}`,
    };
  });
}

export interface CountryIndexDetailProps {
  /** The country's name from the ranking, shown while the detail loads. */
  countryName: string | null;
  year: number | undefined;
  detail: CountryIndexDetail | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The detail section. */
export function CountryIndexDetailSection({ countryName, year, detail, loading, failed, onRetry }: CountryIndexDetailProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = detail?.country.name ?? countryName ?? '';
  const shownYear = detail?.year ?? year;

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={titleId} className="text-2xl font-bold text-brand-800">
        <span dir="auto">{name}</span>
        {shownYear !== undefined && ` — ${shownYear}`}
      </h2>
      {loading ? (
        <LoadingMessage label={t('wefe_index.detail.loading')} />
      ) : failed ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-6 text-slate-700">
          <p>{t('wefe_index.detail.failed')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
            {t('wefe_index.ranking.retry')}
          </button>
        </div>
      ) : detail && detail.pillars.length > 0 ? (
        <DetailCharts detail={detail} />
      ) : detail ? (
        <div className="py-6">
          <p className="font-semibold text-slate-800">{t('wefe_index.no_data')}</p>
          <p className="mt-1 text-slate-600">{t('wefe_index.detail.no_data_hint', { country: name, year: String(detail.year) })}</p>
        </div>
      ) : null}
    </section>
  );
}

function DetailCharts({ detail }: { detail: CountryIndexDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pillars = [...detail.pillars].sort((a, b) => a.pillar_id - b.pillar_id);

  return (
    <>
      <p className="mt-2 text-lg font-semibold text-slate-700">
        {detail.rank === null
          ? t('wefe_index.detail.not_ranked')
          : t('wefe_index.detail.rank', { rank: wholeNumber(detail.rank, language), count: detail.ranked_among })}
        {detail.rank_interval && (
          <span className="ms-2 text-base font-normal text-slate-600">
            {t('wefe_index.ranking.likely', { range: intervalRange(detail.rank_interval, language) })}
          </span>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {unrankedReasonText(detail, t, language) ??
          t('wefe_index.snapshot.indicators', { used: wholeNumber(detail.indicators_used, language), total: wholeNumber(detail.indicators_total, language) })}
      </p>

      <LazyVisible minHeight={220}>
        <div className="mt-6 flex flex-wrap justify-center gap-6">
          <DoughnutChart value={scoreValue(detail.value)} label={t('wefe_index.metric_index')} color={INDEX_COLOR} size={170} />
          {pillars.map((pillar) => (
            <DoughnutChart key={pillar.pillar_id} value={scoreValue(pillar.value)} label={pillar.pillar.localized_name} color={pillar.pillar.color[1]} size={140} />
          ))}
        </div>
      </LazyVisible>

      <div className="mt-10">
        <LazyVisible minHeight={360}>
          <RadarChart
            title={t('wefe_index.detail.radar_title')}
            axes={pillars.map((pillar) => pillar.pillar.localized_name)}
            series={[{ label: detail.country.name, color: INDEX_COLOR, values: pillars.map((pillar) => scoreValue(pillar.value)) }]}
          />
        </LazyVisible>
      </div>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-2">
        {pillars.map((pillar) => (
          <LazyVisible key={pillar.pillar_id} minHeight={Math.max(160, pillar.indicators.length * 40)}>
            {pillar.indicators.length > 0 ? (
              <HorizontalBarChart title={t('wefe_index.detail.indicators', { pillar: pillar.pillar.localized_name })} items={indicatorBars(pillar, t, language)} />
            ) : (
              <p className="text-slate-600">
                {t('wefe_index.detail.indicators', { pillar: pillar.pillar.localized_name })}: {t('wefe_index.no_data')}
              </p>
            )}
          </LazyVisible>
        ))}
      </div>

      <p className="mt-8 text-sm text-slate-600">{t('wefe_index.detail.footnote')}</p>
    </>
  );
}
