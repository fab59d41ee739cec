// A labelled file input with its hint and error: the native input stays the labelled, focusable
// control (visually hidden); the visible button beside it is its own hidden label, so its text is
// translated where the browser's would not be. Optionally a preview of a chosen image.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { fieldDescription, FieldLabel, FieldMessages } from '@/components/ui/form';
import { useTranslation } from '@/lib/i18n';

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

/** The visible 'Choose file' button: the label of the visually hidden file input. */
export const CHOOSE_FILE_CLASS =
  'cursor-pointer rounded-lg bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60';

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
  const description = fieldDescription(inputId, hint, error);
  return (
    <div>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <div className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3">
        {preview ? <img src={preview} alt={t('common.file.preview')} className="size-14 shrink-0 rounded-md object-cover" /> : icon}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          aria-describedby={description.describedBy}
          aria-invalid={description.message ? true : undefined}
          aria-required={required ? true : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label htmlFor={inputId} aria-hidden="true" className={CHOOSE_FILE_CLASS}>
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
      <FieldMessages description={description} />
    </div>
  );
}
