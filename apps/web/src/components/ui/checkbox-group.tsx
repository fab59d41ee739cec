// A group of checkboxes choosing several values of a list (a story's or an event's sectors, the news
// list's post types), with its legend, loading and empty texts, and an error.
import type { ReactNode } from 'react';
import { FormFieldset } from '@/components/ui/form';
import { useTranslation } from '@/lib/i18n';

export interface CheckboxGroupProps {
  legend: ReactNode;
  /** The `name` of every box (`sectors[]`). */
  name: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  pending?: boolean;
  /** Said when there are no options. */
  emptyText?: string;
  error?: string | readonly string[] | undefined;
  disabled?: boolean;
  className?: string;
}

/** The boxes, in the options' order; the chosen values keep the order they were ticked in. */
export function CheckboxGroup({ legend, name, options, selected, onChange, pending = false, emptyText, error, disabled, className }: CheckboxGroupProps) {
  const { t } = useTranslation();
  const toggle = (value: string, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((other) => other !== value));
  return (
    <FormFieldset legend={legend} error={error} className={className}>
      {pending ? (
        <p className="text-sm text-slate-600">{t('app.loading')}</p>
      ) : options.length === 0 ? (
        emptyText && <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {options.map((option) => (
            <label key={option.value} className="inline-flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="size-4 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </FormFieldset>
  );
}
