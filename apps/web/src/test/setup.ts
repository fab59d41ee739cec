// Vitest setup for the web project (jsdom): jest-dom matchers, what jsdom lacks, and a clean slate
// (language, storage, cookies, address) after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadMenuPrimitives } from '@/components/ui/dropdown-menu';
import { addCatalogue, i18n } from '@/lib/i18n';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import fr from '@/locales/fr.json';
import { setVisitCountedForTests } from '@/lib/site/count-visit';
import { staticMediaQuery } from './fake-viewport';
import { stopRenderedApps } from './rendered-apps';

// Lazy routes are transformed on their first import: on a busy machine (the staff console's first
// screen loads its code and three catalogues) that took several seconds. A ceiling only: passing
// waits end as soon as the element appears.
configure({ asyncUtilTimeout: 10_000 });

// The app downloads a catalogue when its language is chosen; tests switch languages synchronously.
for (const [language, catalogue] of [['en', en], ['ar', ar], ['fr', fr]] as const) addCatalogue(language, catalogue);
// Likewise the menus' Radix code, which the app fetches when a reader goes for a menu: menus open at once.
await loadMenuPrimitives();

// The server's render is tested without a DOM (`@vitest-environment node`, entry-server.test.tsx): the
// rest of this file is jsdom's.
const inJsdom = typeof window !== 'undefined';

// jsdom implements no layout APIs; Radix menus and the router's scroll restoration call these.
if (inJsdom) installJsdomStubs();

/** What jsdom lacks and the app calls. */
function installJsdomStubs() {
  window.matchMedia ??= (query: string) => staticMediaQuery(query, false);

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub;

  // The visit is counted once per page load; component tests start as if it had been, so their request
  // logs hold only what the screen under test sends (count-visit.test.ts covers the call itself).
  setVisitCountedForTests(true);

  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.setPointerCapture ??= () => undefined;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(async () => {
  if (inJsdom) cleanup();
  stopRenderedApps();
  i18n.changeLanguage('en');
  if (!inJsdom) return;
  window.localStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
