// The 'Pillars Comparison' radar of the WEFE index country detail (spec part 2): one axis per pillar on
// the 0..100 scale, one filled polygon per series, a legend below, and the values again in a table that
// only screen readers see.
import { isRtl } from '@wefe/contract';
import { useId } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { formatScore, SCORE_MAX, SCORE_TICKS, toScore } from './chart-format';

export interface RadarSeries {
  label: string;
  color: string;
  /** One value per axis, in the order of `axes`; null or not a number is drawn as 0. */
  values: readonly (number | null)[];
}

const RADIUS = 100;
const LABEL_RADIUS = RADIUS + 14;
const GRID_LEVELS = SCORE_TICKS.slice(1);

/** The point `score` (0..100) along axis `index` of `count`; the first axis points up, the next ones follow the reading direction. */
function pointAt(index: number, count: number, score: number, rtl: boolean, radius = RADIUS): [number, number] {
  const angle = -Math.PI / 2 + ((rtl ? -1 : 1) * 2 * Math.PI * index) / count;
  const distance = (radius * score) / SCORE_MAX;
  return [distance * Math.cos(angle), distance * Math.sin(angle)];
}

function pointsAt(scores: readonly number[], rtl: boolean): string {
  return scores.map((score, index) => pointAt(index, scores.length, score, rtl).map((c) => c.toFixed(2)).join(',')).join(' ');
}

/** Where an axis label sits against its anchor point, from the axis direction. */
function labelPlacement(x: number, y: number) {
  const textAnchor = x > 1 ? 'start' : x < -1 ? 'end' : 'middle';
  const dominantBaseline = y < -LABEL_RADIUS / 2 ? 'auto' : y > LABEL_RADIUS / 2 ? 'hanging' : 'middle';
  return { textAnchor, dominantBaseline } as const;
}

/**
 * A radar of `series` over `axes` on a 0..100 scale, titled `title`, with a legend below. `framed`: a
 * ChartFrame around it gives the title and the table, so the radar shows neither.
 */
export function RadarChart({ axes, series, title, framed = false }: { axes: readonly string[]; series: readonly RadarSeries[]; title: string; framed?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = isRtl(language);
  const titleId = useId();
  const count = axes.length;
  const scoresOf = (values: RadarSeries['values']) => axes.map((_, index) => toScore(values[index]));
  const seriesNames = new Intl.ListFormat(language, { type: 'conjunction' }).format(series.map((entry) => entry.label));
  const tick = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  // In a ChartFrame the frame is the figure.
  const Wrapper = framed ? 'div' : 'figure';

  return (
    <Wrapper {...(framed ? {} : { 'aria-labelledby': titleId })} className="m-0">
      {!framed && (
        <figcaption id={titleId} className="mb-3 font-semibold text-slate-800">
          {title}
        </figcaption>
      )}
      {/* Geometry is physical: the text anchors below are computed for left-to-right SVG text. */}
      <svg
        role="img"
        aria-label={t('charts.radar_label', { title, series: seriesNames })}
        viewBox="-200 -140 400 280"
        className="mx-auto block h-auto w-full max-w-md overflow-visible"
        style={{ direction: 'ltr' }}
      >
        <g className="fill-none stroke-slate-200">
          {count > 0 &&
            GRID_LEVELS.map((level) => <polygon key={level} points={pointsAt(axes.map(() => level), rtl)} />)}
          {axes.map((axis, index) => {
            const [x, y] = pointAt(index, count, SCORE_MAX, rtl);
            return <line key={`${index}-${axis}`} x1="0" y1="0" x2={x.toFixed(2)} y2={y.toFixed(2)} />;
          })}
        </g>
        {series.map((entry, index) => (
          <polygon
            key={`${index}-${entry.label}`}
            data-series={entry.label}
            points={count > 0 ? pointsAt(scoresOf(entry.values), rtl) : ''}
            fill={entry.color}
            fillOpacity={0.25}
            stroke={entry.color}
            strokeWidth={2}
            strokeLinejoin="round"
          />
        ))}
        <g className="fill-slate-400 text-[9px]">
          {GRID_LEVELS.map((level) => (
            <text key={level} x="3" y={(-(RADIUS * level) / SCORE_MAX).toFixed(2)} dominantBaseline="hanging">
              {tick.format(level)}
            </text>
          ))}
        </g>
        <g className="fill-slate-700 text-xs font-semibold">
          {axes.map((axis, index) => {
            const [x, y] = pointAt(index, count, SCORE_MAX, rtl, LABEL_RADIUS);
            return (
              <text key={`${index}-${axis}`} x={x.toFixed(2)} y={y.toFixed(2)} {...labelPlacement(x, y)}>
                {axis}
              </text>
            );
          })}
        </g>
      </svg>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-slate-700">
        {series.map((entry, index) => (
          <li key={`${index}-${entry.label}`} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: entry.color }} />
            {entry.label}
          </li>
        ))}
      </ul>
      {!framed && (
      <table className="sr-only">
        <caption>{t('charts.values_table', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('charts.series')}</th>
            {axes.map((axis, index) => (
              <th key={`${index}-${axis}`} scope="col">
                {axis}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((entry, index) => (
            <tr key={`${index}-${entry.label}`}>
              <th scope="row">{entry.label}</th>
              {axes.map((axis, axisIndex) => {
                const raw = entry.values[axisIndex];
                const known = typeof raw === 'number' && Number.isFinite(raw);
                return (
                  <td key={`${axisIndex}-${axis}`}>
                    {known ? formatScore(toScore(raw), language) : t('charts.no_value')}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      )}
    </Wrapper>
  );
}
