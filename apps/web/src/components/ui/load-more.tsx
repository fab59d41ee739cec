// 'Load more' under a paged list (publications, stories): the next page on a click and, where a list
// asks for it (publications), by itself when the button scrolls into view. The stories and news lists
// load only on a click, as their spec says ("each click shows 9 more"), which also keeps the footer
// reachable. The button stays, so keyboard and assistive-technology users load more the same way;
// after a failure the visitor retries by hand.
import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  /** How many items show: observing again after each page also loads on when the button is still in view. */
  shown: number;
  /** Load when the button scrolls into view, not only on a click. */
  loadOnView: boolean;
  /** `byHand`: the reader pressed the button (focus then follows to the new items), not the button scrolling into view. */
  onLoad: (byHand: boolean) => void;
  /** 'Load more', 'Loading more…' and the failure message, in the list's words. */
  labels: { loadMore: string; loading: string; failed: string };
}

/** The button, or nothing when every page is shown. */
export function LoadMore({ hasMore, loading, failed, shown, loadOnView, onLoad, labels }: LoadMoreProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  });

  useEffect(() => {
    const button = buttonRef.current;
    if (!loadOnView || !button || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onLoadRef.current(false);
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [loadOnView, hasMore, loading, failed, shown]);

  if (!hasMore) return null;
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      {failed && (
        <p role="alert" className="text-red-700">
          {labels.failed}
        </p>
      )}
      <button ref={buttonRef} type="button" onClick={() => onLoad(true)} disabled={loading} className={buttonStyles.secondary}>
        {loading ? labels.loading : labels.loadMore}
      </button>
    </div>
  );
}
