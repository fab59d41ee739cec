import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, TOKEN_COOKIE } from '@/lib/cookies';
import { changeLanguage } from '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { PROFILE_USER, renderApp } from '@/test/render-app';

afterEach(() => changeLanguage('en'));

describe('sign in with a link', () => {
  it('is offered on the sign-in screen, where a slowed sign-in says so', async () => {
    mockApi({ 'POST /login': fail(429, 'Too many attempts. Try again in 42 seconds, or sign in with a link sent to your email.', {}, { 'retry-after': '42' }) });
    const { user } = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Email Address' }), 'layla@example.org');
    await user.type(screen.getByLabelText('Password'), 'Right-password-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('or sign in with a link sent to your email');
    expect(screen.getByRole('link', { name: 'Email me a sign-in link instead' })).toHaveAttribute('href', '/login/link');
  });

  it('asks for a link with an address the contract accepts, and says the same whatever the address', async () => {
    const api = mockApi({ 'POST /login/link': ok(null, 'If an account uses this address, we sent it a link to sign in.') });
    const { user } = renderApp('/login/link');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In with a Link' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(api.callsTo('POST /login/link')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'layla@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('If an account uses this address, we sent it a link to sign in.')).toBeInTheDocument();
    expect(api.callsTo('POST /login/link')[0]!.body).toEqual({ email: 'layla@example.org' });
  });

  it('signs in only when the button is pressed, not on opening the link', async () => {
    const api = mockApi({ 'POST /login/link/redeem': ok({ user: PROFILE_USER, token: 'session-from-link' }, 'Signed in successfully.', { meta: { user_id: 7 } }) });
    const { user } = renderApp('/login/link?token=link-token-from-the-mail-0123456789');
    const button = await screen.findByRole('button', { name: 'Sign me in' });
    expect(api.callsTo('POST /login/link/redeem')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByText('Signed in successfully.')).toBeInTheDocument();
    expect(api.callsTo('POST /login/link/redeem')[0]!.body).toEqual({ token: 'link-token-from-the-mail-0123456789' });
    expect(getCookie(TOKEN_COOKIE)).toBe('session-from-link');
  });

  it('says a used or expired link is so, in Arabic, and offers a new one', async () => {
    await changeLanguage('ar');
    mockApi({
      'POST /login/link/redeem': fail(422, 'البيانات المدخلة غير صالحة.', { errors: { token: ['رابط تسجيل الدخول هذا غير صالح أو مستخدم أو منتهي الصلاحية. اطلب رابطًا جديدًا.'] } }),
    });
    const { user } = renderApp('/login/link?token=used-link-token-0123456789');
    await user.click(await screen.findByRole('button', { name: 'سجّل دخولي' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('رابط تسجيل الدخول هذا غير صالح أو مستخدم أو منتهي الصلاحية');
    expect(screen.getByRole('link', { name: 'اطلب رابطًا جديدًا' })).toHaveAttribute('href', '/login/link');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(getCookie(TOKEN_COOKIE)).toBeUndefined();
  });
});
