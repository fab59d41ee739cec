import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { fail, mockApi, ok } from '@/test/mock-api';
import { ResendCodeButton } from './resend-code-button';

function renderButton(initialSeconds: number, userId: number | null = 41) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ResendCodeButton registration={{ userId, token: 'reg-token' }} initialSeconds={initialSeconds} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function wait(seconds: number) {
  await act(async () => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

describe('ResendCodeButton', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("counts down as 'Resend Code (n)' and is disabled until the cooldown ends", async () => {
    mockApi({});
    renderButton(60);
    expect(screen.getByRole('button', { name: 'Resend Code (60)' })).toBeDisabled();
    await wait(1);
    expect(screen.getByRole('button', { name: 'Resend Code (59)' })).toBeDisabled();
    await wait(58);
    expect(screen.getByRole('button', { name: 'Resend Code (1)' })).toBeDisabled();
    await wait(1);
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('sends a new code with the registration token and starts a new 60-second countdown', async () => {
    const api = mockApi({ 'POST /register/resend-verification-code': ok(null, 'A new code was sent to your email address.') });
    const user = renderButton(0);
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('button', { name: 'Resend Code (60)' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A new code was sent to your email address.');
    const [request] = api.callsTo('POST /register/resend-verification-code');
    expect(request?.body).toEqual({ user_id: 41 });
    expect(request?.headers.get('X-Registration-Token')).toBe('reg-token');
  });

  it("waits as long as a 429's Retry-After says, showing the server's message", async () => {
    mockApi({ 'POST /register/resend-verification-code': fail(429, 'Please wait 42 seconds before asking for a new code.', {}, { 'Retry-After': '42' }) });
    const user = renderButton(0);
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('button', { name: 'Resend Code (42)' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait 42 seconds before asking for a new code.');
  });

  it("needs a user id: 'User ID is required to resend verification code'", async () => {
    const api = mockApi({});
    const user = renderButton(0, null);
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('User ID is required to resend verification code')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
