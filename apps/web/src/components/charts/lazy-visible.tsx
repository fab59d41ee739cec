// Charts of the WEFE index country detail render only when their section comes near the viewport
// (spec part 2: within 150px), so a long page of charts costs nothing until it is scrolled to.
import { CHART_LAZY_MARGIN_PX } from '@wefe/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { canObserveIntersections } from '@/lib/use-in-viewport';

export interface LazyVisibleProps {
  children: ReactNode;
  /** Height the placeholder keeps until the children render (a CSS length or pixels). */
  minHeight: number | string;
  /** How near the viewport, in pixels, the placeholder must come. */
  margin?: number;
}

/** Renders `children` once the element is within `margin` px of the viewport; at once where IntersectionObserver is missing. */
export function LazyVisible({ children, minHeight, margin = CHART_LAZY_MARGIN_PX }: LazyVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => !canObserveIntersections());

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setVisible(true);
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);

  if (visible) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} />;
}
