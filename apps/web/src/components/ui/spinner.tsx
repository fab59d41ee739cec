import { useTranslation } from '@/lib/i18n';

/** A spinning ring announced to assistive technology as a loading status. */
export function Spinner({ label, className = 'size-8' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center gap-3 text-slate-600">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-4 border-brand-100 border-t-brand-600`}
      />
      <span className="sr-only">{label ?? t('app.loading')}</span>
    </span>
  );
}

/**
 * A page-sized loading state, shown while a route's code or data arrives. It is a screen tall so the
 * footer stays out of sight until the page comes: a footer on screen that the page then pushes away
 * would be a large layout shift.
 */
export function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-8">
      <Spinner />
    </div>
  );
}

/** A spinner with its label shown beside it ('Loading...'), centred in a block. */
export function LoadingMessage({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-12 text-slate-600">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
