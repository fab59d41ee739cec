// The states both map pages share: loading, a failure with Retry (which asks the server again rather
// than reloading the page, as the original did), and an empty result.
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

/** A spinner with its label. */
export function MapLoading({ label }: { label: string }) {
  return <LoadingMessage label={label} />;
}

/** A failed call: what failed, why, and Retry. */
export function MapError({ title, error, onRetry }: { title: string; error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="text-lg font-semibold text-red-800">{title}</p>
      {error !== undefined && error !== null && <p className="mt-2 text-slate-700">{apiErrorMessage(error, t)}</p>}
      <button type="button" onClick={onRetry} className={`${buttonStyles.primary} mt-5`}>
        {t('maps.retry')}
      </button>
    </div>
  );
}

/** Nothing to show, and why. */
export function MapEmpty({ title, message }: { title: string; message?: string }) {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-slate-800">{title}</p>
      {message && <p className="mt-2 text-slate-600">{message}</p>}
    </div>
  );
}

/** The legend box when there is nothing to list: the map's name and 'No legend available'. */
export function EmptyLegend({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
      <p dir="auto" className="mb-1 font-semibold text-slate-900">
        {title}
      </p>
      <p>{t('maps.empty.no_legend')}</p>
    </div>
  );
}
