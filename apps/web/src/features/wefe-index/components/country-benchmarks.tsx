// A country against its groups (the profile's benchmarks): for the index and each pillar, the country's
// score beside the unweighted mean of MENA, of the OIC and of its continent, on one 0..100 axis per
// measure; below, the same numbers with each group's best member. In Arabic the axis runs from the
// right, as the hub's bar charts do.
import { isRtl } from '@wefe/contract/constants';
import type { CountryIndexDetail, IndexBenchmarks, IndexRegion, Pillar } from '@wefe/contract';
import { useRef } from 'react';
import type { ChartData } from '@/components/charts/chart-download';
import { SCORE_TICKS } from '@/components/charts/chart-format';
import { useElementWidth } from '@/components/charts/use-element-width';
import { useLanguage, useTranslation, type TFunction } from '@/lib/i18n';
import { numberFormat } from '@/lib/number-format';
import { INDEX_REGION_LABEL_KEYS } from '@/lib/regions';
import { IndexChartFrame } from './index-chart-frame';
import { INDEX_COLOR, scoreText, scoreValue } from './index-format';

/** Each group's mark: a shape and colour of its own, told apart without colour too. */
export const GROUP_MARKS: Record<IndexRegion, { shape: 'diamond' | 'square' | 'triangle'; color: string }> = {
  MENA: { shape: 'diamond', color: '#7c3aed' },
  OIC: { shape: 'square', color: '#b45309' },
  Africa: { shape: 'triangle', color: '#0f766e' },
  Americas: { shape: 'triangle', color: '#0f766e' },
  Asia: { shape: 'triangle', color: '#0f766e' },
  Europe: { shape: 'triangle', color: '#0f766e' },
};

/** A group's name in the reader's language. */
export function regionName(region: IndexRegion, t: TFunction): string {
  return t(INDEX_REGION_LABEL_KEYS[region]);
}

/** One measure of the comparison: the index (slug 'index') or a pillar, the country's score and each group's mean and best. */
export interface BenchmarkRow {
  slug: string;
  label: string;
  color: string;
  value: number | null;
  groups: { region: IndexRegion; mean: number | null; best: { name: string; iso3: string; value: number } | null }[];
}

/** The rows of the comparison, from the country's detail and the year's benchmarks of its groups. */
export function benchmarkRows(detail: CountryIndexDetail, benchmarks: IndexBenchmarks, groups: readonly IndexRegion[], pillars: readonly Pillar[], t: TFunction): BenchmarkRow[] {
  const ofGroups = benchmarks.regions.filter((entry) => groups.includes(entry.region));
  const figure = (slug: string) =>
    ofGroups.map((entry) => {
      const found = slug === 'index' ? entry.index : entry.pillars.find((pillar) => pillar.slug === slug);
      return {
        region: entry.region,
        mean: found?.mean ?? null,
        best: found?.best ? { name: found.best.country.name, iso3: found.best.country.iso3, value: found.best.value } : null,
      };
    });
  return [
    { slug: 'index', label: t('wefe_index.metric_index'), color: INDEX_COLOR, value: scoreValue(detail.value), groups: figure('index') },
    ...pillars.map((pillar) => ({
      slug: pillar.slug,
      label: pillar.localized_name,
      color: pillar.color[1],
      value: scoreValue(detail.pillars.find((entry) => entry.pillar.slug === pillar.slug)?.value),
      groups: figure(pillar.slug),
    })),
  ];
}

/** The numbers of the comparison: one row per measure and group. */
export function benchmarkData(country: string, rows: readonly BenchmarkRow[], t: TFunction, language: string): ChartData {
  const score = (value: unknown) => (typeof value === 'number' ? scoreText(String(value), language) : '–');
  const round = (value: number | null) => (value === null ? null : Number(value.toFixed(2)));
  return {
    columns: [
      { key: 'measure', label: t('wefe_index.charts.col_measure') },
      { key: 'group', label: t('wefe_index.charts.col_group') },
      { key: 'country_value', label: country, format: score, numeric: true },
      { key: 'group_mean', label: t('wefe_index.charts.col_mean'), format: score, numeric: true },
      { key: 'difference', label: t('wefe_index.charts.col_difference'), format: (value) => (typeof value === 'number' ? numberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value) : '–'), numeric: true },
      { key: 'group_best', label: t('wefe_index.charts.col_best') },
      { key: 'group_best_value', label: t('wefe_index.charts.col_best_value'), format: score, numeric: true },
    ],
    rows: rows.flatMap((row) =>
      row.groups.map((group) => [
        row.label,
        regionName(group.region, t),
        round(row.value),
        round(group.mean),
        row.value === null || group.mean === null ? null : round(row.value - group.mean),
        group.best?.name ?? null,
        round(group.best?.value ?? null),
      ]),
    ),
  };
}

const LABEL_WIDTH = 112;
const ROW_HEIGHT = 40;
const AXIS_HEIGHT = 24;
const PAD = 14;

function Mark({ shape, x, y, color }: { shape: 'circle' | 'diamond' | 'square' | 'triangle'; x: number; y: number; color: string }) {
  const stroke = { stroke: '#1e293b', strokeWidth: 1.2 };
  if (shape === 'circle') return <circle cx={x} cy={y} r={7} fill={color} {...stroke} />;
  if (shape === 'square') return <rect x={x - 5} y={y - 5} width={10} height={10} fill={color} {...stroke} />;
  if (shape === 'diamond') return <polygon points={`${x},${y - 7} ${x + 7},${y} ${x},${y + 7} ${x - 7},${y}`} fill={color} {...stroke} />;
  return <polygon points={`${x},${y - 7} ${x + 7},${y + 6} ${x - 7},${y + 6}`} fill={color} {...stroke} />;
}

/** The dot plot: one row per measure, the country as a circle and each group's mean as its mark. */
function BenchmarkPlot({ rows }: { rows: readonly BenchmarkRow[] }) {
  const language = useLanguage();
  const rtl = isRtl(language);
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, 640);
  const plot = Math.max(1, width - LABEL_WIDTH - 2 * PAD);
  const height = rows.length * ROW_HEIGHT + AXIS_HEIGHT;
  // Scores from the start side: the left in English and French, the right in Arabic.
  const x = (score: number) => {
    const along = PAD + (Math.min(100, Math.max(0, score)) / 100) * plot;
    return rtl ? width - LABEL_WIDTH - along : LABEL_WIDTH + along;
  };
  const labelX = rtl ? width - 4 : 4;
  const tick = numberFormat(language, { maximumFractionDigits: 0 });
  return (
    <div ref={frame}>
      <svg aria-hidden="true" width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="block max-w-full" style={{ direction: 'ltr' }}>
        <g className="stroke-slate-200">
          {SCORE_TICKS.map((value) => (
            <line key={value} x1={x(value)} x2={x(value)} y1={0} y2={rows.length * ROW_HEIGHT} />
          ))}
        </g>
        <g className="fill-slate-500 text-[11px]">
          {SCORE_TICKS.map((value) => (
            <text key={value} x={x(value)} y={rows.length * ROW_HEIGHT + 16} textAnchor="middle">
              {tick.format(value)}
            </text>
          ))}
        </g>
        {rows.map((row, index) => {
          const y = index * ROW_HEIGHT + ROW_HEIGHT / 2;
          const known = row.groups.filter((group) => group.mean !== null);
          return (
            <g key={row.slug} data-measure={row.slug}>
              {/* In a right-to-left run "start" is the right edge: the label grows leftwards from x. */}
              <text x={labelX} y={y} dominantBaseline="middle" textAnchor="start" direction={rtl ? 'rtl' : 'ltr'} className="fill-slate-800 text-[13px] font-semibold">
                {row.label}
              </text>
              <line x1={x(0)} x2={x(100)} y1={y} y2={y} className="stroke-slate-300" />
              {known.map((group) => (
                <Mark key={group.region} shape={GROUP_MARKS[group.region].shape} x={x(group.mean!)} y={y} color={GROUP_MARKS[group.region].color} />
              ))}
              {row.value !== null && <Mark shape="circle" x={x(row.value)} y={y} color={row.color} />}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

function BenchmarkLegend({ country, groups }: { country: string; groups: readonly IndexRegion[] }) {
  const { t } = useTranslation();
  const swatch = (shape: 'circle' | 'diamond' | 'square' | 'triangle', color: string) => (
    <svg aria-hidden="true" width="16" height="16" viewBox="-8 -8 16 16" className="shrink-0">
      <Mark shape={shape} x={0} y={0} color={color} />
    </svg>
  );
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        {swatch('circle', INDEX_COLOR)}
        <span dir="auto">{country}</span>
      </li>
      {groups.map((region) => (
        <li key={region} className="flex items-center gap-2">
          {swatch(GROUP_MARKS[region].shape, GROUP_MARKS[region].color)}
          {t('wefe_index.charts.group_mean', { group: regionName(region, t) })}
        </li>
      ))}
    </ul>
  );
}

export interface CountryBenchmarksProps {
  detail: CountryIndexDetail;
  benchmarks: IndexBenchmarks;
  groups: readonly IndexRegion[];
  pillars: readonly Pillar[];
  permalink: string;
  embedHref?: string;
}

/** The comparison with the country's groups: the dot plot, framed, then its numbers. */
export function CountryBenchmarks({ detail, benchmarks, groups, pillars, permalink, embedHref }: CountryBenchmarksProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = benchmarkRows(detail, benchmarks, groups, pillars, t);
  const data = benchmarkData(detail.country.name, rows, t, language);
  const title = t('wefe_index.profile.benchmarks_title', { country: detail.country.name, year: String(detail.year) });
  return (
    <IndexChartFrame
        tableBelow
        id="benchmarks"
        title={title}
        subtitle={t('wefe_index.profile.benchmarks_subtitle')}
        data={data}
        permalink={permalink}
        embedHref={embedHref}
        legend={<BenchmarkLegend country={detail.country.name} groups={groups} />}
      >
        <BenchmarkPlot rows={rows} />
      </IndexChartFrame>
  );
}
