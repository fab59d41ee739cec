// A list of rows the member adds and removes in a form (a story's partners, an event's agenda, speakers
// and partners): a fieldset with its hint and error, one box a row holding that row's labelled
// controls, 'Remove ... n' beside each (while more than `minRows` are left) and 'Add ...' below.
import { useId, type ReactNode } from 'react';
import { FormFieldset, inputClass } from '@/components/ui/form';
import { PlusIcon } from '@/components/ui/icons';

export interface RepeatableRowsProps<R> {
  legend: string;
  hint?: string;
  error?: string | readonly string[] | undefined;
  rows: readonly R[];
  onChange: (rows: R[]) => void;
  /** A fresh, empty row for 'Add'. */
  newRow: () => R;
  disabled: boolean;
  addLabel: string;
  /** 'Remove partner 2': the remove button of row n (counted from 1). */
  removeLabel: (n: number) => string;
  /** Rows that cannot be removed (stories keep one partner row). */
  minRows?: number;
  /** The grid of a row's controls, e.g. 'sm:grid-cols-2'. */
  rowClassName?: string;
  /** The controls of row `index`; `update` changes one of its fields. */
  renderRow: (row: R, index: number, update: <K extends keyof R>(field: K, value: R[K]) => void) => ReactNode;
  className?: string;
}

/** The fieldset, its rows and the add button. */
export function RepeatableRows<R>({
  legend,
  hint,
  error,
  rows,
  onChange,
  newRow,
  disabled,
  addLabel,
  removeLabel,
  minRows = 1,
  rowClassName = 'sm:grid-cols-2',
  renderRow,
  className = 'space-y-3 sm:col-span-2',
}: RepeatableRowsProps<R>) {
  const updater =
    (index: number) =>
    <K extends keyof R>(field: K, value: R[K]) =>
      onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  return (
    <FormFieldset legend={legend} error={error} className={className}>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {rows.length > 0 && (
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li key={index} className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3">
              <div className={`grid min-w-0 flex-1 basis-64 gap-3 ${rowClassName}`}>{renderRow(row, index, updater(index))}</div>
              {rows.length > minRows && (
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  className="py-2.5 text-sm font-semibold text-red-700 underline"
                >
                  {removeLabel(index + 1)}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        disabled={disabled}
        onClick={() => onChange([...rows, newRow()])}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <PlusIcon className="size-4" />
        {addLabel}
      </button>
    </FormFieldset>
  );
}

interface RowControlProps {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  className?: string;
}

function RowLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold text-slate-700">
      {children}
    </label>
  );
}

/** A labelled text box of a row. */
export function RowInput({
  label,
  value,
  disabled,
  onChange,
  className,
  type = 'text',
  dir = 'auto',
  placeholder,
}: RowControlProps & { type?: 'text' | 'email' | 'time'; dir?: 'auto' | 'ltr'; placeholder?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <RowLabel htmlFor={id}>{label}</RowLabel>
      <input
        id={id}
        type={type}
        dir={type === 'time' ? undefined : dir}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}

/** A labelled paragraph box of a row. */
export function RowTextarea({ label, value, disabled, onChange, className, rows = 2 }: RowControlProps & { rows?: number }) {
  const id = useId();
  return (
    <div className={className}>
      <RowLabel htmlFor={id}>{label}</RowLabel>
      <textarea id={id} dir="auto" rows={rows} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} className={inputClass} />
    </div>
  );
}

/** A labelled choice of a row, with an empty first option. */
export function RowSelect({
  label,
  value,
  disabled,
  onChange,
  className,
  placeholder,
  options,
}: RowControlProps & { placeholder: string; options: readonly { id: number; name: string }[] }) {
  const id = useId();
  return (
    <div className={className}>
      <RowLabel htmlFor={id}>{label}</RowLabel>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
