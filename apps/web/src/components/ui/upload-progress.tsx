// The progress of an upload as a labelled bar with its percentage (spec part 1: the publication form).
import { useTranslation } from '@/lib/i18n';

/** A progress bar named 'Upload progress'; without a percentage it shows an indeterminate bar. */
export function UploadProgressBar({ percent }: { percent: number | undefined }) {
  const { t } = useTranslation();
  const done = percent !== undefined && percent >= 100;
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm font-medium text-slate-700">
        <span>{done ? t('common.upload.processing') : t('common.upload.uploading')}</span>
        {percent !== undefined && <span dir="ltr">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={t('common.upload.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div className={`h-full rounded-full bg-brand-600 transition-[width] ${percent === undefined ? 'w-1/3 animate-pulse' : ''}`} style={percent === undefined ? undefined : { width: `${percent}%` }} />
      </div>
    </div>
  );
}
