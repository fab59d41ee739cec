// The session (spec part 1, sections 3, 4 and 9): two cookies, `token` and `user` (JSON of the
// signed-in user), path /, SameSite=Strict, Secure over https; 7 days with 'remember me', otherwise
// until the browser closes. On start the session is restored when both cookies exist and the user can
// be read; otherwise both are cleared. Signing out revokes the token on the server and clears the
// cookies and the pending registration.
import { useQueryClient } from '@tanstack/react-query';
import { TOKEN_TTL_DAYS } from '@wefe/contract/constants';
import type { AccountStatus, Role, User } from '@wefe/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { apiClient } from './api-client';
import { deleteCookie, getCookie, setCookie, TOKEN_COOKIE, USER_COOKIE } from './cookies';
import { paths } from './paths';
import { clearPendingRegistration } from './pending-registration';

/**
 * The part of the user the cookie keeps: what the header and the guards need. A cookie holds at most
 * 4 KB, so long fields (an entity's address, a rejection reason) stay on the server; the profile page
 * fetches the whole user with GET /profile.
 */
export interface SessionUser {
  id: number | null;
  account_type: User['account_type'];
  role: Role;
  status: AccountStatus;
  email: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  profile_picture_url: string | null;
  entity: { entity_name: string | null } | null;
}

export interface Session {
  token: string;
  user: SessionUser;
}

/** Local storage key of the 'remember me' choice, so a refreshed user cookie keeps the token's lifetime. */
export const REMEMBER_ME_STORAGE_KEY = 'remember_me';

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The session user of a saved or answered user, or null when it is not a readable user. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.email !== 'string' || record.email === '') return null;
  const entity = typeof record.entity === 'object' && record.entity !== null ? (record.entity as Record<string, unknown>) : null;
  return {
    id: typeof record.id === 'number' ? record.id : null,
    account_type: record.account_type === 'entity' ? 'entity' : 'individual',
    role: record.role === 'admin' || record.role === 'reviewer' ? record.role : 'member',
    status:
      record.status === 'registering' ||
      record.status === 'pending_approval' ||
      record.status === 'rejected' ||
      record.status === 'suspended'
        ? record.status
        : 'active',
    email: record.email,
    first_name: textOrNull(record.first_name),
    last_name: textOrNull(record.last_name),
    display_name: textOrNull(record.display_name),
    profile_picture_url: textOrNull(record.profile_picture_url),
    entity: entity ? { entity_name: textOrNull(entity.entity_name) } : null,
  };
}

/** The session stored in cookies, or null when signed out or the saved user cannot be read. */
export function readSession(): Session | null {
  const token = getCookie(TOKEN_COOKIE);
  const rawUser = getCookie(USER_COOKIE);
  if (!token || !rawUser) return null;
  try {
    const user = toSessionUser(JSON.parse(rawUser));
    return user ? { token, user } : null;
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

function rememberedChoice(): boolean {
  try {
    return window.localStorage.getItem(REMEMBER_ME_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeRememberChoice(remember: boolean): void {
  try {
    window.localStorage.setItem(REMEMBER_ME_STORAGE_KEY, String(remember));
  } catch {
    // The cookies themselves still carry the lifetime; only a later user refresh would differ.
  }
}

const lifetime = (remember: boolean) => (remember ? TOKEN_TTL_DAYS : 'browser-session');

/** Clears the session cookies and the pending registration, and tells the readers. */
export function clearSession(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(USER_COOKIE);
  clearPendingRegistration();
  try {
    window.localStorage.removeItem(REMEMBER_ME_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  notifySessionChanged();
}

/**
 * Run once when the app starts: keeps the session when both cookies exist and the user can be read,
 * otherwise clears whatever half of it is left. Returns the restored session.
 */
export function restoreSession(): Session | null {
  const session = readSession();
  if (session) return session;
  if (getCookie(TOKEN_COOKIE) !== undefined || getCookie(USER_COOKIE) !== undefined) {
    deleteCookie(TOKEN_COOKIE);
    deleteCookie(USER_COOKIE);
    notifySessionChanged();
  }
  return null;
}

/** Stores a new session after signing in: 7-day cookies with `remember`, browser-session cookies without. */
export function startSession(token: string, user: User | SessionUser, { remember }: { remember: boolean }): void {
  const sessionUser = toSessionUser(user);
  if (!sessionUser) throw new Error('The signed-in user has no email address.');
  storeRememberChoice(remember);
  setCookie(TOKEN_COOKIE, token, lifetime(remember));
  setCookie(USER_COOKIE, JSON.stringify(sessionUser), lifetime(remember));
  clearPendingRegistration();
  notifySessionChanged();
}

/** Replaces the saved user (after a profile update or a fresh GET /profile) while signed in. */
export function updateSessionUser(user: User | SessionUser): void {
  const current = readSession();
  const sessionUser = toSessionUser(user);
  if (!current || !sessionUser) return;
  const serialised = JSON.stringify(sessionUser);
  if (serialised === JSON.stringify(current.user)) return;
  setCookie(USER_COOKIE, serialised, lifetime(rememberedChoice()));
  notifySessionChanged();
}

/**
 * Signs out: sends POST /logout with the current token (the server revokes it) and clears the local
 * session at once, without waiting for the answer, so a slow or offline server never leaves someone
 * signed in on a shared computer. Resolves when the server answered (or failed).
 */
export async function signOut(): Promise<void> {
  const token = getCookie(TOKEN_COOKIE);
  clearSession();
  if (!token) return;
  try {
    await apiClient.post('/logout', undefined, { headers: { Authorization: `Bearer ${token}` }, keepSessionOn401: true });
  } catch {
    // Already revoked or unreachable: the local session is gone either way and the token expires.
  }
}

/** True for query keys of the signed-in member's own data (`['profile', ...]`, `['my-stories', ...]`). */
export function isMemberQueryKey(queryKey: readonly unknown[]): boolean {
  const [resource] = queryKey;
  return typeof resource === 'string' && (resource === 'profile' || resource.startsWith('my-'));
}

/**
 * Signs out and goes to the home page (spec part 1, Header), forgetting the member's cached data.
 * The page is left first: a members-only page still on screen would otherwise ask the server for its
 * data again without a token, and that 401 would send the visitor to /login instead of home.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await navigate(paths.home.getHref());
    } finally {
      // Whatever became of the navigation, the session ends.
      const done = signOut();
      queryClient.removeQueries({ predicate: (query) => isMemberQueryKey(query.queryKey) });
      await done;
    }
  }, [navigate, queryClient]);
}

type NamedUser = Pick<SessionUser, 'account_type' | 'email' | 'first_name' | 'last_name' | 'display_name' | 'entity'>;

/** The name to show for a user: the entity's name for an entity, first and last name for a person. */
export function userDisplayName(user: NamedUser): string {
  if (user.account_type === 'entity') {
    const entityName = user.entity?.entity_name?.trim();
    if (entityName) return entityName;
  }
  const fullName = [user.first_name, user.last_name].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  return fullName || user.display_name?.trim() || user.email;
}

/** Up to two initials for an avatar: first and last name, or the first two words of an entity's name. */
export function userInitials(user: NamedUser): string {
  const first = user.first_name?.trim() ?? '';
  const last = user.last_name?.trim() ?? '';
  if (user.account_type !== 'entity' && (first || last)) return `${first.charAt(0)}${last.charAt(0)}`.toLocaleUpperCase();
  const words = userDisplayName(user).split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toLocaleUpperCase();
}
