// The first use of each Intl service in a page pays ICU's start-up: 140-310 ms of the main thread at
// 4x CPU slowdown (bench/web), inside hydration (the footer's year, counts, dates, sorted rows). ICU's
// data and caches are the browser process's, shared by its threads, so a worker that uses them first
// leaves the page's own first use at 0-3 ms (docs/performance.md).
import type { Language } from '@wefe/contract';

/** What the page asks the warm-up worker. */
export interface IntlWarmupRequest {
  language: Language;
}

/**
 * Starts warming ICU for `language` in a worker; resolves once it is warm or once the worker failed.
 * Nothing waits on it (hydrating at once keeps early clicks, 6622c0b), so there is no time limit: a
 * worker stopped while its script is still downloading leaves that request open for DevTools'
 * network tracking (Playwright's `networkidle` never came in CI), and the worker ends itself anyway.
 */
export function warmUpIntl(language: Language): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module', name: 'intl-warmup' });
    } catch {
      resolve();
      return;
    }
    const finish = () => {
      worker.terminate();
      resolve();
    };
    worker.onmessage = finish;
    worker.onerror = finish;
    worker.postMessage({ language } satisfies IntlWarmupRequest);
  });
}
