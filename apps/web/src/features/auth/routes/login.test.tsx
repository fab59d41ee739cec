import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, TOKEN_COOKIE, USER_COOKIE } from '@/lib/cookies';
import { PENDING_TOKEN_KEY, PENDING_USER_ID_KEY, REGISTRATION_STATUS_KEY } from '@/lib/pending-registration';
import { fail, mockApi, ok } from '@/test/mock-api';
import { PROFILE_USER, renderApp } from '@/test/render-app';

function renderLogin(path = '/login') {
  return renderApp(path, { user: { advanceTimers: vi.advanceTimersByTime } });
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user'], email: string, password: string) {
  if (email) await user.type(await screen.findByRole('textbox', { name: 'Email Address' }), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login screen', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("asks for both fields before calling the server: 'Please enter both email and password'", async () => {
    const api = mockApi({});
    const { user } = renderLogin();
    await fillAndSubmit(user, 'layla@example.org', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server message of a refused sign-in', async () => {
    mockApi({ 'POST /login': fail(401, 'These credentials do not match our records.') });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'layla@example.org', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(getCookie(TOKEN_COOKIE)).toBeUndefined();
  });

  it("says 'check your credentials' for a 401 without a message, and 'try again' when the server is unreachable", async () => {
    mockApi({ 'POST /login': { status: 401, body: {} } });
    const { user, unmount } = renderLogin();
    await fillAndSubmit(user, 'layla@example.org', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
    unmount();

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const second = renderLogin();
    await fillAndSubmit(second.user, 'layla@example.org', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('signs in, stores the session, shows the name in the header and goes home after 1 second', async () => {
    const api = mockApi({ 'POST /login': ok({ user: PROFILE_USER, token: 'tok-1' }, 'Signed in successfully.', { meta: { user_id: 7 } }) });
    const { user, router } = renderLogin('/auth/signin');
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user, ' layla@example.org ', 'correct-horse');

    expect(await screen.findByRole('status')).toHaveTextContent('Signed in successfully.');
    expect(api.callsTo('POST /login')[0]?.body).toEqual({ email: 'layla@example.org', password: 'correct-horse' });
    expect(getCookie(TOKEN_COOKIE)).toBe('tok-1');
    expect(JSON.parse(getCookie(USER_COOKIE) ?? '{}')).toMatchObject({ first_name: 'Layla', email: 'layla@example.org' });
    expect(screen.getByRole('button', { name: 'Account: Layla Haddad' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signin');

    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Knowledge for a secure/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends an unfinished registration to its step: message, stored keys, then the wizard after 2 seconds', async () => {
    const api = mockApi({
      'POST /login': fail(401, 'Please complete your registration before signing in.', {
        meta: { user_id: 41, registration_token: 'reg-secret', next_step: 3, account_type: 'individual' },
      }),
      'GET /register/status': ok({
        user_id: 41,
        account_type: 'individual',
        next_step: 3,
        total_steps: 4,
        email_verified: true,
        completed: false,
        resend_available_in: 0,
      }),
      'GET /countries': ok([]),
      'GET /register/organization-types': ok([{ id: 1, name: 'Government', slug: 'government' }]),
      'GET /register/education-levels': ok([]),
    });
    const { user, router } = renderLogin();
    await fillAndSubmit(user, 'new@example.org', 'correct-horse');

    expect(await screen.findByRole('status')).toHaveTextContent('Please complete your registration. You are at step 3 of 4.');
    expect(window.localStorage.getItem(PENDING_USER_ID_KEY)).toBe('41');
    expect(window.localStorage.getItem(PENDING_TOKEN_KEY)).toBe('reg-secret');
    expect(JSON.parse(window.localStorage.getItem(REGISTRATION_STATUS_KEY) ?? '{}')).toMatchObject({ next_step: 3, account_type: 'individual' });
    // The 401 of the login call never ends a session or leaves the page.
    expect(router.state.location.pathname).toBe('/login');

    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Individual Registration' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/individual');
    expect(router.state.location.state).toEqual({ userId: 41, step: 3 });
    expect(await screen.findByRole('heading', { level: 2, name: /Step 3 of 4/ })).toBeInTheDocument();
    expect(api.callsTo('GET /register/status')[0]?.headers.get('X-Registration-Token')).toBe('reg-secret');
    const progress = screen.getByRole('list', { name: 'Registration progress' });
    expect(within(progress).getByText('Career').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('links to the forgotten-password page and to account creation at /auth/signup', async () => {
    mockApi({});
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/auth/signup');
  });

  it('shows and hides the password', async () => {
    mockApi({});
    const { user } = renderLogin();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
