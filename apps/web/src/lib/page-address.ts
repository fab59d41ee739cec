// A page that makes choices for the reader (the map pages' first sector, map and newest year) writes
// them into its address, so the address shares what is shown. In the browser that is a navigation
// after the first render. The server's render has no navigations: the page tells the render instead,
// which hands the address over in its state for the browser to show before its router starts
// (lib/server-state.ts, adoptServerAddress), and the hydrated page then has nothing to write.
import { createContext, use } from 'react';

/** The server render's collector of one page: the query the page asks its address to have. */
export interface PageAddressRequest {
  /** Records `search` (a query string without `?`) as the page's address query. */
  ask(search: string): void;
}

/** A collector for one server render, and what it collected (undefined: the page asked nothing). */
export function collectPageAddress(): { request: PageAddressRequest; asked: () => string | undefined } {
  let search: string | undefined;
  return {
    request: { ask: (value) => (search = value) },
    asked: () => search,
  };
}

/** Given only by the server's render (entry-server.tsx); null in the browser. */
export const PageAddressContext = createContext<PageAddressRequest | null>(null);

/** The server render's collector, or null in the browser, where the page navigates instead. */
export function usePageAddressRequest(): PageAddressRequest | null {
  return use(PageAddressContext);
}
