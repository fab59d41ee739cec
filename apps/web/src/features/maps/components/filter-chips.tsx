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

const ROW_CLASS = 'flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4';
const LABEL_CLASS = 'shrink-0 font-semibold text-slate-800 sm:inline-28';
const CHIP_CLASS = 'rounded-full border px-4 py-1.5 text-sm font-semibold';
const PLACEHOLDER_CHIP_WIDTHS = ['inline-20', 'inline-24', 'inline-16', 'inline-28'];

/** The chips of one filter. */
export function FilterChips<T extends string | number>({ label, options, selected, onSelect }: FilterChipsProps<T>) {
  const labelId = useId();
  return (
    <div className={ROW_CLASS}>
      <span id={labelId} className={LABEL_CLASS}>
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
              className={`${CHIP_CLASS} transition-colors ${
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

/**
 * A filter's row while its options load: the label and grey chips of a chip's height, so the row holds
 * one line of chips and what follows does not jump when they come. The page announces the loading.
 */
export function FilterChipsPlaceholder({ label }: { label: string }) {
  return (
    <div className={ROW_CLASS}>
      <span className={LABEL_CLASS}>{label}</span>
      <div aria-hidden="true" className="flex animate-pulse flex-wrap gap-2">
        {/* A no-break space gives each grey chip a chip's line box and baseline, which the label aligns to. */}
        {PLACEHOLDER_CHIP_WIDTHS.map((width) => (
          <span key={width} className={`${CHIP_CLASS} ${width} border-slate-200 bg-slate-100`}>
            {'\u00a0'}
          </span>
        ))}
      </div>
    </div>
  );
}
