// A detail screen's frame (a publication, a story): the way back to the list, then the item once it
// has loaded, a spinner or the screen's placeholder meanwhile, or the failure as the page's h1 ('Story not found' when it is not
// there; otherwise the screen's 'failed' words with 'Try again') and a way back to the list.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { DocumentTitle } from '@/components/ui/document-title';
import { ArrowEndIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';

export interface DetailPageProps<T> {
  query: UseQueryResult<T>;
  back: { href: string; label: string; browseLabel: string };
  labels: {
    loading: string;
    /** The browser tab's title while loading. */
    loadingTitle?: string;
    notFound: string;
    failed: string;
    retry: string;
    /** The reason shown under the heading, if any. */
    detail?: (error: unknown) => string;
  };
  width?: 'max-w-5xl' | 'max-w-6xl';
  /** Shown instead of the spinner while loading: the item's shape in grey, as tall as the item. */
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The frame and the item's states. */
export function DetailPage<T>({ query, back, labels, width = 'max-w-5xl', placeholder, children }: DetailPageProps<T>) {
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <>
        {labels.loadingTitle && <DocumentTitle page={labels.loadingTitle} />}
        {placeholder ? (
          <>
            <p role="status" className="sr-only">
              {labels.loading}
            </p>
            {placeholder}
          </>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={labels.loading} />
          </div>
        )}
      </>
    );
  } else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    const title = notFound ? labels.notFound : labels.failed;
    const detail = labels.detail?.(query.error);
    content = (
      <section className="py-12 text-center">
        <DocumentTitle page={title} />
        <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
        {detail && <p className="mt-4 text-lg text-slate-600">{detail}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!notFound && (
            <button type="button" onClick={() => void query.refetch()} className={buttonStyles.primary}>
              {labels.retry}
            </button>
          )}
          <Link to={back.href} className={buttonStyles.secondary}>
            {back.browseLabel}
          </Link>
        </div>
      </section>
    );
  } else {
    content = children(query.data);
  }
  return (
    <div className={`mx-auto ${width} px-4 py-8 sm:px-6 sm:py-10`}>
      <Link to={back.href} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
        <ArrowEndIcon className="size-4 rotate-180" />
        {back.label}
      </Link>
      {content}
    </div>
  );
}

/** A titled block of an item's text (a story's background, an event's impact); nothing when it has none. */
export function DetailTextSection({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <section>
      <h2 className="text-xl font-bold text-brand-800">{title}</h2>
      <p dir="auto" className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">
        {text}
      </p>
    </section>
  );
}

/** One fact of a detail page's side panel (inside a `<dl>`): its label and value. */
export function DetailFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}
