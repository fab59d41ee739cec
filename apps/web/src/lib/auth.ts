// A stand-in session reader for the shell: signed in when the `token` cookie and a readable `user`
// cookie exist. Issue 3 (accounts) replaces it with the real session; keep the hook's shape.
import { useSyncExternalStore } from 'react';
import { deleteCookie, getCookie, TOKEN_COOKIE, USER_COOKIE } from './cookies';

export interface SessionUser {
  first_name: string;
  last_name: string;
  email: string;
}

export interface Session {
  token: string;
  user: SessionUser;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.first_name === 'string' && typeof record.last_name === 'string' && typeof record.email === 'string';
}

/** The session stored in cookies, or null when signed out or the saved user cannot be read. */
export function readSession(): Session | null {
  const token = getCookie(TOKEN_COOKIE);
  const rawUser = getCookie(USER_COOKIE);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    return isSessionUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cachedCookies: string | undefined;
let cachedSession: Session | null = null;

// useSyncExternalStore needs a stable snapshot: re-parse only when the cookie string changed.
function getSnapshot(): Session | null {
  const cookies = document.cookie;
  if (cookies !== cachedCookies) {
    cachedCookies = cookies;
    cachedSession = readSession();
  }
  return cachedSession;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Cookies have no change event; another tab may have signed in or out while this one was hidden.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/** Tells every `useSession` reader that the session cookies changed. */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

/** The current session, re-rendering when it changes; null when signed out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

/** Clears the session cookies; the caller decides where to go next. */
export function signOut(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(USER_COOKIE);
  notifySessionChanged();
}
