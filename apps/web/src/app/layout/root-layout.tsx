// Every page: skip link, header, the page in <main>, footer.
import { Suspense, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useCountVisit } from '@/lib/site/count-visit';
import { AdoptTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { Footer } from './footer';
import { Header } from './header/header';

const MAIN_ID = 'main-content';

function SkipLink() {
  const { t } = useTranslation();
  // Focus moves without changing the URL, so the router sees no navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={onClick}
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('app.skip_to_content')}
    </a>
  );
}

/** The root route's component. */
export function RootLayout() {
  useCountVisit();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* Each boundary is hydrated on its own (docs/decisions/027): the browser takes the server's page
          over in short steps instead of one long task that would hold up a reader's first click. */}
      <Suspense>
        <Header />
      </Suspense>
      {/* Lazy pages load before they show; a thin bar says something is happening. */}
      <div aria-hidden="true" className={`h-0.5 overflow-hidden ${busy ? 'bg-brand-100' : 'bg-transparent'}`}>
        {busy && <div className="h-full w-1/3 animate-pulse bg-brand-500" />}
      </div>
      <main id={MAIN_ID} tabIndex={-1} aria-busy={busy} className="flex-1">
        <Suspense>
          <Outlet />
          {/* Last in the page's boundary: runs once the page is hydrated (lib/typed-before-hydration). */}
          <AdoptTypedBeforeHydration containerId={MAIN_ID} />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
