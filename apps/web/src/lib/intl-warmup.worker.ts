// Uses each Intl service the pages' first render needs once, in the reader's language, then says so.
// ICU's data and caches belong to the browser's process, shared by its threads: after this worker's
// first use, the page's own first use costs almost nothing (see intl-warmup.ts). Only a type
// import: the worker's file stays a few hundred bytes.
import type { IntlWarmupRequest } from './intl-warmup';

const scope = globalThis as unknown as {
  postMessage(message: 'ready'): void;
  close(): void;
  onmessage: ((event: MessageEvent<IntlWarmupRequest>) => void) | null;
};

scope.onmessage = ({ data: { language } }) => {
  try {
    new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(1234.5);
    new Intl.PluralRules(language).select(2);
    new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(0);
    new Intl.Collator(language).compare('a', 'b');
  } catch {
    // A tag ICU refuses only means no head start; the page is not kept waiting for it.
  }
  scope.postMessage('ready');
  // Its one job is done; the page need not be there to stop it.
  scope.close();
};
