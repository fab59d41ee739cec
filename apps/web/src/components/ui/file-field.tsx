// A labelled file input with its hint and error: the native input stays the labelled, focusable
// control (visually hidden); the visible button beside it is its own hidden label, so its text is
// translated where the browser's would not be. Optionally a preview of a chosen image.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinMessages } from '@/components/ui/form';

export interface FileFieldProps {
  label: ReactNode;
  name: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shows a small preview of a chosen image. */
  imagePreview?: boolean;
  /** Shown beside the button while no file is chosen, e.g. the current file on an edit form. */
  emptyText?: ReactNode;
  icon?: ReactNode;
}

/** A data: URL preview of an image file (data: and blob: images are allowed by the CSP). */
export function useImagePreview(file: File | null, enabled = true): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!enabled || !file || typeof FileReader === 'undefined') return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file, enabled]);
  return preview && preview.file === file ? preview.url : null;
}

/** A file field; 'Remove file' clears the choice. */
export function FileField({ label, name, accept, file, onChange, error, hint, required, disabled, imagePreview = false, emptyText, icon }: FileFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useImagePreview(file, imagePreview);
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
      <div className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3">
        {preview ? <img src={preview} alt={t('common.file.preview')} className="size-14 shrink-0 rounded-md object-cover" /> : icon}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          aria-required={required ? true : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className="cursor-pointer rounded-lg bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {t('common.file.choose')}
        </label>
        <span dir="auto" className="min-w-0 flex-1 truncate text-sm text-slate-600">
          {file ? file.name : (emptyText ?? t('common.file.none'))}
        </span>
        {file && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              if (inputRef.current) inputRef.current.value = '';
            }}
            aria-label={t('common.file.remove_named', { name: file.name })}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t('common.file.remove')}
          </button>
        )}
      </div>
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
