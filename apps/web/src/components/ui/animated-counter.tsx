// A figure that counts up from 0 to its value when it scrolls into view (spec part 1, section 4,
// 'Counters': 900 ms on home and about, 1500 ms with ease-out on the impact page). The count is
// formatted in the interface language. Screen readers always get the final figure: the changing
// digits are hidden from them and a visually hidden copy carries the value. Without
// IntersectionObserver, or when the reader asked for reduced motion, the final figure shows at once.
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/globe/use-reduced-motion';
import { useLanguage } from '@/lib/i18n';
import { numberFormat } from '@/lib/number-format';
import { canObserveIntersections } from '@/lib/use-in-viewport';

export type CounterEasing = 'linear' | 'ease-out';

/** Maps the elapsed share of the duration (0 to 1) to the share of the distance covered. */
const EASINGS: Record<CounterEasing, (t: number) => number> = {
  linear: (t) => t,
  // Cubic ease-out: quick at first, settling gently on the target.
  'ease-out': (t) => 1 - (1 - t) ** 3,
};

export interface AnimatedCounterProps {
  /** The figure to reach. */
  value: number;
  /** How long the count takes, in milliseconds. */
  durationMs: number;
  easing?: CounterEasing;
  /** Text after the figure, e.g. '+'; part of what screen readers hear too. */
  suffix?: string;
  className?: string;
}

function canAnimate(): boolean {
  // The server (no window) writes the 0 that a browser which animates shows first, so the two match.
  if (typeof window === 'undefined') return true;
  return canObserveIntersections() && typeof requestAnimationFrame === 'function';
}

/** The counter: an inline element holding the (animated) figure and its screen-reader copy. */
export function AnimatedCounter({ value, durationMs, easing = 'linear', suffix = '', className }: AnimatedCounterProps) {
  const language = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const animated = !reducedMotion && canAnimate();
  const ref = useRef<HTMLSpanElement>(null);
  const [inView, setInView] = useState(false);
  const [current, setCurrent] = useState(0);
  // The figure on screen when the value changes mid-way, so a new count starts from there.
  const shownRef = useRef(0);

  useEffect(() => {
    const element = ref.current;
    if (!animated || inView || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [animated, inView]);

  useEffect(() => {
    if (!animated || !inView) return;
    const from = shownRef.current;
    const ease = EASINGS[easing];
    let start: number | undefined;
    let frame = 0;
    // Time comes from the frames' own timestamps, so the count follows the display, not timers.
    const step = (timestamp: number) => {
      start ??= timestamp;
      const elapsed = durationMs > 0 ? Math.min(1, (timestamp - start) / durationMs) : 1;
      const next = Math.round(from + (value - from) * ease(elapsed));
      shownRef.current = next;
      setCurrent(next);
      if (elapsed < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [animated, inView, value, durationMs, easing]);

  // The shared formatter, not two new ones a frame: building one costs more than the frame's render.
  const format = (figure: number) => `${numberFormat(language).format(figure)}${suffix}`;
  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true">{format(animated ? current : value)}</span>
      <span className="sr-only">{format(value)}</span>
    </span>
  );
}
