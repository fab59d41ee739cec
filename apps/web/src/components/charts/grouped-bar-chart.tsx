// Bars grouped by measure on the 0..100 score scale (the comparison's pillars): one block per measure,
// one bar per series (country) in its colour with its value at the bar's end. SVG, so it downloads like
// the line chart; in Arabic the bars grow from the right, as the hub's other bar charts do.
import { isRtl } from '@wefe/contract/constants';
import { useRef } from 'react';
import { useLanguage } from '@/lib/i18n';
import { numberFormat } from '@/lib/number-format';
import { SCORE_TICKS, formatScore } from './chart-format';
import { useElementWidth } from './use-element-width';

export interface BarGroup {
  key: string;
  label: string;
  /** One value per series, in the series' order; null draws no bar and '–'. */
  values: readonly (number | null)[];
}

export interface BarSeries {
  label: string;
  color: string;
}

const LABEL_WIDTH = 120;
const VALUE_WIDTH = 40;
const BAR = 14;
const GAP = 4;
const GROUP_GAP = 18;
const AXIS = 22;

/** Bars of `series` in each of `groups`. */
export function GroupedBarChart({ groups, series }: { groups: readonly BarGroup[]; series: readonly BarSeries[] }) {
  const language = useLanguage();
  const rtl = isRtl(language);
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, 640);
  const plot = Math.max(1, width - LABEL_WIDTH - VALUE_WIDTH - 8);
  const groupHeight = series.length * (BAR + GAP) - GAP;
  const height = groups.length * (groupHeight + GROUP_GAP) + AXIS;
  // Measured from the start side: left in English and French, right in Arabic.
  const at = (along: number) => (rtl ? width - LABEL_WIDTH - along : LABEL_WIDTH + along);
  const length = (value: number) => (Math.min(100, Math.max(0, value)) / 100) * plot;
  const tick = numberFormat(language, { maximumFractionDigits: 0 });
  const bottom = groups.length * (groupHeight + GROUP_GAP);
  return (
    <div ref={frame}>
      <svg aria-hidden="true" width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="block max-w-full" style={{ direction: 'ltr' }}>
        <g className="stroke-slate-200">
          {SCORE_TICKS.map((value) => (
            <line key={value} x1={at(length(value))} x2={at(length(value))} y1={0} y2={bottom} />
          ))}
        </g>
        <g className="fill-slate-500 text-[11px]">
          {SCORE_TICKS.map((value) => (
            <text key={value} x={at(length(value))} y={bottom + 15} textAnchor="middle">
              {tick.format(value)}
            </text>
          ))}
        </g>
        {groups.map((group, groupIndex) => {
          const top = groupIndex * (groupHeight + GROUP_GAP) + GROUP_GAP / 2;
          return (
            <g key={group.key} data-group={group.key}>
              <text
                x={rtl ? width - 4 : 4}
                y={top + groupHeight / 2}
                dominantBaseline="middle"
                // In a right-to-left run "start" is the right edge: the label grows leftwards from x.
                textAnchor="start"
                direction={rtl ? 'rtl' : 'ltr'}
                className="fill-slate-800 text-[13px] font-semibold"
              >
                {group.label}
              </text>
              {series.map((entry, index) => {
                const value = group.values[index] ?? null;
                const y = top + index * (BAR + GAP);
                const size = value === null ? 0 : length(value);
                return (
                  <g key={`${index}-${entry.label}`} data-series={entry.label}>
                    <rect x={rtl ? at(size) : at(0)} y={y} width={size} height={BAR} rx={2} fill={entry.color} />
                    <text
                      x={at(size + 4)}
                      y={y + BAR / 2}
                      dominantBaseline="middle"
                      textAnchor={rtl ? 'end' : 'start'}
                      className="fill-slate-800 text-[11px] font-semibold"
                    >
                      {value === null ? '–' : formatScore(value, language)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
