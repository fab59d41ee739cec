// The grid of counted figures of the about page's footprint and the impact page's live counters: four
// figures counting up when scrolled into view, each above its label, with a status while they load.
import type { CounterEasing } from '@/components/ui/animated-counter';
import { StatFigure } from '@/components/ui/stat-figure';

export interface StatsGridItem {
  key: string;
  label: string;
  /** Undefined while loading or after the call failed. */
  value: number | undefined;
}

export interface StatsGridProps {
  items: readonly StatsGridItem[];
  pending: boolean;
  /** What the status says while the figures load. */
  loadingLabel: string;
  /** What screen readers hear for a figure that could not be loaded. */
  unavailableLabel: string;
  durationMs: number;
  easing?: CounterEasing;
  /** A figure's box (background, border, shadow). */
  itemClassName: string;
}

/** The loading status and the figures. */
export function StatsGrid({ items, pending, loadingLabel, unavailableLabel, durationMs, easing, itemClassName }: StatsGridProps) {
  return (
    <>
      {pending && (
        <p role="status" className="sr-only">
          {loadingLabel}
        </p>
      )}
      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map(({ key, label, value }) => (
          <li key={key} className={`flex flex-col gap-1 rounded-2xl p-6 text-center ${itemClassName}`}>
            <StatFigure
              value={value}
              pending={pending}
              unavailableLabel={unavailableLabel}
              durationMs={durationMs}
              easing={easing}
              className="text-4xl font-bold text-brand-700"
              placeholderClassName="mx-auto my-1 h-9 w-20"
            />
            <span className="font-medium text-slate-700">{label}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
