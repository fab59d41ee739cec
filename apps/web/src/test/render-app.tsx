// Renders the whole app (real routes, header, footer) at an address, in memory, for tests.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@wefe/contract';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/router';
import { restoreSession } from '@/lib/auth';
import { setCookie, TOKEN_COOKIE, USER_COOKIE } from '@/lib/cookies';
import { createQueryClient } from '@/lib/query-client';
import { keepForStopping } from './rendered-apps';

/** Renders the app at `path` (with navigation `state`) and returns its router and a user-event session. */
export function renderApp(path = '/', { state, user: userOptions }: { state?: unknown; user?: Parameters<typeof userEvent.setup>[0] } = {}) {
  // As start.tsx does at start.
  restoreSession();
  const url = new URL(path, 'http://localhost');
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [{ pathname: url.pathname, search: url.search, state }] });
  keepForStopping(router, queryClient);
  const user = userEvent.setup(userOptions);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

export const TEST_USER = { first_name: 'Layla', last_name: 'Haddad', email: 'layla@example.org' };

/** Stores a signed-in session the way the login screen does (token and user cookies). */
export function signIn(user: object = TEST_USER, token = 'test-token') {
  setCookie(TOKEN_COOKIE, token);
  setCookie(USER_COOKIE, JSON.stringify(user));
}

/** A whole user as GET /profile answers it (an individual member). */
export const PROFILE_USER: User = {
  id: 7,
  account_type: 'individual',
  role: 'member',
  status: 'active',
  email: 'layla@example.org',
  email_verified: true,
  pending_email: null,
  first_name: 'Layla',
  last_name: 'Haddad',
  display_name: null,
  phone: '+962791234567',
  gender: 'female',
  birth_date: '1990-04-12',
  country: { id: 111, name: 'Jordan' },
  organization: 'Water Authority',
  organization_name: null,
  organization_short_name: 'WAJ',
  organization_type: { id: 1, name: 'Government' },
  position: 'Engineer',
  field_of_study: 'Hydrology',
  experience_years: 8,
  education_level: { id: 3, name: "Master's" },
  language: 'en',
  profile_picture_url: null,
  entity: null,
  created_at: '2026-01-05T10:00:00.000Z',
};

/** Signs in an active staff member (role admin or reviewer), as the console tests need. */
export function signInStaff(role: 'admin' | 'reviewer' = 'admin', overrides: object = {}) {
  signIn({ id: 1, first_name: 'Rana', last_name: 'Staff', email: `${role}@example.org`, role, status: 'active', ...overrides });
}
