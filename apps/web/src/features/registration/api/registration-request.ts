// Shared by the registration calls (not a call itself): every step after the first carries the
// registration token the first step answered (X-Registration-Token) and needs the pending user id
// (spec part 1, section 5); the first steps may send files as multipart.
import type { RegistrationStatus } from '@wefe/contract';
import { ApiError, type ApiAnswer } from '@/lib/api-client';
import type { MessageKey } from '@/lib/i18n';
import { i18n } from '@/lib/i18n';

export const REGISTRATION_TOKEN_HEADER = 'X-Registration-Token';

/** Which pending registration a call continues. */
export interface RegistrationRef {
  userId: number | null;
  token: string | null;
}

/** Request options of a registration call: the token header, and a 401 that does not end a session. */
export function registrationRequestOptions(token: string | null): { headers: Record<string, string>; keepSessionOn401: true } {
  const headers: Record<string, string> = token ? { [REGISTRATION_TOKEN_HEADER]: token } : {};
  return { headers, keepSessionOn401: true };
}

/** The spec's step guard: rejects before any request when no user id is known. */
export function requireUserId(userId: number | null, messageKey: MessageKey): number {
  if (userId !== null && Number.isInteger(userId) && userId > 0) return userId;
  // The English text is the message; the key lets the screen show it in the current language.
  throw new ApiError({ message: i18n.t(messageKey, { lng: 'en' }), messageKey });
}

export type RegistrationStatusAnswer = ApiAnswer<RegistrationStatus>;

/** The answer of the first step (individual or entity): the new account and its registration token. */
export type RegistrationStartedAnswer = ApiAnswer<{ user_id: number; registration_token: string; next_step: number }>;

/** Builds a multipart body of text fields and files, skipping files that are not there. */
export function toFormData(fields: Record<string, string | number | File | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(name, value instanceof File ? value : String(value));
  }
  return form;
}
