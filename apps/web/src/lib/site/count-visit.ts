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

/** Counts the visit once when the app shell mounts (a module flag: StrictMode mounts twice). */
export function useCountVisit() {
  useEffect(() => {
    void countVisit();
  }, []);
}

/** Tests set whether this page load has counted its visit (component tests start as counted). */
export function setVisitCountedForTests(value: boolean) {
  counted = value;
}
