// The server hands the browser the ids of the routes it matched (entry-server.tsx); the browser finds
// those routes by id instead of matching the address again. Both must agree with the router's own
// numbering, for every kind of address.
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { appRoutes, routesWithIds } from './router';

/** A route as a test can compare it: its path, or index/its id. */
const describeRoute = (route: RouteObject) => route.path ?? (route.index ? 'index' : route.id);

describe('routes found by the server’s ids', () => {
  it.each(['/', '/wefe-stories/7', '/interactive-maps/global-level?sector=1', '/publications/add', '/admin/review', '/no-such-page'])(
    'are the routes the address matches: %s',
    (address) => {
      const url = new URL(address, 'https://hub.example');
      const serverIds = (matchRoutes(createStaticHandler(appRoutes(createQueryClient())).dataRoutes, url) ?? []).map((match) => match.route.id);
      const browserRoutes = appRoutes(createQueryClient());
      const found = routesWithIds(browserRoutes, serverIds);
      expect(serverIds.length).toBeGreaterThan(2);
      expect(found?.map(describeRoute)).toEqual((matchRoutes(browserRoutes, url) ?? []).map((match) => describeRoute(match.route)));
    },
  );

  it('are none when one id is not the app’s (a page from another build)', () => {
    expect(routesWithIds(appRoutes(createQueryClient()), ['root', 'pages', '0-0-999'])).toBeUndefined();
  });
});
