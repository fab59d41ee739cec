// POST /visits: counts this visitor once a day (the server keeps only a daily keyed hash; no cookie).
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';

let counted = false;

/** Sends one visit per page load, whichever page the visitor lands on; failures are ignored. */
export function countVisit(): Promise<void> {
  if (counted) return Promise.resolve();
  counted = true;
  return apiClient.post('/visits').then(
    () => undefined,
    () => undefined,
  );
}

/** How long the count may wait for the browser to be idle. */
export const VISIT_IDLE_TIMEOUT_MS = 3000;

/**
 * Counts the visit once the app shell has mounted and the browser is idle (a module flag: StrictMode
 * mounts twice). Not in the start's own effects: that task was a long one of a slow phone's start.
 */
export function useCountVisit() {
  useEffect(() => {
    const { requestIdleCallback: whenIdle, cancelIdleCallback: cancelIdle } = globalThis as Partial<typeof globalThis>;
    if (typeof whenIdle === 'function' && typeof cancelIdle === 'function') {
      const handle = whenIdle(() => void countVisit(), { timeout: VISIT_IDLE_TIMEOUT_MS });
      return () => cancelIdle(handle);
    }
    const timer = setTimeout(() => void countVisit(), 0);
    return () => clearTimeout(timer);
  }, []);
}

/** Tests set whether this page load has counted its visit (component tests start as counted). */
export function setVisitCountedForTests(value: boolean) {
  counted = value;
}
