// A group of radio buttons choosing one value of a short list (a member's gender, how often alerts
// come), with its legend and an error: CheckboxGroup's counterpart for a single choice.
import type { ReactNode } from 'react';
import { FormFieldset } from '@/components/ui/form';

export interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  name: string;
  options: readonly { value: T; label: string }[];
  /** The chosen value; none is checked while it is empty. */
  value: string | undefined;
  onChange: (value: T) => void;
  required?: boolean;
  error?: string | readonly string[] | undefined;
  className?: string;
}

/** The buttons in the options' order, side by side, wrapping on a narrow screen. */
export function RadioGroup<T extends string>({ legend, name, options, value, onChange, required, error, className }: RadioGroupProps<T>) {
  return (
    <FormFieldset legend={legend} required={required} error={error} className={className}>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-slate-800">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="size-4 accent-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
    </FormFieldset>
  );
}
