// Every indicator behind a country's index in a year (the profile's table): its pillar, the published
// value with its unit and year (marked when carried forward), its 0..100 score, its effective weight in
// the index and in its pillar, and a link to its source with the licence. CSV, link and citation as for
// the charts.
import type { CountryIndexDetail } from '@wefe/contract';
import type { ChartData } from '@/components/charts/chart-download';
import { useLanguage, useTranslation, type TFunction } from '@/lib/i18n';
import { IndexChartFrame } from './index-chart-frame';
import { percentText, publishedValue, scoreText, yearText } from './index-format';

/** The rows of the indicator table, in the pillars' order. */
export function indicatorData(detail: CountryIndexDetail, t: TFunction, language: string): ChartData {
  const pillars = [...detail.pillars].sort((a, b) => a.pillar_id - b.pillar_id);
  const share = (value: unknown) => (typeof value === 'number' ? percentText(value, language, 1) : '–');
  return {
    columns: [
      { key: 'indicator', label: t('wefe_index.charts.col_indicator') },
      { key: 'pillar', label: t('wefe_index.charts.col_pillar') },
      { key: 'type', label: t('wefe_index.charts.col_type') },
      { key: 'value', label: t('wefe_index.charts.col_value'), format: (value) => (typeof value === 'number' ? publishedValue(value, language) : '–'), numeric: true },
      { key: 'unit', label: t('wefe_index.charts.col_unit') },
      {
        key: 'data_year',
        label: t('wefe_index.charts.col_data_year'),
        // The 'carried_forward' column follows; a carried value says so beside its year.
        format: (value, row) =>
          typeof value !== 'number' ? '–' : row[6] === 'yes' ? t('wefe_index.charts.carried_from', { year: yearText(value, language) }) : yearText(value, language),
      },
      { key: 'carried_forward', label: t('wefe_index.charts.col_carried_forward'), csvOnly: true },
      { key: 'score', label: t('wefe_index.charts.col_score'), format: (value) => scoreText(typeof value === 'number' ? String(value) : null, language), numeric: true },
      { key: 'weight_in_index', label: t('wefe_index.charts.col_weight_index'), format: share, numeric: true },
      { key: 'weight_in_pillar', label: t('wefe_index.charts.col_weight_pillar'), format: share, numeric: true },
      {
        key: 'source',
        label: t('wefe_index.charts.col_source'),
        format: (value, row) =>
          typeof row[11] === 'string' && /^https?:\/\//.test(row[11]) ? (
            <a href={row[11]} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              {value}
            </a>
          ) : (
            value
          ),
      },
      { key: 'source_url', label: t('wefe_index.charts.col_source_url'), csvOnly: true },
      { key: 'source_licence', label: t('wefe_index.charts.col_licence') },
    ],
    rows: pillars.flatMap((pillar) =>
      pillar.indicators.map((score) => [
        score.indicator.localized_name,
        pillar.pillar.localized_name,
        score.indicator.indicator_type === 'access' ? t('wefe_index.charts.access') : t('wefe_index.charts.availability'),
        score.raw_value,
        score.localized_unit,
        score.source_year,
        score.carried_forward ? 'yes' : 'no',
        Number(score.value),
        Number(score.weight.toFixed(4)),
        Number(score.pillar_weight.toFixed(4)),
        score.source,
        score.source_url,
        score.licence,
      ]),
    ),
  };
}

/** The table, framed. */
export function IndicatorTable({ detail, permalink }: { detail: CountryIndexDetail; permalink: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = indicatorData(detail, t, language);
  return (
    <IndexChartFrame
      tableBelow
      drawable={false}
      id="indicators"
      title={t('wefe_index.profile.indicators_title', { country: detail.country.name, year: String(detail.year) })}
      subtitle={t('wefe_index.profile.indicators_subtitle')}
      data={data}
      permalink={permalink}
    >
      {null}
    </IndexChartFrame>
  );
}
