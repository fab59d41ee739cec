// Lines over the years on the 0..100 score scale: the trend of a country's index and pillars, the
// comparison's trend lines and a region's mean as a dashed line. Hand-written SVG like the hub's other
// charts (docs/decisions/033-analyst-views.md): the chart is drawn at the width it is given, so its
// text stays legible on a phone; years to shade (provisional ones) get a band, hollow points mark values
// that rest mostly on older data, and a gap in a line is a year without a value.
//
// Time runs left to right in every language, Arabic included (the decision records why): the SVG is
// laid out left to right while its labels are the reader's numbers. The pointer or the arrow keys pick
// a year; its values appear beside the line and are read out. The same numbers are in the chart's
// table (ChartFrame).
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { numberFormat } from '@/lib/number-format';
import { SCORE_MAX, SCORE_TICKS } from './chart-format';
import { useElementWidth } from './use-element-width';

/** A point of a line: its year and value (null: no value, a gap). */
export interface LinePoint {
  x: number;
  y: number | null;
  /** Drawn hollow: the value rests mostly on data carried forward from earlier years. */
  hollow?: boolean;
}

export interface LineSeries {
  key: string;
  label: string;
  color: string;
  /** A reference line (a region's mean): dashed and thinner. */
  dashed?: boolean;
  points: readonly LinePoint[];
}

export interface LineChartProps {
  /** Names the chart for assistive technology. */
  title: string;
  series: readonly LineSeries[];
  /** Years drawn on a shaded band (provisional years). */
  shaded?: readonly number[];
  /** How a value is written ('63.3'), and a year ('2019'), in the reader's language. */
  formatValue: (value: number) => string;
  formatYear: (year: number) => string;
  /** Drawing height in pixels. */
  height?: number;
}

/** The SVG's default width: what the server renders and the first frame shows before the width is measured. */
export const LINE_CHART_DEFAULT_WIDTH = 640;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 36 };
/** The fewest pixels between two year labels. */
const YEAR_LABEL_SPACING = 44;

/** The years of every series, ascending and without repeats. */
export function chartYears(series: readonly LineSeries[]): number[] {
  return [...new Set(series.flatMap((entry) => entry.points.map((point) => point.x)))].sort((a, b) => a - b);
}

/** Every `step`-th year so that labels keep `spacing` pixels apart over `width`; the last year is always labelled. */
export function yearTicks(years: readonly number[], width: number, spacing = YEAR_LABEL_SPACING): number[] {
  if (years.length === 0) return [];
  const fit = Math.max(1, Math.floor(width / spacing));
  const step = Math.max(1, Math.ceil(years.length / fit));
  const last = years.length - 1;
  // Counted back from the newest year, which a reader looks for first.
  return years.filter((_, index) => (last - index) % step === 0);
}

/**
 * The SVG path of a line through `points` on the given scales: one stroke per run of known values, so a
 * year without a value leaves a gap instead of a line drawn across it.
 */
export function linePath(points: readonly LinePoint[], x: (year: number) => number, y: (value: number) => number): string {
  let path = '';
  let drawing = false;
  for (const point of [...points].sort((a, b) => a.x - b.x)) {
    if (point.y === null || !Number.isFinite(point.y)) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${x(point.x).toFixed(1)},${y(point.y).toFixed(1)}`;
    drawing = true;
  }
  return path;
}

/** The line chart. */
export function LineChart({ title, series, shaded = [], formatValue, formatYear, height = 260 }: LineChartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, LINE_CHART_DEFAULT_WIDTH);
  const [active, setActive] = useState<number | null>(null);
  const liveId = useId();

  const years = chartYears(series);
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const first = years[0] ?? 0;
  const span = Math.max(1, (years.at(-1) ?? first) - first);
  const step = years.length > 1 ? plotWidth / span : plotWidth;
  const x = (year: number) => MARGIN.left + (years.length > 1 ? ((year - first) / span) * plotWidth : plotWidth / 2);
  const y = (value: number) => MARGIN.top + plotHeight - (Math.min(SCORE_MAX, Math.max(0, value)) / SCORE_MAX) * plotHeight;
  const activeYear = active === null ? null : (years[active] ?? null);

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    if (years.length === 0) return;
    const bounds = event.currentTarget.getBoundingClientRect();
    const position = ((event.clientX - bounds.left) / Math.max(1, bounds.width)) * width;
    let nearest = 0;
    years.forEach((year, index) => {
      if (Math.abs(x(year) - position) < Math.abs(x(years[nearest]!) - position)) nearest = index;
    });
    setActive(nearest);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (years.length === 0) return;
    // Time runs left to right in every language, so the arrows follow the drawing, not the text.
    const moves: Record<string, (current: number) => number> = {
      ArrowRight: (current) => Math.min(years.length - 1, current + 1),
      ArrowLeft: (current) => Math.max(0, current - 1),
      Home: () => 0,
      End: () => years.length - 1,
    };
    if (event.key === 'Escape') return setActive(null);
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive((current) => move(current ?? years.length - 1));
  };

  const readout =
    activeYear === null
      ? ''
      : [
          formatYear(activeYear),
          ...series.map((entry) => {
            const point = entry.points.find((candidate) => candidate.x === activeYear);
            const value = point?.y ?? null;
            return `${entry.label}: ${value === null ? t('charts.no_value') : formatValue(value)}`;
          }),
        ].join(' · ');
  const tooltipOnLeft = activeYear !== null && x(activeYear) > width / 2;

  return (
    <div ref={frame} className="relative">
      <div
        role="group"
        tabIndex={0}
        aria-label={t('charts.line_label', { title })}
        aria-describedby={liveId}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <svg
          aria-hidden="true"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full touch-pan-y"
          style={{ direction: 'ltr' }}
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={() => setActive(null)}
        >
          {shaded
            .filter((year) => years.includes(year))
            .map((year) => (
              <rect
                key={year}
                data-shaded={year}
                x={Math.max(MARGIN.left, x(year) - step / 2)}
                y={MARGIN.top}
                width={Math.min(step, MARGIN.left + plotWidth - Math.max(MARGIN.left, x(year) - step / 2) + step / 2)}
                height={plotHeight}
                className="fill-amber-50"
              />
            ))}
          <g className="stroke-slate-200">
            {SCORE_TICKS.map((tick) => (
              <line key={tick} x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} />
            ))}
          </g>
          <g className="fill-slate-500 text-[11px]">
            {SCORE_TICKS.map((tick) => (
              <text key={tick} x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {numberFormat(language, { maximumFractionDigits: 0 }).format(tick)}
              </text>
            ))}
            {yearTicks(years, plotWidth).map((year) => (
              <text key={year} x={x(year)} y={MARGIN.top + plotHeight + 18} textAnchor="middle">
                {formatYear(year)}
              </text>
            ))}
          </g>
          {activeYear !== null && (
            <line x1={x(activeYear)} x2={x(activeYear)} y1={MARGIN.top} y2={MARGIN.top + plotHeight} className="stroke-slate-400" strokeDasharray="3 3" />
          )}
          {series.map((entry) => (
            <g key={entry.key} data-series={entry.label}>
              <path
                d={linePath(entry.points, x, y)}
                fill="none"
                stroke={entry.color}
                strokeWidth={entry.dashed ? 2 : 2.5}
                strokeDasharray={entry.dashed ? '6 4' : undefined}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              {!entry.dashed &&
                entry.points.map((point) =>
                  point.y === null ? null : (
                    <circle
                      key={point.x}
                      data-hollow={point.hollow ? 'true' : undefined}
                      cx={x(point.x)}
                      cy={y(point.y)}
                      r={activeYear === point.x ? 5 : 3.5}
                      fill={point.hollow ? '#ffffff' : entry.color}
                      stroke={entry.color}
                      strokeWidth={point.hollow ? 2 : 1}
                    />
                  ),
                )}
            </g>
          ))}
        </svg>
      </div>
      <p
        id={liveId}
        aria-live="polite"
        className={
          activeYear === null
            ? 'sr-only'
            : `pointer-events-none absolute top-2 z-10 w-max max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-sm leading-snug text-white shadow-lg`
        }
        style={activeYear === null ? undefined : tooltipOnLeft ? { right: width - x(activeYear) + 10 } : { left: x(activeYear) + 10 }}
      >
        {activeYear !== null && (
          <span aria-hidden="true">
            <span className="block font-semibold">{formatYear(activeYear)}</span>
            {series.map((entry) => {
              const value = entry.points.find((point) => point.x === activeYear)?.y ?? null;
              return (
                <span key={entry.key} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: entry.color }} />
                  <span dir="auto">{entry.label}</span>
                  <span className="ms-auto ps-3 font-semibold tabular-nums">{value === null ? '–' : formatValue(value)}</span>
                </span>
              );
            })}
          </span>
        )}
        <span className="sr-only">{readout}</span>
      </p>
    </div>
  );
}
