// The reader's "reduce motion" setting, followed live: the globe stops turning on its own when it is on.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// One list for every reader of the setting: the home page has seven counters, each asking on every
// render, and each `matchMedia` call builds a new list (evaluating the query).
// Kept with the function that made it, so a page (or test) that replaces matchMedia is asked anew.
let cached: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | undefined;

function reducedMotionQuery(): MediaQueryList | undefined {
  if (typeof window.matchMedia !== 'function') return undefined;
  if (cached?.matchMedia !== window.matchMedia) cached = { matchMedia: window.matchMedia, list: window.matchMedia(QUERY) };
  return cached.list;
}

function subscribe(onChange: () => void): () => void {
  const media = reducedMotionQuery();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** True when the reader asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => reducedMotionQuery()?.matches ?? false, () => false);
}
