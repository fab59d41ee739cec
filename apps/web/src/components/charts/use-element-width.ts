// The width a chart is drawn at: its container's, measured in the browser and followed as it changes
// (a phone turned, a sidebar opened). The server and the first frame use the fallback.
import { useEffect, useState, type RefObject } from 'react';

/** The element's content width in whole pixels, `fallback` until it is measured. */
export function useElementWidth(element: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => {
      const measured = Math.floor(target.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
