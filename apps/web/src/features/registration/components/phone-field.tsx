// A phone field: the calling-code picker and the number, side by side (always left to right, as
// international numbers are written, also on the Arabic pages).
import type { ReactNode } from 'react';
import { FormField, inputClass } from '@/components/ui/form';
import type { CallingCodeOption } from './calling-codes';
import { CallingCodePicker } from './calling-code-picker';

export interface PhoneFieldProps {
  label: ReactNode;
  required?: boolean;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  options: readonly CallingCodeOption[];
  country: string;
  onCountryChange: (iso2: string) => void;
  number: string;
  onNumberChange: (value: string) => void;
  disabled?: boolean;
  name: string;
}

/** The calling code and the number of one phone. */
export function PhoneField({ label, required, error, hint, options, country, onCountryChange, number, onNumberChange, disabled, name }: PhoneFieldProps) {
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <div dir="ltr" className="flex items-stretch gap-2">
          <CallingCodePicker options={options} value={country} onChange={onCountryChange} disabled={disabled} />
          <input
            {...control}
            type="tel"
            name={name}
            autoComplete="tel-national"
            inputMode="tel"
            disabled={disabled}
            value={number}
            onChange={(event) => onNumberChange(event.target.value)}
            className={`${inputClass} min-w-0 flex-1`}
          />
        </div>
      )}
    </FormField>
  );
}
