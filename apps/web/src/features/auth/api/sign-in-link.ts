// POST /login/link mails a one-time sign-in link (the same answer whether or not the address has an
// account); POST /login/link/redeem signs in with it, once, answering as /login does (issue 28).
import { useMutation } from '@tanstack/react-query';
import type { User } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

export type SignInLinkAnswer = ApiAnswer<unknown>;
export type RedeemAnswer = ApiAnswer<{ user: User; token: string }, { user_id: number }>;

/** Asks for a sign-in link for `email`. */
export function requestSignInLink(input: { email: string }): Promise<SignInLinkAnswer> {
  return apiClient.post<SignInLinkAnswer>('/login/link', input);
}

/** Signs in with the link's token. */
export function redeemSignInLink(input: { token: string }): Promise<RedeemAnswer> {
  return apiClient.post<RedeemAnswer>('/login/link/redeem', input);
}

/** Both calls as mutations. */
export function useSignInLink() {
  return { request: useMutation({ mutationFn: requestSignInLink }), redeem: useMutation({ mutationFn: redeemSignInLink }) };
}
