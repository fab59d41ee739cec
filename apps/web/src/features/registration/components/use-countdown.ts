// A seconds countdown that follows the clock (not the number of ticks), so a throttled background
// tab still reaches zero on time.
import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/** Seconds left until zero, and a way to start again from any number of seconds. */
export function useCountdown(initialSeconds: number): { remaining: number; restart: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + Math.max(0, Math.ceil(initialSeconds)) * 1000);
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = secondsUntil(endsAt);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.ceil(seconds));
    setEndsAt(Date.now() + whole * 1000);
    setRemaining(whole);
  }, []);

  return { remaining, restart };
}
