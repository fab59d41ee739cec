// A labelled row of toggle chips (the global map's Sector, Map and Year filters): one button per
// option, the chosen one pressed (aria-pressed), so screen readers hear which one applies.
import { useId } from 'react';

export interface FilterChipOption<T extends string | number> {
  value: T;
  label: string;
}

export interface FilterChipsProps<T extends string | number> {
  /** Names the group, e.g. 'Sector'. */
  label: string;
  options: readonly FilterChipOption<T>[];
  selected: T | undefined;
  onSelect: (value: T) => void;
}

/** The chips of one filter. */
export function FilterChips<T extends string | number>({ label, options, selected, onSelect }: FilterChipsProps<T>) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4">
      <span id={labelId} className="shrink-0 font-semibold text-slate-800 sm:inline-28">
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.value === selected;
          return (
            <button
              key={option.value}
              type="button"
              dir="auto"
              aria-pressed={pressed}
              onClick={() => onSelect(option.value)}
              className={`rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors ${
                pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:bg-brand-50'
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
