// POST /login: signs a member in, or says the registration is unfinished (401 with the pending
// registration in `meta`), the account is suspended (403) or there were too many attempts (429).
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, User } from '@wefe/contract';
import { apiClient, isApiError, isIncompleteRegistrationMessage, LOGIN_REQUEST_PATH, type ApiAnswer } from '@/lib/api-client';

export type LoginAnswer = ApiAnswer<{ user: User; token: string }, { user_id: number }>;

/** Sends the credentials; resolves with the user and token, rejects with an ApiError. */
export function login(credentials: LoginRequest): Promise<LoginAnswer> {
  return apiClient.post<LoginAnswer>(LOGIN_REQUEST_PATH, credentials);
}

/** The sign-in call as a mutation. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** An unfinished registration the server found behind correct credentials. */
export interface IncompleteRegistration {
  userId: number;
  /** Lets this browser finish the registration (X-Registration-Token); null when the server sent none. */
  token: string | null;
  /** The step to continue at. */
  nextStep: number;
  accountType: 'individual' | 'entity';
  /** 4 for an individual, 3 for an entity. */
  totalSteps: number;
}

const INDIVIDUAL_STEPS = 4;
const ENTITY_STEPS = 3;
/** Without a step from the server, the registration continues at email verification. */
const FIRST_STEP_AFTER_SIGN_UP = 2;

/**
 * The unfinished registration a failed sign-in answered (spec part 1, section 4: a 401 whose message
 * asks to complete the registration and carries a user id), or null for any other failure.
 */
export function incompleteRegistrationOf(error: unknown): IncompleteRegistration | null {
  if (!isApiError(error) || error.status !== 401) return null;
  const body = typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  const meta = typeof body.meta === 'object' && body.meta !== null ? (body.meta as Record<string, unknown>) : {};
  const token = typeof meta.registration_token === 'string' && meta.registration_token !== '' ? meta.registration_token : null;
  if (!isIncompleteRegistrationMessage(error.message) && !token) return null;
  const userId = Number(meta.user_id);
  if (!Number.isInteger(userId) || userId <= 0) return null;
  const accountType = meta.account_type === 'entity' ? 'entity' : 'individual';
  const totalSteps = accountType === 'entity' ? ENTITY_STEPS : INDIVIDUAL_STEPS;
  const step = Number(meta.next_step);
  const nextStep = Number.isInteger(step) && step >= 1 && step <= totalSteps ? step : FIRST_STEP_AFTER_SIGN_UP;
  return { userId, token, nextStep, accountType, totalSteps };
}
