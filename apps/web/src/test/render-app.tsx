// Renders the whole app (real routes, header, footer) at an address, in memory, for tests.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setCookie, TOKEN_COOKIE, USER_COOKIE } from '@/lib/cookies';
import { createQueryClient } from '@/lib/query-client';

/** Renders the app at `path` and returns its router and a user-event session. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

export const TEST_USER = { first_name: 'Layla', last_name: 'Haddad', email: 'layla@example.org' };

/** Stores a signed-in session the way the login screen will (token and user cookies). */
export function signIn(user = TEST_USER, token = 'test-token') {
  setCookie(TOKEN_COOKIE, token);
  setCookie(USER_COOKIE, JSON.stringify(user));
}
