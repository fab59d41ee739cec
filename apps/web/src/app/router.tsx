// Every route of both spec route tables. Pages load lazily, so the first download is only the shell
// (and the home page); every page but home loads the rest of the catalogue beside its code.
//
// To add a screen: write `src/features/<m>/routes/<screen>.tsx` exporting `Component` (and, if needed,
// `loader`, `prefetch` or `ErrorBoundary`), then add `lazy: () => import('@/features/<m>/routes/<screen>')`
// under its path. Patterns come from `paths` only.
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { PageSpinner } from '@/components/ui/spinner';
import { loadRestOfCatalogue } from '@/lib/i18n';
import { addPublicationHref, paths } from '@/lib/paths';
import type { PagePrefetch } from '@/lib/prefetch';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { ErrorScreen, RootErrorScreen } from './layout/error-screen';
import { RootLayout } from './layout/root-layout';
import { profileRoute } from './profile-route';
import { staffRoute } from './staff-routes';

const loginScreen = () => import('@/features/auth/routes/login');
const registerChoiceScreen = () => import('@/features/registration/routes/register-choice');

/** A page that shows texts beyond the catalogue's first-paint part: they download beside its code. */
function withRestOfCatalogue(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return { ...route, lazy: async () => (await Promise.all([lazy(), loadRestOfCatalogue()]))[0] };
}

/**
 * A page whose module exports `prefetch`: its calls start as soon as its code is in, before React
 * renders it, instead of after that render (a few hundred milliseconds on a slow phone). In the
 * browser the loader does not wait for them; the page's own queries pick up the answers, or fail and
 * retry as usual. The server's render waits, through `awaitPrefetch`, so the page arrives with them. A
 * loader of the page's own (a members-only redirect) runs first, and a redirect prefetches nothing.
 */
function withPrefetch(route: RouteObject, queryClient: QueryClient, awaitPrefetch: AwaitPrefetch | undefined): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const { prefetch, ...module } = (await lazy()) as Awaited<ReturnType<typeof lazy>> & { prefetch?: PagePrefetch };
      if (!prefetch) return module;
      const ownLoader = typeof module.loader === 'function' ? module.loader : undefined;
      return {
        ...module,
        loader: async (args: LoaderFunctionArgs) => {
          const own: unknown = ownLoader ? await ownLoader(args) : null;
          if (own instanceof Response) return own;
          const started = prefetch(queryClient, args).catch(() => undefined);
          if (awaitPrefetch) await awaitPrefetch(started);
          return own;
        },
      };
    },
  };
}

// The home page shows only first-paint texts (locales/catalogue-parts.ts).
const homeRoute: RouteObject = { index: true, lazy: () => import('@/features/home/routes/home') };

const pageRoutes: RouteObject[] = [
  { path: paths.about.root.path, lazy: () => import('@/features/about/routes/about') },
  { path: paths.about.wefeHub.path, lazy: () => import('@/features/about/routes/wefe-hub') },
  { path: paths.about.ourImpact.path, lazy: () => import('@/features/about/routes/our-impact') },
  { path: paths.about.ourPartners.path, lazy: () => import('@/features/partners/routes/our-partners') },
  { path: paths.about.contactUs.path, lazy: () => import('@/features/contact/routes/contact-us') },

  { path: paths.publications.list.path, lazy: () => import('@/features/publications/routes/publications') },
  // Spec part 1: adding happens in a modal on the list, so this address only leads there (dialog open).
  {
    path: paths.publications.add.path,
    loader: () => redirect(addPublicationHref()),
    // Never shown (the loader redirects first); it keeps the router from warning about an empty route.
    Component: PageSpinner,
  },
  { path: paths.publications.edit.path, lazy: () => import('@/features/publications/routes/publication-edit') },
  { path: paths.publications.detail.path, lazy: () => import('@/features/publications/routes/publication-detail') },

  { path: paths.search.path, lazy: () => import('@/features/site-search/routes/search') },

  { path: paths.wefeIndex.path, lazy: () => import('@/features/wefe-index/routes/wefe-index') },
  { path: paths.wefeIndexCountry.path, lazy: () => import('@/features/wefe-index/routes/country-profile') },
  { path: paths.wefeIndexCompare.path, lazy: () => import('@/features/wefe-index/routes/compare') },
  { path: paths.interactiveMaps.root.path, lazy: () => import('@/features/maps/routes/maps-landing') },
  { path: paths.interactiveMaps.globalLevel.path, lazy: () => import('@/features/maps/routes/global-map') },
  { path: paths.interactiveMaps.countryLevel.path, lazy: () => import('@/features/maps/routes/country-map') },

  { path: paths.stories.list.path, lazy: () => import('@/features/stories/routes/stories') },
  { path: paths.stories.add.path, lazy: () => import('@/features/stories/routes/story-add') },
  { path: paths.stories.edit.path, lazy: () => import('@/features/stories/routes/story-edit') },
  { path: paths.stories.detail.path, lazy: () => import('@/features/stories/routes/story-detail') },

  { path: paths.newsEvents.list.path, lazy: () => import('@/features/news-events/routes/news-events') },
  { path: paths.newsEvents.add.path, lazy: () => import('@/features/news-events/routes/news-event-add') },
  { path: paths.newsEvents.edit.path, lazy: () => import('@/features/news-events/routes/news-event-edit') },
  { path: paths.newsEvents.detail.path, lazy: () => import('@/features/news-events/routes/news-event-detail') },

  profileRoute,
  { path: paths.profile.edit.path, lazy: () => import('@/features/profile/routes/profile-edit') },
  { path: paths.alertsUnsubscribe.path, lazy: () => import('@/features/alerts/routes/unsubscribe') },

  // /auth/signup and /auth/signin are the same screens as /register and /login, at their own addresses.
  { path: paths.register.choice.path, lazy: registerChoiceScreen },
  { path: paths.auth.signup.path, lazy: registerChoiceScreen },
  { path: paths.register.entity.path, lazy: () => import('@/features/registration/routes/register-entity') },
  { path: paths.register.individual.path, lazy: () => import('@/features/registration/routes/register-individual') },
  { path: paths.auth.login.path, lazy: loginScreen },
  { path: paths.auth.signin.path, lazy: loginScreen },
  { path: paths.auth.forgotPassword.path, lazy: () => import('@/features/auth/routes/forgot-password') },
  { path: paths.auth.signInLink.path, lazy: () => import('@/features/auth/routes/sign-in-link') },
  { path: paths.auth.resetPassword.path, lazy: () => import('@/features/auth/routes/reset-password') },

  staffRoute,

  // Eager: the error screen already needs it for loaders that answer 404.
  { path: '*', Component: NotFoundPage },
];

/**
 * How the server's render waits for a page's prefetch (entry-server.tsx: until its answers are in, or a
 * deadline). The browser does not wait: the page renders at once and its queries pick the answers up.
 */
export type AwaitPrefetch = (prefetch: Promise<unknown>) => Promise<unknown>;

/** Every route of the app; pages prefetch into `queryClient`, the one the app renders with. */
export const appRoutes = (queryClient: QueryClient, awaitPrefetch?: AwaitPrefetch): RouteObject[] => [
  {
    id: 'root',
    path: paths.home.path,
    Component: RootLayout,
    // Only reached when the layout itself fails; page errors stay inside the layout below.
    errorElement: <RootErrorScreen />,
    children: [
      {
        id: 'pages',
        errorElement: <ErrorScreen />,
        // Shown inside the layout while the first page's code loads, so header and footer appear at once.
        HydrateFallback: PageSpinner,
        children: [withPrefetch(homeRoute, queryClient, awaitPrefetch), ...pageRoutes.map((route) => withPrefetch(withRestOfCatalogue(route), queryClient, awaitPrefetch))],
      },
    ],
  },
  // A chart alone for another site's frame: outside the layout (no header, menus or footer), and the
  // only addresses the server lets other sites frame (docs/decisions/033-analyst-views.md).
  withPrefetch(withRestOfCatalogue({ id: 'embed', path: paths.embedIndexChart.path, lazy: () => import('@/features/wefe-index/routes/embed-chart') }), queryClient, awaitPrefetch),
];

/** The app's browser router, its pages prefetching into `queryClient`. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/**
 * The routes with the given router ids, as the router numbers them (`root`, `0-0-17`: a route's own
 * id, else its index path). Undefined when one of them is not in `routes`.
 */
export function routesWithIds(routes: RouteObject[], ids: readonly string[]): RouteObject[] | undefined {
  const found = new Map<string, RouteObject>();
  const visit = (list: RouteObject[], parentPath: string[]) =>
    list.forEach((route, index) => {
      const treePath = [...parentPath, String(index)];
      const id = route.id ?? treePath.join('-');
      if (ids.includes(id)) found.set(id, route);
      if (route.children) visit(route.children, treePath);
    });
  visit(routes, []);
  const matched = ids.map((id) => found.get(id));
  return matched.every((route) => route !== undefined) ? matched : undefined;
}

/**
 * The browser router for a page the server rendered (entry-server.tsx): the page's code is loaded
 * first and the server's loader data given, so the router starts where the server's render ended and
 * the first render matches the server's markup instead of showing the loading fallback. The server's
 * matched route ids spare a first matching of the address against every route (the router does its
 * own when created): each costs 30-40 ms of a slow phone's main thread.
 */
export async function createHydratingRouter(queryClient: QueryClient, loaderData: Record<string, unknown>, routeIds?: readonly string[]) {
  const routes = appRoutes(queryClient);
  const matched = (routeIds && routesWithIds(routes, routeIds)) ?? (matchRoutes(routes, window.location) ?? []).map((match) => match.route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
  // What createBrowserRouter does, in three steps with the browser's turn between them: the history
  // (it writes its index into the current entry), the router (it ranks and compiles every route's
  // pattern), and its start (it reads saved view transitions from session storage). In one task they
  // held a slow phone's main thread for 60-105 ms.
  await yieldToBrowser();
  const history = createBrowserHistory();
  await yieldToBrowser();
  const router = createRouter({ history, routes, hydrationData: { loaderData }, mapRouteProperties, hydrationRouteProperties });
  await yieldToBrowser();
  return router.initialize();
}
