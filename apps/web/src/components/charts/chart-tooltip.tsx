// The small tooltip of the charts: shown while the pointer rests on its target or the target has
// keyboard focus, hidden again with Esc (WCAG 1.4.13), and positioned by the caller with logical classes.
import { useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

/** Open state of a chart tooltip and the handlers its target spreads. */
export function useChartTooltip() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  return {
    open: (hovered || focused) && !dismissed,
    targetProps: {
      onMouseEnter: () => {
        setHovered(true);
        setDismissed(false);
      },
      onMouseLeave: () => setHovered(false),
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (event.target !== event.currentTarget) return;
        setFocused(true);
        setDismissed(false);
      },
      onBlur: () => setFocused(false),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Escape') setDismissed(true);
      },
    },
  };
}

/** A dark tooltip bubble; `className` places it (e.g. 'bottom-full start-0 mb-2'). */
export function ChartTooltip({ open, className = '', children }: { open: boolean; className?: string; children: ReactNode }) {
  return (
    <span
      role="tooltip"
      hidden={!open}
      className={`pointer-events-none absolute z-10 w-max max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-start text-sm leading-snug font-normal text-white shadow-lg ${className}`}
    >
      {children}
    </span>
  );
}
