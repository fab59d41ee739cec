// The tooltip over the globe: name, metric and value of what the pointer or keyboard focus is on.
import type { CSSProperties } from 'react';

export interface GlobeTooltipContent {
  title: string;
  metric?: string;
  value: string;
}

/** Gap between the anchor (cursor or point) and the tooltip, in CSS pixels. */
const OFFSET_PX = 12;

/**
 * Logical insets for a tooltip anchored at physical x in a frame `width` wide: it opens towards the
 * reading direction's end, and flips to the start side past the middle so it stays inside the frame.
 */
export function tooltipInsets(x: number, y: number, width: number, rtl: boolean): CSSProperties {
  const fromStart = rtl ? width - x : x;
  const inline = fromStart <= width / 2 ? { insetInlineStart: fromStart + OFFSET_PX } : { insetInlineEnd: width - fromStart + OFFSET_PX };
  return { ...inline, insetBlockStart: y + OFFSET_PX };
}

/** A tooltip that never takes the pointer, so moving across it keeps hovering the globe. */
export function GlobeTooltip({ id, content, style }: { id: string; content: GlobeTooltipContent; style: CSSProperties }) {
  return (
    <div
      id={id}
      role="tooltip"
      data-testid="globe-tooltip"
      style={style}
      className="pointer-events-none absolute z-10 max-inline-64 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-lg"
    >
      <p dir="auto" className="font-semibold text-slate-900">
        {content.title}
      </p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-slate-600">
        {content.metric && <span dir="auto">{content.metric}</span>}
        <span dir="auto" className="font-semibold text-slate-900 tabular-nums">
          {content.value}
        </span>
      </p>
    </div>
  );
}
