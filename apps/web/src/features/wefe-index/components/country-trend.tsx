// A country's index and its four pillars over every year with data (the profile's trend): one line
// each in the pillars' own colours, provisional years on a shaded band, and hollow points where most of
// a year's values are carried forward from earlier years. The table and the CSV hold the same numbers
// with the index's rank, its likely range and the data window.
import type { CountrySeries, Pillar } from '@wefe/contract';
import type { ChartData } from '@/components/charts/chart-download';
import { LineChart, type LineSeries } from '@/components/charts/line-chart';
import { useLanguage, useTranslation, type TFunction } from '@/lib/i18n';
import { IndexChartFrame } from './index-chart-frame';
import { INDEX_COLOR, percentText, scoreText, scoreValue, wholeNumber, yearText } from './index-format';

/** A year's value counts as carried forward when at least this share of its values come from earlier years. */
export const MOSTLY_CARRIED = 0.5;

/** The lines of a country's series: the index first, then each pillar in the pillars' order. */
export function trendSeries(series: CountrySeries, pillars: readonly Pillar[], t: TFunction): LineSeries[] {
  const hollow = (year: CountrySeries['years'][number]) => year.carried_forward_share >= MOSTLY_CARRIED;
  return [
    {
      key: 'index',
      label: t('wefe_index.metric_index'),
      color: INDEX_COLOR,
      points: series.years.map((year) => ({ x: year.year, y: scoreValue(year.index.value), hollow: hollow(year) })),
    },
    ...pillars.map((pillar) => ({
      key: pillar.slug,
      label: pillar.localized_name,
      color: pillar.color[1],
      points: series.years.map((year) => ({
        x: year.year,
        y: scoreValue(year.pillars.find((entry) => entry.slug === pillar.slug)?.value),
        hollow: hollow(year),
      })),
    })),
  ];
}

/** The numbers of the trend: one row per year. */
export function trendData(series: CountrySeries, pillars: readonly Pillar[], t: TFunction, language: string): ChartData {
  const score = (value: unknown) => scoreText(typeof value === 'string' ? value : null, language);
  const whole = (value: unknown) => (typeof value === 'number' ? wholeNumber(value, language) : '–');
  const flag = (value: unknown) => (value === 'yes' ? t('wefe_index.charts.yes') : t('wefe_index.charts.no'));
  return {
    columns: [
      { key: 'year', label: t('wefe_index.charts.col_year'), format: (value) => (typeof value === 'number' ? yearText(value, language) : '–') },
      { key: 'index', label: t('wefe_index.metric_index'), format: score, numeric: true },
      { key: 'index_rank', label: t('wefe_index.charts.col_rank'), format: whole, numeric: true },
      { key: 'index_rank_low', label: t('wefe_index.charts.col_rank_low'), format: whole, numeric: true },
      { key: 'index_rank_high', label: t('wefe_index.charts.col_rank_high'), format: whole, numeric: true },
      { key: 'ranked_among', label: t('wefe_index.charts.col_among'), format: whole, numeric: true },
      ...pillars.map((pillar) => ({ key: pillar.slug, label: pillar.localized_name, format: score, numeric: true })),
      { key: 'data_from', label: t('wefe_index.charts.col_data_from'), format: (value: unknown) => (typeof value === 'number' ? yearText(value, language) : '–') },
      { key: 'data_to', label: t('wefe_index.charts.col_data_to'), format: (value: unknown) => (typeof value === 'number' ? yearText(value, language) : '–') },
      { key: 'carried_forward_share', label: t('wefe_index.charts.col_carried'), format: (value: unknown) => (typeof value === 'number' ? percentText(value, language) : '–'), numeric: true },
      { key: 'provisional', label: t('wefe_index.charts.col_provisional'), format: flag },
    ],
    rows: series.years.map((year) => [
      year.year,
      year.index.value,
      year.index.rank,
      year.index.rank_interval?.low ?? null,
      year.index.rank_interval?.high ?? null,
      year.index.ranked_among,
      ...pillars.map((pillar) => year.pillars.find((entry) => entry.slug === pillar.slug)?.value ?? null),
      year.data_from,
      year.data_to,
      Number(year.carried_forward_share.toFixed(4)),
      year.provisional ? 'yes' : 'no',
    ]),
  };
}

/** The legend of a line chart: its lines, and what a shaded band and a hollow point mean. */
export function LineLegend({ series, marks = true }: { series: readonly LineSeries[]; marks?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-700">
      {series.map((entry) => (
        <li key={entry.key} className="flex items-center gap-2">
          <svg aria-hidden="true" width="22" height="10" className="shrink-0">
            <line x1="1" x2="21" y1="5" y2="5" stroke={entry.color} strokeWidth="3" strokeDasharray={entry.dashed ? '5 3' : undefined} />
          </svg>
          <span dir="auto">{entry.label}</span>
        </li>
      ))}
      {marks && (
        <>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-5 shrink-0 rounded-sm border border-amber-200 bg-amber-50" />
            {t('wefe_index.charts.legend_provisional')}
          </li>
          <li className="flex items-center gap-2">
            <svg aria-hidden="true" width="12" height="12" className="shrink-0">
              <circle cx="6" cy="6" r="4" fill="#ffffff" stroke="#334155" strokeWidth="2" />
            </svg>
            {t('wefe_index.charts.legend_carried')}
          </li>
        </>
      )}
    </ul>
  );
}

/** The span of the series and which of its years compare with each other (the non-provisional ones). */
function trendSubtitle(series: CountrySeries, t: TFunction, language: string): string | undefined {
  const first = series.years[0]?.year;
  const last = series.years.at(-1)?.year;
  if (first === undefined || last === undefined) return undefined;
  const comparable = series.years.filter((year) => !year.provisional).map((year) => year.year);
  const span = { from: yearText(first, language), to: yearText(last, language) };
  if (comparable.length === 0) return t('wefe_index.profile.trend_subtitle_all_provisional', span);
  return t('wefe_index.profile.trend_subtitle', { ...span, comparableFrom: yearText(comparable[0]!, language), comparableTo: yearText(comparable.at(-1)!, language) });
}

export interface CountryTrendProps {
  series: CountrySeries;
  pillars: readonly Pillar[];
  /** The view's address; the chart's id is added as its fragment. */
  permalink: string;
  /** None inside an embed. */
  embedHref?: string;
}

/** The trend chart of a country, framed. */
export function CountryTrend({ series, pillars, permalink, embedHref }: CountryTrendProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lines = trendSeries(series, pillars, t);
  const title = t('wefe_index.profile.trend_title', { country: series.country.name });
  return (
    <IndexChartFrame
      id="trend"
      title={title}
      subtitle={trendSubtitle(series, t, language)}
      data={trendData(series, pillars, t, language)}
      permalink={permalink}
      embedHref={embedHref}
      legend={<LineLegend series={lines} />}
    >
      {series.years.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{t('wefe_index.no_data')}</p>
      ) : (
        <LineChart
          title={title}
          series={lines}
          shaded={series.years.filter((year) => year.provisional).map((year) => year.year)}
          formatValue={(value) => scoreText(String(value), language)}
          formatYear={(year) => yearText(year, language)}
        />
      )}
    </IndexChartFrame>
  );
}
