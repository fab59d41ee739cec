// One counted figure (home page's about card and impact row, about page's footprint, impact page's
// counters): the animated count once the figures have arrived, a grey bar while they load, a dash when
// they could not be loaded.
import { COUNTER_MS_HOME } from '@wefe/contract/constants';
import { AnimatedCounter, type CounterEasing } from './animated-counter';

export interface StatFigureProps {
  /** The figure, or undefined while it loads or after it failed. */
  value: number | undefined;
  pending: boolean;
  /** What screen readers hear in place of a figure that could not be loaded (a dash shows). */
  unavailableLabel: string;
  /** How long the count takes: 900 ms on home and about, 1500 ms on the impact page (spec part 1, section 4). */
  durationMs?: number;
  easing?: CounterEasing;
  /** The figure's type (also the dash's). */
  className?: string;
  /** The loading bar's size and place. */
  placeholderClassName?: string;
}

/** The figure (counting over `durationMs`) or its placeholder. */
export function StatFigure({
  value,
  pending,
  unavailableLabel,
  durationMs = COUNTER_MS_HOME,
  easing = 'linear',
  className = 'text-3xl font-bold text-brand-800 sm:text-4xl',
  placeholderClassName = 'my-1 h-8 w-20',
}: StatFigureProps) {
  if (value !== undefined) return <AnimatedCounter value={value} durationMs={durationMs} easing={easing} className={className} />;
  if (pending) return <span aria-hidden="true" className={`inline-block animate-pulse rounded bg-slate-200 ${placeholderClassName}`} />;
  return (
    <span className={className}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{unavailableLabel}</span>
    </span>
  );
}
