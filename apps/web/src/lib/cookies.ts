// The session lives in two cookies (spec part 1, sections 3 and 9): `token` and `user`, 7 days (or
// until the browser closes when 'remember me' is off), path /, SameSite=Strict, Secure over https.
import { TOKEN_TTL_DAYS } from '@wefe/contract/constants';

export const TOKEN_COOKIE = 'token';
export const USER_COOKIE = 'user';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** `maxAgeSeconds` undefined writes a browser-session cookie (no Max-Age: gone when the browser closes). */
function attributes(maxAgeSeconds: number | undefined, sameSite: 'Strict' | 'Lax' = 'Strict'): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `; Path=/${maxAge}; SameSite=${sameSite}${secure}`;
}

/** The decoded value of a cookie, or undefined when it is not set. */
export function getCookie(name: string): string | undefined {
  // The server's render (entry-server.tsx) has no document: it renders for a visitor, who has no cookies.
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(prefix)) continue;
    const raw = entry.slice(prefix.length);
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value written by something else without encoding: hand it back as it is.
      return raw;
    }
  }
  return undefined;
}

/**
 * Sets a cookie for `days` days (the token lifetime by default); `days: 'browser-session'` makes it
 * last only until the browser closes.
 */
export function setCookie(name: string, value: string, days: number | 'browser-session' = TOKEN_TTL_DAYS): void {
  const maxAge = days === 'browser-session' ? undefined : Math.round(days * SECONDS_PER_DAY);
  document.cookie = `${name}=${encodeURIComponent(value)}${attributes(maxAge)}`;
}

/** Removes a cookie set by `setCookie`. */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=${attributes(0)}`;
}

/**
 * Sets a reader's preference for a year. SameSite=Lax, unlike the session: the server reads it on
 * arrival from another site's link too.
 */
export function setPreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}${attributes(365 * SECONDS_PER_DAY, 'Lax')}`;
}
