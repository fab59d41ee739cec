// The 'Indicators' chart of a pillar (spec part 2, the WEFE index country detail): one horizontal bar
// per indicator on a 0..100 axis. Laid out with CSS grid and logical properties, so in Arabic the bars
// grow from the right without any code of their own.
import { useId } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { formatScore, SCORE_TICKS, toScore, wrapLabel } from './chart-format';
import { ChartTooltip, useChartTooltip } from './chart-tooltip';

export { wrapLabel };

export interface BarChartItem {
  label: string;
  /** 0..100; null when there is no value (an empty bar and '–'). */
  value: number | null;
  /** Bar colour: the pillar's light colour for Access, its dark colour for Availability. */
  color: string;
  /** Extra tooltip text, e.g. the raw value with its unit and year. */
  detail?: string;
}

/** Label, bar and value columns; every row and the axis share it so the bars line up. */
const ROW_GRID = 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_3.5rem] items-center gap-x-3';

/** Horizontal bars of `items` on a 0..100 axis, titled `title`. */
export function HorizontalBarChart({ items, title }: { items: readonly BarChartItem[]; title: string }) {
  const titleId = useId();
  const language = useLanguage();
  const tick = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  return (
    <figure aria-labelledby={titleId} className="m-0">
      <figcaption id={titleId} className="mb-3 font-semibold text-slate-800">
        {title}
      </figcaption>
      <ul className="space-y-3">
        {items.map((item, index) => (
          <BarRow key={`${index}-${item.label}`} item={item} />
        ))}
      </ul>
      <div aria-hidden="true" className={`${ROW_GRID} mt-1`}>
        <span />
        <div className="relative h-5 border-t border-slate-300 text-xs text-slate-500 tabular-nums">
          {SCORE_TICKS.map((value) => (
            <span
              key={value}
              className="absolute top-0 flex -translate-x-1/2 flex-col items-center rtl:translate-x-1/2"
              style={{ insetInlineStart: `${value}%` }}
            >
              <span className="h-1 w-px bg-slate-300" />
              {tick.format(value)}
            </span>
          ))}
        </div>
        <span />
      </div>
    </figure>
  );
}

function BarRow({ item }: { item: BarChartItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tooltip = useChartTooltip();
  const detailId = useId();
  const score = item.value === null || !Number.isFinite(item.value) ? null : toScore(item.value);
  const shown = score === null ? '–' : formatScore(score, language);
  const reading = score === null ? t('charts.no_value') : t('charts.out_of_100', { value: shown });

  return (
    <li className={ROW_GRID}>
      {/* The bar's accessible name carries the whole label; the wrapped lines are for the eye. */}
      <span aria-hidden="true" className="text-sm leading-snug text-slate-700">
        {wrapLabel(item.label).map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </span>
      <div
        role="img"
        aria-label={`${item.label}: ${reading}`}
        aria-describedby={item.detail ? detailId : undefined}
        tabIndex={0}
        {...tooltip.targetProps}
        className="relative h-6 rounded-sm bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {SCORE_TICKS.slice(1, -1).map((value) => (
          <span
            key={value}
            aria-hidden="true"
            className="absolute inset-y-0 w-px bg-slate-200"
            style={{ insetInlineStart: `${value}%` }}
          />
        ))}
        <span
          aria-hidden="true"
          className="absolute inset-y-0 start-0 rounded-sm"
          style={{ width: `${score ?? 0}%`, backgroundColor: item.color }}
        />
        <ChartTooltip open={tooltip.open} className="start-0 bottom-full mb-2">
          <span className="block font-semibold">{item.label}</span>
          <span className="block tabular-nums">{reading}</span>
          {item.detail && (
            <span id={detailId} dir="auto" className="block text-slate-300">
              {item.detail}
            </span>
          )}
        </ChartTooltip>
      </div>
      <span aria-hidden="true" className="text-end text-sm font-semibold text-slate-800 tabular-nums">
        {shown}
      </span>
    </li>
  );
}
