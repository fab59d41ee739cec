// The box for a code mailed to the member (registration, a change of address): digits only, as many
// as the contract's code has, offered by the phone's one-time-code autofill.
import { VERIFICATION_CODE_LENGTH } from '@wefe/contract';
import { FormField, inputClass } from './form';

export interface CodeInputProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: readonly string[] | undefined;
  hint?: string;
}

/** A labelled code field that keeps only digits, up to the code's length. */
export function CodeInput({ label, name, value, onChange, error, hint }: CodeInputProps) {
  return (
    <FormField label={label} required error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="text"
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          dir="ltr"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
          className={`${inputClass} max-w-48 text-center text-xl tracking-[0.4em]`}
        />
      )}
    </FormField>
  );
}
