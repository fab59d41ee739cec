// File fields of the registration forms: the optional profile picture (with a preview) and the
// entity's PDF proof document.
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useImagePreview } from '@/components/ui/file-field';
import { joinMessages } from '@/components/ui/form';
import { DocumentIcon, UserIcon } from '@/components/ui/icons';

interface FileFieldProps {
  label: ReactNode;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name: string;
}

function FileFieldShell({
  label,
  error,
  hint,
  required,
  children,
}: Pick<FileFieldProps, 'label' | 'error' | 'hint' | 'required'> & { children: (ids: { inputId: string; describedBy?: string }) => ReactNode }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const message = joinMessages(error);
  const describedBy = [hint ? hintId : undefined, message ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      {/* The marker stays outside the label, so the field's name is the label's text alone. */}
      <div className="mb-1.5 flex items-baseline gap-0.5">
        <label htmlFor={inputId} className="font-semibold text-slate-800">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="font-semibold text-red-700">
            *
          </span>
        )}
      </div>
      {children({ inputId, describedBy })}
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
    </div>
  );
}

/**
 * The native file input stays the labelled, focusable control (visually hidden); the visible button
 * beside it is its own hidden label, so its text is translated where the browser's would not be.
 */
function FileChooser({
  inputId,
  describedBy,
  accept,
  name,
  file,
  onChange,
  disabled,
  invalid,
  required,
  inputRef,
}: {
  inputId: string;
  describedBy: string | undefined;
  accept: string;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean | undefined;
  invalid: boolean;
  required?: boolean | undefined;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        aria-required={required ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        aria-hidden="true"
        className="cursor-pointer rounded-lg bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {t('registration.fields.choose_file')}
      </label>
      <span aria-hidden="true" dir="auto" className="min-w-0 truncate text-sm text-slate-600">
        {file ? file.name : t('registration.fields.no_file')}
      </span>
    </div>
  );
}

/** The optional profile picture, with a round preview and a way to remove it. */
export function PictureInput({ label, file, onChange, error, hint, disabled, name }: FileFieldProps) {
  const { t } = useTranslation();
  const preview = useImagePreview(file);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <FileFieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy }) => (
        <div className="flex items-center gap-4">
          <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-50 text-brand-700">
            {preview ? <img src={preview} alt={t('registration.fields.picture_preview')} className="size-full object-cover" /> : <UserIcon className="size-8" />}
          </span>
          <div className="min-w-0 flex-1 space-y-2">
            <FileChooser
              inputRef={inputRef}
              inputId={inputId}
              describedBy={describedBy}
              accept="image/jpeg,image/png,image/webp"
              name={name}
              file={file}
              onChange={onChange}
              disabled={disabled}
              invalid={Boolean(error)}
            />
            {file && (
              <p className="text-sm text-slate-600">
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => {
                    onChange(null);
                    if (inputRef.current) inputRef.current.value = '';
                  }}
                  className="font-semibold text-brand-700 underline"
                >
                  {t('registration.fields.remove_picture')}
                </button>
              </p>
            )}
          </div>
        </div>
      )}
    </FileFieldShell>
  );
}

/** The entity's proof document: PDF only. */
export function DocumentInput({ label, file, onChange, error, hint, required, disabled, name }: FileFieldProps) {
  return (
    <FileFieldShell label={label} error={error} hint={hint} required={required}>
      {({ inputId, describedBy }) => (
        <div className="flex items-center gap-3">
          <DocumentIcon className="size-6 shrink-0 text-brand-700" />
          <FileChooser
            inputId={inputId}
            describedBy={describedBy}
            accept="application/pdf,.pdf"
            name={name}
            file={file}
            onChange={onChange}
            disabled={disabled}
            invalid={Boolean(error)}
            required={required}
          />
        </div>
      )}
    </FileFieldShell>
  );
}
