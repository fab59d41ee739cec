// An unfinished registration, kept in local storage so it survives a reload and can be resumed after
// signing in (spec part 1, sections 3 and 4): the pending user id, the registration token that lets
// this browser finish it (sent as X-Registration-Token), and the last known registration status.
// The login screen writes it, the registration wizards read and clear it, logout clears it.
import type { RegistrationStatus } from '@wefe/contract';

export const PENDING_USER_ID_KEY = 'pending_registration_user_id';
export const PENDING_TOKEN_KEY = 'pending_registration_token';
export const REGISTRATION_STATUS_KEY = 'registration_status';

/** What is known of where a registration stands; the full status when it came from GET /register/status. */
export type StoredRegistrationStatus = Pick<RegistrationStatus, 'user_id' | 'account_type' | 'next_step' | 'total_steps'> &
  Partial<RegistrationStatus>;

export interface PendingRegistration {
  userId: number;
  /** Null when only the id is known (then the server cannot be asked about it). */
  token: string | null;
  status: StoredRegistrationStatus | null;
}

/** Navigation state the login screen hands to a registration wizard to resume it at a step. */
export interface ResumeRegistrationState {
  userId: number;
  step: number;
}

/** The resume state carried by a navigation, or null when it carries none. */
export function resumeStateOf(state: unknown): ResumeRegistrationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const record = state as Record<string, unknown>;
  const userId = Number(record.userId);
  const step = Number(record.step);
  if (!Number.isInteger(userId) || userId <= 0 || !Number.isInteger(step) || step < 1) return null;
  return { userId, step };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by privacy settings: registration still works within the page, only not resumable.
    return null;
  }
}

function isStoredStatus(value: unknown): value is StoredRegistrationStatus {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.user_id === 'number' &&
    (record.account_type === 'individual' || record.account_type === 'entity') &&
    typeof record.next_step === 'number' &&
    typeof record.total_steps === 'number'
  );
}

/** The registration saved in this browser, or null when there is none (or it cannot be read). */
export function readPendingRegistration(): PendingRegistration | null {
  const store = storage();
  if (!store) return null;
  const userId = Number(store.getItem(PENDING_USER_ID_KEY));
  if (!Number.isInteger(userId) || userId <= 0) return null;
  let status: StoredRegistrationStatus | null;
  try {
    const parsed: unknown = JSON.parse(store.getItem(REGISTRATION_STATUS_KEY) ?? 'null');
    status = isStoredStatus(parsed) && parsed.user_id === userId ? parsed : null;
  } catch {
    status = null;
  }
  return { userId, token: store.getItem(PENDING_TOKEN_KEY) || null, status };
}

/** Saves (or updates) the pending registration; fields left out keep their stored value. */
export function savePendingRegistration(update: { userId: number; token?: string | null; status?: StoredRegistrationStatus | null }): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(PENDING_USER_ID_KEY, String(update.userId));
    if (update.token) store.setItem(PENDING_TOKEN_KEY, update.token);
    if (update.status) store.setItem(REGISTRATION_STATUS_KEY, JSON.stringify(update.status));
  } catch {
    // Quota or privacy settings: the wizard keeps its state in memory meanwhile.
  }
}

/** Forgets the pending registration (it finished, or the user signed out). */
export function clearPendingRegistration(): void {
  const store = storage();
  if (!store) return;
  for (const key of [PENDING_USER_ID_KEY, PENDING_TOKEN_KEY, REGISTRATION_STATUS_KEY]) store.removeItem(key);
}
