// Form building blocks shared by every screen: a labelled field with its hint and error (announced
// through aria-describedby), the input look, and the error and success boxes. Forms are plain
// controlled React forms; fields mark what is required without the browser's own validation bubbles,
// so every message comes from the hub (translated) and sits next to its field.
import { useId, type ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

export const labelClass = 'mb-1.5 block font-semibold text-slate-800';

/** Props a field hands to its control so label, hint and error are connected to it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** One message, or several (shown joined with ', '). */
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A field's messages as one text. Each is a whole sentence with its own full stop, so they are joined
 * by a space: the spec's ', ' made "required., Use letters" (and a Latin comma in Arabic).
 */
export function joinMessages(error: string | readonly string[] | undefined): string | undefined {
  if (error === undefined) return undefined;
  const text = typeof error === 'string' ? error : [...new Set(error)].join(' ');
  return text === '' ? undefined : text;
}

/** The ids and text that tie a control to its hint and error (its `aria-describedby`). */
export interface FieldDescription {
  hint: ReactNode;
  hintId: string;
  errorId: string;
  /** The error's text, or undefined when the field is fine. */
  message: string | undefined;
  describedBy: string | undefined;
}

/** Describes the control `id` by its hint and error. */
export function fieldDescription(id: string, hint: ReactNode, error: string | readonly string[] | undefined): FieldDescription {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = joinMessages(error);
  const describedBy = [hint ? hintId : undefined, message ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return { hint, hintId, errorId, message, describedBy };
}

/** A field's visible label, with the required marker outside it (so the field's name is the label's text alone). */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="mb-1.5 flex items-baseline gap-0.5">
      <label htmlFor={htmlFor} className="font-semibold text-slate-800">
        {children}
      </label>
      {required && (
        <span aria-hidden="true" className="font-semibold text-red-700">
          *
        </span>
      )}
    </div>
  );
}

/** The hint and error lines under a control. */
export function FieldMessages({ description }: { description: FieldDescription }) {
  const { hint, hintId, errorId, message } = description;
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </>
  );
}

/** A labelled control with an optional hint and error message. */
export function FormField({ label, error, hint, required, className, children }: FormFieldProps) {
  const id = useId();
  const description = fieldDescription(id, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children({ id, 'aria-invalid': description.message ? true : undefined, 'aria-describedby': description.describedBy, 'aria-required': required ? true : undefined })}
      <FieldMessages description={description} />
    </div>
  );
}

/** A group of related controls (radio buttons) with a visible legend and an error. */
export function FormFieldset({
  legend,
  error,
  required,
  className,
  children,
}: {
  legend: ReactNode;
  error?: string | readonly string[] | undefined;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const errorId = useId();
  const message = joinMessages(error);
  return (
    <fieldset className={className} aria-describedby={message ? errorId : undefined}>
      <legend className={labelClass}>
        {legend}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      {children}
      {message && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** A red box announcing what went wrong with the whole form. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** A green box announcing that the form succeeded. */
export function FormSuccess({ children }: { children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div role="status" className="flex items-start gap-2 rounded-lg border border-green-200 bg-food-soft p-3 text-food-dark">
      <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** A red box saying something could not be loaded: a title, the reason, and a retry button when given. */
export function FailureAlert({ title, detail, retryLabel, onRetry }: { title: string; detail?: ReactNode; retryLabel?: string; onRetry?: () => void }) {
  return (
    <FormAlert>
      <p className="font-semibold">{title}</p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
      {onRetry && retryLabel && (
        <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
          {retryLabel}
        </button>
      )}
    </FormAlert>
  );
}

/** A titled group of a long form's fields (a story's contact, an event's agenda), two columns from small screens up. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold text-brand-800">{title}</legend>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface TextControlProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  /** Spans both columns of a FormSection. */
  full?: boolean;
  /** Writing direction: 'auto' for text the member writes in any language, 'ltr' for addresses. */
  dir?: 'auto' | 'ltr' | 'rtl';
  lang?: string;
}

/** A labelled one-line input: text, email, web address, date, time or number. */
export function TextField({
  label,
  name,
  value,
  onChange,
  required,
  error,
  hint,
  disabled,
  full,
  dir = 'auto',
  lang,
  type = 'text',
  placeholder,
  min,
  step,
}: TextControlProps & { type?: 'text' | 'email' | 'url' | 'tel' | 'date' | 'time' | 'number'; placeholder?: string; min?: number; step?: number | 'any' }) {
  // Dates, times and numbers are laid out by the browser; they take no writing direction.
  const numeric = type === 'date' || type === 'time' || type === 'number';
  return (
    <FormField label={label} required={required} error={error} hint={hint} className={full ? 'sm:col-span-2' : undefined}>
      {(control) => (
        <input
          {...control}
          type={type}
          name={name}
          dir={numeric ? undefined : dir}
          lang={lang}
          value={value}
          placeholder={placeholder}
          min={min}
          step={step}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/** A labelled box for paragraphs, across both columns of a FormSection. */
export function TextAreaField({ label, name, value, onChange, required, error, hint, disabled, dir = 'auto', lang, rows = 4 }: TextControlProps & { rows?: number }) {
  return (
    <FormField label={label} required={required} error={error} hint={hint} className="sm:col-span-2">
      {(control) => (
        <textarea
          {...control}
          name={name}
          dir={dir}
          lang={lang}
          rows={rows}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, name, checked, onChange, disabled }: { label: ReactNode; name: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <label className="inline-flex items-center gap-2 font-semibold text-slate-800">
      <input type="checkbox" name={name} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-brand-700" />
      {label}
    </label>
  );
}

/**
 * A labelled select; with a placeholder, an empty first choice ('Select ...', or 'Loading…' while the
 * options load).
 */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  pending = false,
  required,
  error,
  hint,
  disabled,
  compact = false,
}: {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** The options are still loading. */
  pending?: boolean;
  required?: boolean;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shorter, for a filter panel. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          disabled={disabled || pending}
          onChange={(event) => onChange(event.target.value)}
          className={compact ? `${inputClass} py-2` : inputClass}
        >
          {(placeholder !== undefined || pending) && <option value="">{pending ? t('app.loading') : placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
