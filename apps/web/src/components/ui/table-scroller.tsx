// A wide table on a phone scrolls inside its own frame (never the page). A frame that scrolls must be
// reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), so while its table is wider
// than it, the frame is a named region in the tab order; when the table fits, it is a plain box and
// adds no tab stop.
import { useCallback, useState, type ReactNode } from 'react';

/** A horizontally scrolling frame for a table, focusable and named only while its content overflows. */
export function TableScroller({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  // Relative: content placed absolutely inside (screen-reader labels) stays inside the scroller instead
  // of widening the page.
  return (
    <div
      ref={ref}
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
      {...(overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
