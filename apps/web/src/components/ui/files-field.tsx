// A labelled file input that takes several files (a story's visuals or documents): each choice adds to
// the list, each chosen file is listed with its size, an optional image preview and its own remove
// button, and with whatever the form pairs with it (e.g. an image's alt text) by position.
import { useId, useRef, type ReactNode } from 'react';
import { CHOOSE_FILE_CLASS, useImagePreview } from '@/components/ui/file-field';
import { fieldDescription, FieldLabel, FieldMessages } from '@/components/ui/form';
import { useTranslation } from '@/lib/i18n';

export interface FilesFieldProps {
  label: ReactNode;
  name: string;
  accept: string;
  files: readonly File[];
  /** Files just chosen, to add after the others. */
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shows a small preview of each chosen image. */
  imagePreview?: boolean;
  icon?: ReactNode;
  /** More controls for the file at `index` (they pair with it by position). */
  renderExtra?: (index: number) => ReactNode;
}

/** '1.2 MB', '350 KB': a file's size for the list. */
export function formatFileSize(bytes: number, language: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
  return bytes >= 1024 * 1024 ? format(bytes / (1024 * 1024), 'megabyte') : format(Math.max(1, Math.round(bytes / 1024)), 'kilobyte');
}

function Preview({ file, icon }: { file: File; icon: ReactNode }) {
  const { t } = useTranslation();
  const preview = useImagePreview(file);
  return preview ? <img src={preview} alt={t('common.file.preview_named', { name: file.name })} className="size-14 shrink-0 rounded-md object-cover" /> : <>{icon}</>;
}

/** The field and the list of chosen files. */
export function FilesField({ label, name, accept, files, onAdd, onRemove, error, hint, disabled, imagePreview = false, icon, renderExtra }: FilesFieldProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const description = fieldDescription(inputId, hint, error);
  return (
    <div>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3">
        {icon}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name={name}
          accept={accept}
          multiple
          disabled={disabled}
          aria-describedby={description.describedBy}
          aria-invalid={description.message ? true : undefined}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            // Cleared, so choosing the same file again still adds it.
            event.target.value = '';
            if (chosen.length > 0) onAdd(chosen);
          }}
          className="peer sr-only"
        />
        <label htmlFor={inputId} aria-hidden="true" className={CHOOSE_FILE_CLASS}>
          {t('common.file.choose_files')}
        </label>
        <span className="min-w-0 flex-1 text-sm text-slate-600">{t('common.file.chosen_count', { count: files.length })}</span>
      </div>
      <FieldMessages description={description} />
      {files.length > 0 && (
        <ul className="mt-3 space-y-3">
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <div className="flex min-w-0 items-center gap-3">
                {imagePreview ? <Preview file={file} icon={icon} /> : icon}
                <span dir="auto" className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">
                  {file.name}
                </span>
                <span dir="ltr" className="shrink-0 text-sm text-slate-600">
                  {formatFileSize(file.size, i18n.language)}
                </span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => {
                    onRemove(index);
                    inputRef.current?.focus();
                  }}
                  aria-label={t('common.file.remove_named', { name: file.name })}
                  className="shrink-0 text-sm font-semibold text-brand-700 underline"
                >
                  {t('common.file.remove')}
                </button>
              </div>
              {renderExtra && <div className="mt-3">{renderExtra(index)}</div>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
