// A doughnut of one score on the 0..100 index scale (spec part 2, the WEFE index country detail: one for
// the overall index and one per pillar). The value sits in the centre, the label under it, and the ring
// shows '{value} / 100' in a tooltip on hover and keyboard focus.
import { useLanguage, useTranslation } from '@/lib/i18n';
import { formatScore, SCORE_MAX, toScore } from './chart-format';
import { ChartTooltip, useChartTooltip } from './chart-tooltip';

const RADIUS = 42;
const STROKE = 12;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface DoughnutChartProps {
  /** 0..100; null when the country has no value (an empty ring and '–'). */
  value: number | null;
  label: string;
  /** Colour of the filled part of the ring. */
  color: string;
  /** Width and height of the ring in CSS pixels. */
  size?: number;
}

/** A ring filled to `value` out of 100, with the value in its centre and `label` under it. */
export function DoughnutChart({ value, label, color, size = 160 }: DoughnutChartProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tooltip = useChartTooltip();
  const score = value === null || !Number.isFinite(value) ? null : toScore(value);
  const shown = score === null ? '–' : formatScore(score, language);
  const reading = score === null ? t('charts.no_value') : t('charts.out_of_100', { value: shown });

  return (
    <figure
      role="img"
      aria-label={`${label}: ${reading}`}
      tabIndex={0}
      {...tooltip.targetProps}
      className="relative m-0 inline-flex flex-col items-center gap-2 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div className="relative" style={{ width: size, height: size }}>
        {/* The ring fills clockwise from the top, and counter-clockwise when the page reads right to left. */}
        <svg viewBox="0 0 100 100" className="size-full rtl:-scale-x-100" aria-hidden="true" focusable="false">
          <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-slate-200" />
          {score !== null && score > 0 && (
            <circle
              cx="50"
              cy="50"
              r={RADIUS}
              fill="none"
              stroke={color}
              strokeWidth={STROKE}
              strokeDasharray={`${(CIRCUMFERENCE * score) / SCORE_MAX} ${CIRCUMFERENCE}`}
              transform="rotate(-90 50 50)"
            />
          )}
        </svg>
        <span
          className="absolute inset-0 flex items-center justify-center font-bold text-slate-800 tabular-nums"
          style={{ fontSize: Math.max(14, Math.round(size * 0.18)) }}
        >
          {shown}
        </span>
      </div>
      <figcaption className="text-center text-sm font-semibold text-slate-700" style={{ maxWidth: size }}>
        {label}
      </figcaption>
      <ChartTooltip open={tooltip.open} className="inset-x-0 bottom-full mx-auto mb-1">
        {reading}
      </ChartTooltip>
    </figure>
  );
}
