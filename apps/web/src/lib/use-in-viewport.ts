// Whether an element is on the screen (or within a margin of it), for work only worth doing there:
// the home page loads its globe as the reader scrolls near it, and a globe turns only while it can be
// seen, so a page's main thread is not kept busy by an animation nobody is looking at.
import { useCallback, useState } from 'react';

export interface InViewportOptions {
  /** How far outside the viewport still counts, as a CSS margin ('400px'). */
  margin?: string;
  /** Stop watching the first time it is in view: the answer then stays true. */
  once?: boolean;
}

/**
 * Whether elements can be watched coming into view. The server's render (no window) answers yes, as a
 * browser with IntersectionObserver does: it writes what such a browser first shows (nothing in view
 * yet), so the page it sends is the one the browser hydrates.
 */
export function canObserveIntersections(): boolean {
  return typeof window === 'undefined' || typeof IntersectionObserver !== 'undefined';
}

/**
 * A ref callback for the element, and whether it is in view now. Where IntersectionObserver is
 * missing the element counts as in view from the start, so nothing waits forever for it.
 */
export function useInViewport<T extends Element>({ margin = '0px', once = false }: InViewportOptions = {}): [(element: T | null) => (() => void) | undefined, boolean] {
  const supported = canObserveIntersections();
  const [inView, setInView] = useState(!supported);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || !supported) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          const latest = entries.at(-1);
          if (!latest) return;
          setInView(latest.isIntersecting);
          if (once && latest.isIntersecting) observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, once, supported],
  );
  return [ref, inView];
}
