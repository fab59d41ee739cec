// The progress of sending a file: the upload bar as bytes go out, then a spinner while the server works.
import { UploadProgressBar } from '@/components/ui/upload-progress';
import type { UploadProgress } from '@/lib/upload';

/** The upload bar, and once every byte is sent, `processing` beside a spinner. */
export function WorkStatus({ progress, processing }: { progress: UploadProgress | null; processing: string }) {
  const sent = progress?.percent !== undefined && progress.percent >= 100;
  return (
    <div className="space-y-3">
      <UploadProgressBar percent={progress?.percent} />
      {sent && (
        <p role="status" className="flex items-center gap-3 font-semibold text-slate-700">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
          {processing}
        </p>
      )}
    </div>
  );
}
