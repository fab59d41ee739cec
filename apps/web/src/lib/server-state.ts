// What the server's render of a page hands to the browser (docs/decisions/027-server-rendered-pages.md):
// the language it rendered in, the API answers it rendered with and the router's loader data. It
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
    return { language, queries: value.queries, loaderData: value.loaderData };
  } catch {
    return undefined;
  }
}
