// A labelled native select of the country page (country, map, year); options may come in groups
// (the maps, grouped by sector with <optgroup>).
import { useId } from 'react';
import { inputClass, labelClass } from '@/components/ui/form';

export interface MapSelectOption {
  value: number;
  label: string;
}

export interface MapSelectGroup {
  label: string;
  options: readonly MapSelectOption[];
}

export interface MapSelectProps {
  label: string;
  /** Shown first while nothing is chosen. */
  placeholder?: string;
  value: number | undefined;
  options?: readonly MapSelectOption[];
  groups?: readonly MapSelectGroup[];
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** One selector. */
export function MapSelect({ label, placeholder, value, options = [], groups = [], onChange, disabled = false }: MapSelectProps) {
  const id = useId();
  const option = (entry: MapSelectOption) => (
    <option key={entry.value} value={entry.value}>
      {entry.label}
    </option>
  );
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        disabled={disabled}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(next)) onChange(next);
        }}
        className={inputClass}
      >
        {placeholder !== undefined && (
          <option value="" disabled={value !== undefined}>
            {placeholder}
          </option>
        )}
        {options.map(option)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(option)}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
