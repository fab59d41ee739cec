// The comparison's views of two to five countries: the pillars overlaid on one radar, grouped bars per
// pillar, the trend of the index or a chosen pillar (with MENA's or the OIC's mean as a dashed line if
// asked for), and every indicator side by side. Each is framed with its table, downloads, link, embed
// and citation.
import type { BenchmarkSeries, CountryIndexDetail, CountrySeries, Pillar } from '@wefe/contract';
import type { ChartData } from '@/components/charts/chart-download';
import { GroupedBarChart } from '@/components/charts/grouped-bar-chart';
import { LineChart, type LineSeries } from '@/components/charts/line-chart';
import { RadarChart } from '@/components/charts/radar-chart';
import { useLanguage, useTranslation, type TFunction } from '@/lib/i18n';
import { regionName } from './country-benchmarks';
import { LineLegend, MOSTLY_CARRIED } from './country-trend';
import { IndexChartFrame } from './index-chart-frame';
import { publishedValue, scoreText, scoreValue, wholeNumber, yearText } from './index-format';

/** The compared countries' colours, in the order chosen; each has 3:1 contrast or more on white. */
export const COMPARE_COLORS = ['#136478', '#b45309', '#7c3aed', '#be123c', '#4d7c0f'] as const;

/** The reference line's colour. */
const BENCHMARK_COLOR = '#475569';

interface FrameAddresses {
  permalink: string;
  /** None inside an embed. */
  embedHref?: string;
}

/** Each country's index and pillar scores in the year: the numbers of the radar and of the bars. */
export function pillarScoresData(details: readonly CountryIndexDetail[], pillars: readonly Pillar[], t: TFunction, language: string): ChartData {
  const score = (value: unknown) => scoreText(typeof value === 'number' ? String(value) : null, language);
  return {
    columns: [
      { key: 'country', label: t('wefe_index.charts.col_country') },
      { key: 'iso3', label: t('wefe_index.charts.col_iso3') },
      { key: 'year', label: t('wefe_index.charts.col_year'), format: (value) => (typeof value === 'number' ? yearText(value, language) : '–') },
      { key: 'index', label: t('wefe_index.metric_index'), format: score, numeric: true },
      { key: 'index_rank', label: t('wefe_index.charts.col_rank'), format: (value) => (typeof value === 'number' ? wholeNumber(value, language) : '–'), numeric: true },
      ...pillars.map((pillar) => ({ key: pillar.slug, label: pillar.localized_name, format: score, numeric: true })),
    ],
    rows: details.map((detail) => [
      detail.country.name,
      detail.country.iso3,
      detail.year,
      scoreValue(detail.value),
      detail.rank,
      ...pillars.map((pillar) => scoreValue(detail.pillars.find((entry) => entry.pillar.slug === pillar.slug)?.value)),
    ]),
  };
}

/** The radar of the pillars, one polygon per country. */
export function CompareRadar({ details, pillars, year, permalink, embedHref }: { details: readonly CountryIndexDetail[]; pillars: readonly Pillar[]; year: number } & FrameAddresses) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('wefe_index.compare.radar_title', { year: String(year) });
  return (
    <IndexChartFrame id="radar" title={title} data={pillarScoresData(details, pillars, t, language)} permalink={permalink} embedHref={embedHref}>
      <RadarChart
        framed
        title={title}
        axes={pillars.map((pillar) => pillar.localized_name)}
        series={details.map((detail, index) => ({
          label: detail.country.name,
          color: COMPARE_COLORS[index % COMPARE_COLORS.length]!,
          values: pillars.map((pillar) => scoreValue(detail.pillars.find((entry) => entry.pillar.slug === pillar.slug)?.value)),
        }))}
      />
    </IndexChartFrame>
  );
}

/** Bars per pillar (and the index), one per country. */
export function CompareBars({ details, pillars, year, permalink }: { details: readonly CountryIndexDetail[]; pillars: readonly Pillar[]; year: number } & FrameAddresses) {
  const { t } = useTranslation();
  const language = useLanguage();
  const series = details.map((detail, index) => ({ label: detail.country.name, color: COMPARE_COLORS[index % COMPARE_COLORS.length]! }));
  return (
    <IndexChartFrame
      id="bars"
      title={t('wefe_index.compare.bars_title', { year: String(year) })}
      data={pillarScoresData(details, pillars, t, language)}
      permalink={permalink}
      legend={<LineLegend series={series.map((entry, index) => ({ key: String(index), label: entry.label, color: entry.color, points: [] }))} marks={false} />}
    >
      <GroupedBarChart
        series={series}
        groups={[
          { key: 'index', label: t('wefe_index.metric_index'), values: details.map((detail) => scoreValue(detail.value)) },
          ...pillars.map((pillar) => ({
            key: pillar.slug,
            label: pillar.localized_name,
            values: details.map((detail) => scoreValue(detail.pillars.find((entry) => entry.pillar.slug === pillar.slug)?.value)),
          })),
        ]}
      />
    </IndexChartFrame>
  );
}

/** A country's value of the measure (the index, or a pillar by slug) in a year of its series. */
function measureOf(year: CountrySeries['years'][number], slug: string | null): string | null {
  return slug === null ? year.index.value : (year.pillars.find((entry) => entry.slug === slug)?.value ?? null);
}

/** The lines of the comparison's trend: one per country, then the group's mean, dashed. */
export function compareTrendSeries(seriesList: readonly CountrySeries[], slug: string | null, benchmark: BenchmarkSeries | undefined, t: TFunction): LineSeries[] {
  const lines: LineSeries[] = seriesList.map((series, index) => ({
    key: series.country.iso3,
    label: series.country.name,
    color: COMPARE_COLORS[index % COMPARE_COLORS.length]!,
    points: series.years.map((year) => ({ x: year.year, y: scoreValue(measureOf(year, slug)), hollow: year.carried_forward_share >= MOSTLY_CARRIED })),
  }));
  if (benchmark) {
    lines.push({
      key: `mean-${benchmark.region}`,
      label: t('wefe_index.charts.group_mean', { group: regionName(benchmark.region, t) }),
      color: BENCHMARK_COLOR,
      dashed: true,
      points: benchmark.years.map((year) => ({
        x: year.year,
        y: slug === null ? year.index : (year.pillars.find((entry) => entry.slug === slug)?.mean ?? null),
      })),
    });
  }
  return lines;
}

/** The trend's numbers: one row per year, one column per line. */
export function compareTrendData(lines: readonly LineSeries[], t: TFunction, language: string): ChartData {
  const years = [...new Set(lines.flatMap((line) => line.points.map((point) => point.x)))].sort((a, b) => a - b);
  const score = (value: unknown) => (typeof value === 'number' ? scoreText(String(value), language) : '–');
  return {
    columns: [
      { key: 'year', label: t('wefe_index.charts.col_year'), format: (value) => (typeof value === 'number' ? yearText(value, language) : '–') },
      ...lines.map((line) => ({ key: line.key, label: line.label, format: score, numeric: true })),
    ],
    rows: years.map((year) => [
      year,
      ...lines.map((line) => {
        const value = line.points.find((point) => point.x === year)?.y ?? null;
        return value === null ? null : Number(value.toFixed(2));
      }),
    ]),
  };
}

export interface CompareTrendProps extends FrameAddresses {
  seriesList: readonly CountrySeries[];
  /** The measure: a pillar, or null for the index. */
  pillar: Pillar | null;
  benchmark: BenchmarkSeries | undefined;
  /** Years shaded as provisional. */
  provisional: readonly number[];
}

/** The trend lines of the chosen measure. */
export function CompareTrend({ seriesList, pillar, benchmark, provisional, permalink, embedHref }: CompareTrendProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lines = compareTrendSeries(seriesList, pillar?.slug ?? null, benchmark, t);
  const metric = pillar?.localized_name ?? t('wefe_index.metric_index');
  const title = t('wefe_index.compare.trend_title', { metric });
  return (
    <IndexChartFrame id="trend" title={title} data={compareTrendData(lines, t, language)} permalink={permalink} embedHref={embedHref} legend={<LineLegend series={lines} />}>
      <LineChart
        title={title}
        series={lines}
        shaded={provisional}
        formatValue={(value) => scoreText(String(value), language)}
        formatYear={(year) => yearText(year, language)}
      />
    </IndexChartFrame>
  );
}

/** Every indicator side by side: per country its published value, year and score. */
export function compareIndicatorData(details: readonly CountryIndexDetail[], t: TFunction, language: string): ChartData {
  const indicators = new Map<string, { name: string; pillar: string; pillarId: number; unit: string }>();
  for (const detail of details)
    for (const pillar of detail.pillars)
      for (const score of pillar.indicators)
        if (!indicators.has(score.indicator.code))
          indicators.set(score.indicator.code, { name: score.indicator.localized_name, pillar: pillar.pillar.localized_name, pillarId: pillar.pillar_id, unit: score.localized_unit });
  const ordered = [...indicators.entries()].sort((a, b) => a[1].pillarId - b[1].pillarId);
  const find = (detail: CountryIndexDetail, code: string) => detail.pillars.flatMap((pillar) => pillar.indicators).find((score) => score.indicator.code === code);
  return {
    columns: [
      { key: 'indicator', label: t('wefe_index.charts.col_indicator') },
      { key: 'pillar', label: t('wefe_index.charts.col_pillar') },
      { key: 'unit', label: t('wefe_index.charts.col_unit') },
      ...details.flatMap((detail) => {
        const iso3 = detail.country.iso3;
        const name = detail.country.name;
        return [
          { key: `${iso3}_value`, label: t('wefe_index.compare.col_value', { country: name }), format: (value: unknown) => (typeof value === 'number' ? publishedValue(value, language) : '–'), numeric: true },
          { key: `${iso3}_year`, label: t('wefe_index.compare.col_year', { country: name }), format: (value: unknown) => (typeof value === 'number' ? yearText(value, language) : '–'), numeric: true },
          { key: `${iso3}_score`, label: t('wefe_index.compare.col_score', { country: name }), format: (value: unknown) => scoreText(typeof value === 'number' ? String(value) : null, language), numeric: true },
        ];
      }),
    ],
    rows: ordered.map(([code, indicator]) => [
      indicator.name,
      indicator.pillar,
      indicator.unit,
      ...details.flatMap((detail) => {
        const score = find(detail, code);
        return score ? [score.raw_value, score.source_year, Number(score.value)] : [null, null, null];
      }),
    ]),
  };
}

/** The indicator table, framed. */
export function CompareIndicators({ details, year, permalink }: { details: readonly CountryIndexDetail[]; year: number; permalink: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <IndexChartFrame
      tableBelow
      drawable={false}
      id="indicators"
      title={t('wefe_index.compare.indicators_title', { year: String(year) })}
      data={compareIndicatorData(details, t, language)}
      permalink={permalink}
    >
      {null}
    </IndexChartFrame>
  );
}
