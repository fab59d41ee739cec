// Whether the first render is over: false on the server and while the browser hydrates the server's
// render of the page (entry-server.tsx), true in every render after and in a page the browser renders
// itself. What the server cannot render the same way (the reader's clock, a lazily loaded part) waits for it.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/** False while the server's render is being hydrated (and on the server), else true. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
