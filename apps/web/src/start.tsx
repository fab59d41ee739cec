// The app's start (main.tsx evaluates it last): the saved session, the texts, the router, the providers,
// the 401 wiring, and the render or hydration of #root.
import { StrictMode, startTransition } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter, createHydratingRouter } from '@/app/router';
import { connectUnauthorizedHandler } from '@/app/session-wiring';
import { restoreSession } from '@/lib/auth';
import { getCurrentLanguage, loadReaderLanguage } from '@/lib/i18n';
import { warmUpIntl } from '@/lib/intl-warmup';
import { createQueryClient } from '@/lib/query-client';
import { adoptServerAddress, readServerState } from '@/lib/server-state';
import { yieldToBrowser } from '@/lib/yield-to-browser';

// Spec part 1, section 4: keep a saved session only when both cookies exist and the user can be read.
restoreSession();
const queryClient = createQueryClient();
// Started first: the worker warms ICU while the texts and the page's code arrive (lib/intl-warmup.ts).
void warmUpIntl(getCurrentLanguage());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Three tries, a moment apart: a dropped connection usually comes back within a couple of seconds.
const FIRST_TEXTS_RETRY_DELAYS_MS = [500, 1500];

/** The reader's first-paint texts; false when they could not be downloaded after every try. */
async function loadFirstTexts(): Promise<boolean> {
  for (const delay of [0, ...FIRST_TEXTS_RETRY_DELAYS_MS]) {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      await loadReaderLanguage();
      return true;
    } catch {
      // Tried again below, or the reader is told.
    }
  }
  return false;
}

/**
 * Renders the app into #root: hydrating the server's render of the page when there is one in the reader's
 * language. That page is on screen already, so the start's work runs under a reader's eyes: in steps,
 * none holds the main thread long (docs/decisions/027-server-rendered-pages.md).
 */
async function startApp(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  // The server renders in the language its cookie names; local storage, the reader's own choice, wins.
  const serverState = readServerState();
  let hydrating = serverState !== undefined && serverState.language === getCurrentLanguage();
  let router: Awaited<ReturnType<typeof createHydratingRouter>> | undefined;
  if (hydrating && serverState) {
    hydrate(queryClient, serverState.queries);
    adoptServerAddress(serverState.address);
    await yieldToBrowser();
    // The page's code did not arrive: the router renders afresh, and its error screen offers a retry.
    router = await createHydratingRouter(queryClient, serverState.loaderData, serverState.routeIds).catch(() => undefined);
    hydrating = router !== undefined;
  }
  router ??= createAppRouter(queryClient);
  connectUnauthorizedHandler((to) => void router.navigate(to));
  // Not waiting for the ICU warm-up: until hydrateRoot runs, a reader's click on the server's page is
  // lost (a radio checked that the app never hears of), so hydration starts at once, warm or not.
  if (hydrating) await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // In a transition, React hydrates in slices and gives the main thread back between them; outside one
  // it hydrates the whole page in a single task. A click meanwhile is replayed once its part is hydrated.
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// The first render is translated: the reader's catalogue (and only theirs) arrives before it. Without
// it there is nothing to show in any language but index.html's own three-language message.
if (await loadFirstTexts()) {
  await startApp(container);
} else {
  const message = document.querySelector<HTMLTemplateElement>('template#load-failed');
  if (message) container.replaceChildren(message.content.cloneNode(true));
}
