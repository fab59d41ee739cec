// The first use of each Intl service in a page pays ICU's start-up: 140-310 ms of the main thread at
// 4x CPU slowdown (bench/web), inside hydration (the footer's year, counts, dates, sorted rows). ICU's
// data and caches are the browser process's, shared by its threads, so a worker that uses them first
// leaves the page's own first use at 0-3 ms (docs/performance.md).
import type { Language } from '@wefe/contract';

/** What the page asks the warm-up worker. */
export interface IntlWarmupRequest {
  language: Language;
}

/** How long the worker may take before it is stopped (a phone too slow for it gains nothing by waiting). */
export const INTL_WARMUP_WAIT_MS = 1000;

/**
 * Starts warming ICU for `language` in a worker. Resolves once it is warm, once the worker failed, or
 * after INTL_WARMUP_WAIT_MS, whichever comes first: the app never waits on it longer than that.
 */
export function warmUpIntl(language: Language): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const finish = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(finish, INTL_WARMUP_WAIT_MS);
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module', name: 'intl-warmup' });
    } catch {
      finish();
      return;
    }
    worker.onmessage = finish;
    worker.onerror = finish;
    worker.postMessage({ language } satisfies IntlWarmupRequest);
  });
}
