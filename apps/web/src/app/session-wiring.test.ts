import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { getCookie, setCookie, TOKEN_COOKIE } from '@/lib/cookies';
import { connectUnauthorizedHandler } from './session-wiring';

describe('connectUnauthorizedHandler', () => {
  let disconnect: (() => void) | undefined;
  afterEach(() => disconnect?.());

  it('sends the user to /login when an API call answers 401', async () => {
    const navigate = vi.fn<(to: string) => void>();
    disconnect = connectUnauthorizedHandler(navigate);
    setCookie(TOKEN_COOKIE, 'expired');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }));

    await expect(apiClient.get('/profile')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(getCookie(TOKEN_COOKIE)).toBeUndefined();
  });

  it('stops navigating once disconnected', async () => {
    const navigate = vi.fn<(to: string) => void>();
    connectUnauthorizedHandler(navigate)();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }));

    await expect(apiClient.get('/profile')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });
});
