// What the server's render of a page hands to the browser (docs/decisions/027-server-rendered-pages.md):
// the language it rendered in, the API answers it rendered with, the router's loader data, and the
// address the page asked to be shown at (its choices made for the reader, see lib/page-address.ts). It
// travels in a JSON data block, which no browser executes, so the CSP needs no inline script for it.
import type { DehydratedState } from '@tanstack/react-query';
import { toLanguage, type Language } from '@wefe/contract/constants';

/** The id of the `<script type="application/json">` element that holds the state in the page. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The server's render, as the browser needs it to take the page over without rendering it again. */
export interface ServerState {
  language: Language;
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
  /** The page's own address with the choices it made for the reader (`/path?query`); absent when none. */
  address?: string;
  /** The ids of the routes the server matched, root first (app/router.tsx, routesWithIds). */
  routeIds?: string[];
}

// JSON may hold `</script>` or `<!--` in any text a member wrote; escaped, the block cannot end early.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeInScript = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The state as the text of its data block: JSON whose `<`, `>`, `&` and line separators are escaped. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(UNSAFE_IN_SCRIPT, escapeInScript);
}

/** The page's server state, or undefined when the server did not render it (or wrote something unreadable). */
export function readServerState(doc: Document = document): ServerState | undefined {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ServerState> | null;
    const language = toLanguage(value?.language);
    if (!language || typeof value?.queries !== 'object' || typeof value.loaderData !== 'object' || !value.queries || !value.loaderData) return undefined;
    const address = typeof value.address === 'string' ? value.address : undefined;
    const routeIds = Array.isArray(value.routeIds) && value.routeIds.every((id) => typeof id === 'string') ? value.routeIds : undefined;
    return { language, queries: value.queries, loaderData: value.loaderData, ...(address !== undefined && { address }), ...(routeIds && { routeIds }) };
  } catch {
    return undefined;
  }
}

/**
 * Shows the server's chosen address (`state.address`) in place of the one the reader arrived at, before
 * the router reads it, so the page does not navigate to it once hydrated (a whole re-render, 84-138 ms
 * on a slow phone). Only the query may differ: another path, or another origin, is ignored.
 */
export function adoptServerAddress(address: string | undefined, win: Pick<Window, 'location' | 'history'> = window): void {
  if (address === undefined) return;
  let target: URL;
  try {
    target = new URL(address, win.location.href);
  } catch {
    return;
  }
  if (target.origin !== win.location.origin || target.pathname !== win.location.pathname) return;
  if (target.search === win.location.search) return;
  // The history entry's own state (the router's key) stays; only the query changes.
  win.history.replaceState(win.history.state, '', `${target.pathname}${target.search}${win.location.hash}`);
}
