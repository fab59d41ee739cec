// Form building blocks shared by every screen: a labelled field with its hint and error (announced
// through aria-describedby), the input look, and the error and success boxes. Forms are plain
// controlled React forms; fields mark what is required without the browser's own validation bubbles,
// so every message comes from the hub (translated) and sits next to its field.
import { useId, type ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';

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

/** Joins a field's messages as the spec shows them: with ', '. */
export function joinMessages(error: string | readonly string[] | undefined): string | undefined {
  if (error === undefined) return undefined;
  const text = typeof error === 'string' ? error : error.join(', ');
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
