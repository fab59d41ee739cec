// The session lives in two cookies (spec part 1, sections 3 and 9): `token` and `user`, 7 days,
// path /, SameSite=Strict, Secure whenever the page is served over https.
import { TOKEN_TTL_DAYS } from '@wefe/contract';

export const TOKEN_COOKIE = 'token';
export const USER_COOKIE = 'user';

const SECONDS_PER_DAY = 24 * 60 * 60;

function attributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

/** The decoded value of a cookie, or undefined when it is not set. */
export function getCookie(name: string): string | undefined {
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

/** Sets a session cookie for `days` days (the token lifetime by default). */
export function setCookie(name: string, value: string, days: number = TOKEN_TTL_DAYS): void {
  document.cookie = `${name}=${encodeURIComponent(value)}${attributes(Math.round(days * SECONDS_PER_DAY))}`;
}

/** Removes a cookie set by `setCookie`. */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=${attributes(0)}`;
}
