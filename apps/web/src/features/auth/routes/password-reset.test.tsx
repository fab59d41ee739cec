import { screen } from '@testing-library/react';
import { apiMessages, PASSWORD_MIN } from '@wefe/contract';
import { changeLanguage } from '@/lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

afterEach(() => changeLanguage('en'));

describe('forgot password', () => {
  it('asks for the address, sends it and shows the same answer whatever the address', async () => {
    const api = mockApi({ 'POST /forgot-password': ok(null, 'If an account exists for this address, we sent it a link to reset the password.') });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription('Please enter your email address');
    expect(api.requests).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for this address');
    expect(api.callsTo('POST /forgot-password')[0]?.body).toEqual({ email: 'someone@example.org' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });
});

describe('forgot password: the address checked before sending', () => {
  it('refuses an address the server would refuse, in its words and the reader’s language', async () => {
    await changeLanguage('fr');
    const api = mockApi({});
    const { user } = renderApp('/forgot-password');
    const email = await screen.findByRole('textbox', { name: 'Adresse e-mail' });
    await user.type(email, 'layla-at-example');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(email).toHaveAccessibleDescription(apiMessages.fr['validation.email']);
    expect(api.callsTo('POST /forgot-password')).toHaveLength(0);
  });
});

describe('reset password', () => {
  it('sets a new password with the token of the link', async () => {
    const api = mockApi({ 'POST /reset-password/check': ok(null), 'POST /reset-password': ok(null, 'Your password was changed. Sign in with your new password.') });
    const { user } = renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('New Password'), 'another-long-passphrase');
    await user.type(screen.getByLabelText('Confirm New Password'), 'another-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(api.callsTo('POST /reset-password')[0]?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
      password: 'another-long-passphrase',
      password_confirmation: 'another-long-passphrase',
    });
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('checks the password’s own rules before sending, in the server’s words', async () => {
    const api = mockApi({ 'POST /reset-password/check': ok(null) });
    const { user } = renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz');
    await user.type(await screen.findByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(expect.stringContaining(apiMessages.en['validation.password_too_short'].replace('{minimum}', String(PASSWORD_MIN))));
    expect(api.callsTo('POST /reset-password')).toHaveLength(0);
  });

  it('checks that the two passwords match before sending', async () => {
    const api = mockApi({ 'POST /reset-password/check': ok(null) });
    const { user } = renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz');
    await user.type(await screen.findByLabelText('New Password'), 'one-long-passphrase');
    await user.type(screen.getByLabelText('Confirm New Password'), 'another-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(api.callsTo('POST /reset-password')).toHaveLength(0);
  });

  it('offers a new link when the server says the link is invalid or expired', async () => {
    mockApi({ 'POST /reset-password': fail(422, 'This reset link is invalid or has expired. Ask for a new one.') });
    const { user } = renderApp('/reset-password?token=expired-token-expired-token');
    await user.type(await screen.findByLabelText('New Password'), 'another-long-passphrase');
    await user.type(screen.getByLabelText('Confirm New Password'), 'another-long-passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a used or expired link is dead as the page opens, before a password is typed', async () => {
    const api = mockApi({ 'POST /reset-password/check': fail(422, 'This reset link is invalid or has expired. Ask for a new one.') });
    renderApp('/reset-password?token=used-token-used-token-used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    // The token goes in the body, never in an address that logs keep.
    expect(api.callsTo('POST /reset-password/check')[0]?.body).toEqual({ token: 'used-token-used-token-used' });
  });

  it('says so when the address has no token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  });
});
