// The server's render of a page (docs/decisions/027-server-rendered-pages.md): the API process calls
// renderPage for a visitor's first request, and the page arrives with its text already in it, so the
// browser paints it before any of the app's code is in. start.tsx then hydrates it with the same state.
//
// Built with `vite build --ssr` into dist-server/, beside the browser build; nothing here runs in a browser.
import { dehydrate } from '@tanstack/react-query';
import type { Language } from '@wefe/contract/constants';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/router';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { addCatalogue, i18n } from '@/lib/i18n';
import { collectPageAddress, PageAddressContext } from '@/lib/page-address';
import { createQueryClient } from '@/lib/query-client';
import { serializeServerState } from '@/lib/server-state';
import { setRenderOrigin } from '@/lib/site-origin';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import fr from '@/locales/fr.json';

// The server has every text of every language; a browser downloads only its reader's.
addCatalogue('en', en);
addCatalogue('ar', ar);
addCatalogue('fr', fr);

/**
 * How long a page's API calls may take before the page is rendered without their answers (the browser
 * then asks for them itself): a slow database delays the first paint by at most this much.
 */
export const PREFETCH_DEADLINE_MS = 1_000;

/** What the server renders a page for: the address, the reader's language, and how to call the API. */
export interface RenderPageRequest {
  /** The path and query of the page, e.g. `/publications?page=2`. */
  url: string;
  language: Language;
  /** Calls the API in-process; the render only reads (GET). */
  transport: ApiTransport;
  /** The hub's public origin (PUBLIC_URL), for the absolute addresses in the page's head. */
  origin?: string;
}

/** A rendered page, or `app-only` when the browser should render it (a redirect, a failed load). */
export type RenderedPage =
  | {
      kind: 'page';
      /** 404 for an address no page has, else 200. */
      status: number;
      /** The page's `<title>` (and any other head element it renders), already escaped. */
      head: string;
      /** The markup of `#root`. */
      html: string;
      /** The text of the server-state data block (lib/server-state.ts). */
      state: string;
    }
  | { kind: 'app-only' };

/**
 * How many renders may wait for their turn. Beyond that (a flood of page requests, or a slow database
 * holding each render up to its deadline) a page goes to the browser as built at once, instead of
 * waiting behind the others.
 */
export const MAX_WAITING_RENDERS = 16;

// The texts and the API client are the app's one translator and one client: renders take turns so
// that each renders in its own language and with its own calls.
let turns: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** Renders the page at `url` for a signed-out reader in `language`; one render at a time. */
export function renderPage(request: RenderPageRequest): Promise<RenderedPage> {
  if (waiting >= MAX_WAITING_RENDERS) return Promise.resolve({ kind: 'app-only' });
  waiting += 1;
  const turn = turns.then(() => renderNow(request)).finally(() => {
    waiting -= 1;
  });
  turns = turn.catch(() => undefined);
  return turn;
}

function untilDeadline(prefetch: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(resolve, PREFETCH_DEADLINE_MS);
  });
  return Promise.race([prefetch, deadline]).finally(() => clearTimeout(timer));
}

// React writes hoisted elements (a page's <title>) first; they belong in the page's head, not #root.
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/;

async function renderNow({ url, language, transport, origin = '' }: RenderPageRequest): Promise<RenderedPage> {
  i18n.changeLanguage(language);
  setApiTransport(transport);
  setRenderOrigin(origin);
  const queryClient = createQueryClient();
  // A failed call is not tried again here: the page renders without it, and the browser asks again.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const { query, dataRoutes } = createStaticHandler(appRoutes(queryClient, untilDeadline));
  const context = await query(new Request(new URL(url, 'http://hub.invalid')));
  // A redirect (a members-only page) is the browser's to follow: the server does not see a session
  // that SameSite=Strict cookies keep from a link on another site.
  if (context instanceof Response || context.errors) return { kind: 'app-only' };
  const router = createStaticRouter(dataRoutes, context);
  const pageAddress = collectPageAddress();
  const markup = renderToString(
    <PageAddressContext value={pageAddress.request}>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </PageAddressContext>,
  );
  const head = LEADING_HEAD_ELEMENTS.exec(markup)?.[0] ?? '';
  const unknownAddress = context.matches.at(-1)?.route.path === '*';
  const askedSearch = pageAddress.asked();
  const address = askedSearch === undefined ? undefined : `${context.location.pathname}?${askedSearch}`;
  const state = serializeServerState({
    language,
    queries: dehydrate(queryClient),
    loaderData: context.loaderData,
    routeIds: context.matches.map((match) => match.route.id),
    ...(address !== undefined && { address }),
  });
  return { kind: 'page', status: unknownAddress ? 404 : context.statusCode, head, html: markup.slice(head.length), state };
}
