import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { PROFILE_USER } from '@/test/render-app';
import { clearSession, readSession, restoreSession, signOut, startSession, toSessionUser, updateSessionUser, userDisplayName, userInitials } from './auth';
import { getCookie, setCookie, TOKEN_COOKIE, USER_COOKIE } from './cookies';
import { PENDING_TOKEN_KEY, PENDING_USER_ID_KEY, REGISTRATION_STATUS_KEY } from './pending-registration';

/** Every cookie string written through document.cookie while `run` runs. */
function writtenCookies(run: () => void): string[] {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie is not an accessor here');
  const written: string[] = [];
  const setter = descriptor.set;
  const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    written.push(value);
    setter.call(document, value);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return written;
}

function storePendingRegistration() {
  window.localStorage.setItem(PENDING_USER_ID_KEY, '41');
  window.localStorage.setItem(PENDING_TOKEN_KEY, 'reg-token');
  window.localStorage.setItem(REGISTRATION_STATUS_KEY, JSON.stringify({ user_id: 41, account_type: 'individual', next_step: 3, total_steps: 4 }));
}

describe('session restore on start', () => {
  afterEach(() => vi.restoreAllMocks());

  it('restores the session when both cookies exist and the user can be read', () => {
    setCookie(TOKEN_COOKIE, 'abc');
    setCookie(USER_COOKIE, JSON.stringify(PROFILE_USER));
    const session = restoreSession();
    expect(session?.token).toBe('abc');
    expect(session?.user).toMatchObject({ first_name: 'Layla', last_name: 'Haddad', email: 'layla@example.org' });
    expect(getCookie(TOKEN_COOKIE)).toBe('abc');
  });

  it('clears both cookies when the saved user cannot be read', () => {
    setCookie(TOKEN_COOKIE, 'abc');
    setCookie(USER_COOKIE, '{not json');
    expect(restoreSession()).toBeNull();
    expect(getCookie(TOKEN_COOKIE)).toBeUndefined();
    expect(getCookie(USER_COOKIE)).toBeUndefined();
  });

  it('clears a token left without a user, and a user without an email', () => {
    setCookie(TOKEN_COOKIE, 'abc');
    expect(restoreSession()).toBeNull();
    expect(getCookie(TOKEN_COOKIE)).toBeUndefined();

    setCookie(TOKEN_COOKIE, 'abc');
    setCookie(USER_COOKIE, JSON.stringify({ first_name: 'No', last_name: 'Email' }));
    expect(restoreSession()).toBeNull();
    expect(getCookie(USER_COOKIE)).toBeUndefined();
  });
});

describe('starting and ending a session', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes 7-day cookies with 'remember me' and browser-session cookies without it", () => {
    const remembered = writtenCookies(() => startSession('t1', PROFILE_USER, { remember: true }));
    expect(remembered.filter((cookie) => /^(token|user)=/.test(cookie))).toHaveLength(2);
    for (const cookie of remembered) expect(cookie).toMatch(/; Path=\/; Max-Age=604800; SameSite=Strict$/);

    const forgotten = writtenCookies(() => startSession('t2', PROFILE_USER, { remember: false }));
    for (const cookie of forgotten) {
      expect(cookie).not.toContain('Max-Age');
      expect(cookie).toMatch(/; Path=\/; SameSite=Strict$/);
    }
    expect(readSession()?.token).toBe('t2');
  });

  it('keeps only what the header needs in the user cookie', () => {
    startSession('t', PROFILE_USER, { remember: false });
    const saved = JSON.parse(getCookie(USER_COOKIE) ?? '{}') as Record<string, unknown>;
    expect(saved).toMatchObject({ id: 7, email: 'layla@example.org', first_name: 'Layla', status: 'active' });
    expect(saved).not.toHaveProperty('birth_date');
  });

  it('updates the saved user while signed in, and does nothing when signed out', () => {
    startSession('t', PROFILE_USER, { remember: true });
    updateSessionUser({ ...PROFILE_USER, first_name: 'Leila' });
    expect(readSession()?.user.first_name).toBe('Leila');
    clearSession();
    updateSessionUser(PROFILE_USER);
    expect(getCookie(USER_COOKIE)).toBeUndefined();
  });

  it('signs out: calls POST /logout with the token, clears the cookies and the pending registration', async () => {
    const api = mockApi({ 'POST /logout': ok(null, 'Signed out.') });
    startSession('secret-token', PROFILE_USER, { remember: true });
    storePendingRegistration();

    await signOut();

    const [logout] = api.callsTo('POST /logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(getCookie(TOKEN_COOKIE)).toBeUndefined();
    expect(getCookie(USER_COOKIE)).toBeUndefined();
    for (const key of [PENDING_USER_ID_KEY, PENDING_TOKEN_KEY, REGISTRATION_STATUS_KEY]) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    startSession('t', PROFILE_USER, { remember: false });
    await signOut();
    expect(readSession()).toBeNull();
  });
});

describe('names of a user', () => {
  it('uses first and last name for a person and the entity name for an entity', () => {
    const person = toSessionUser(PROFILE_USER);
    const entity = toSessionUser({ ...PROFILE_USER, account_type: 'entity', first_name: null, last_name: null, entity: { entity_name: 'Blue Water Alliance' } });
    if (!person || !entity) throw new Error('expected readable users');
    expect(userDisplayName(person)).toBe('Layla Haddad');
    expect(userInitials(person)).toBe('LH');
    expect(userDisplayName(entity)).toBe('Blue Water Alliance');
    expect(userInitials(entity)).toBe('BW');
  });
});
