// The results of a paged list of cards (publications, stories): loading skeletons, the failure with a
// retry, the empty state, or the result count, the grid and 'Load more' for the next page. A search
// that counted only up to the hub's bound ends there: its last page says how to reach the others.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { CardGridSkeleton } from '@/components/ui/card-skeleton';
import { FailureAlert } from '@/components/ui/form';
import { LoadMore } from '@/components/ui/load-more';
import type { Page } from '@/lib/pages';

export interface PagedCardGridProps<T extends { id: number }> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderCard: (item: T) => ReactNode;
  labels: {
    loading: string;
    /** The (screen-reader) heading of the results. */
    heading: string;
    count: (total: number) => string;
    /** The count when the list counted only so far: "More than 1,000 …". */
    countMoreThan: (total: number) => string;
    /** Below the last card of such a list, whose results end there: how to reach the others. */
    boundedEnd: (total: number) => string;
    failed: string;
    failedDetail: (error: unknown) => string;
    retry: string;
    loadMore: string;
    loadingMore: string;
    loadMoreFailed: string;
  };
  /** The empty state: an icon, the message, and an action (e.g. clearing the filters). */
  empty: { icon: ReactNode; message: string; action?: ReactNode };
  /** Also load the next page when the button scrolls into view (off: only a click loads more). */
  loadOnView?: boolean;
}

/** The list's state, then the cards. */
export function PagedCardGrid<T extends { id: number }>({ query, renderCard, labels, empty, loadOnView = false }: PagedCardGridProps<T>) {
  // After 'Load more' pressed by hand, focus moves to the first new card (WCAG 2.4.3): the button's
  // place in the page changes, and a keyboard or screen-reader user would otherwise start again above.
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const shown = query.data?.pages.reduce((count, page) => count + page.items.length, 0) ?? 0;
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shown <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.focus();
  }, [shown]);
  if (query.isPending) return <CardGridSkeleton label={labels.loading} />;
  if (query.isError) {
    return (
      <div className="mt-8">
        <FailureAlert title={labels.failed} detail={labels.failedDetail(query.error)} retryLabel={labels.retry} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  const first = query.data.pages[0]?.meta;
  const total = first?.total ?? items.length;
  if (items.length === 0) {
    return (
      <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
        {empty.icon}
        <p className="mt-4 text-lg font-semibold text-slate-800">{empty.message}</p>
        {empty.action}
      </div>
    );
  }
  return (
    <div className="mt-8">
      <h2 className="sr-only">{labels.heading}</h2>
      <p aria-live="polite" className="mb-4 font-medium text-slate-700">
        {first?.total_is_lower_bound ? labels.countMoreThan(total) : labels.count(total)}
      </p>
      <ul ref={list} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} tabIndex={-1} className="flex rounded-2xl outline-offset-4 *:flex-1 focus-visible:outline-2 focus-visible:outline-brand-600">
            {renderCard(item)}
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        shown={items.length}
        loadOnView={loadOnView}
        onLoad={(byHand) => {
          firstNew.current = byHand ? items.length : null;
          void query.fetchNextPage();
        }}
        labels={{ loadMore: labels.loadMore, loading: labels.loadingMore, failed: labels.loadMoreFailed }}
      />
      {first?.total_is_lower_bound && !query.hasNextPage ? <p className="mt-8 text-center text-slate-600">{labels.boundedEnd(total)}</p> : null}
    </div>
  );
}
