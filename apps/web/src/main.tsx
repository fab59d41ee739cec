// Entry point: fonts and styles, the saved session, the router, the providers, and the 401 wiring.
// Only the weights the styles use (400, 600, 700) and the scripts the hub writes: Latin (with the
// extended range for names from OIC countries such as Turkish ones) and Arabic. Each face is fetched
// only when a page shows characters of its unicode-range; @fontsource sets font-display: swap.
import '@fontsource/ibm-plex-sans/latin-400.css';
import '@fontsource/ibm-plex-sans/latin-600.css';
import '@fontsource/ibm-plex-sans/latin-700.css';
import '@fontsource/ibm-plex-sans/latin-ext-400.css';
import '@fontsource/ibm-plex-sans/latin-ext-600.css';
import '@fontsource/ibm-plex-sans/latin-ext-700.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-600.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { connectUnauthorizedHandler } from '@/app/session-wiring';
import { restoreSession } from '@/lib/auth';
import { loadReaderLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

// Spec part 1, section 4: keep a saved session only when both cookies exist and the user can be read.
restoreSession();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
connectUnauthorizedHandler((to) => void router.navigate(to));

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

// The first render is translated: the reader's catalogue (and only theirs) arrives before it. Without
// it there is nothing to show in any language but index.html's own three-language message.
if (await loadFirstTexts()) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
} else {
  const message = document.querySelector<HTMLTemplateElement>('template#load-failed');
  if (message) container.replaceChildren(message.content.cloneNode(true));
}
