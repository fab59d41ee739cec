// POST /reset-password: sets a new password with the token of the mailed link (422 when it is invalid
// or expired).
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}

export type ResetPasswordAnswer = ApiAnswer<unknown>;

/** Sets the new password. */
export function resetPassword(input: ResetPasswordInput): Promise<ResetPasswordAnswer> {
  return apiClient.post<ResetPasswordAnswer>('/reset-password', input);
}

/** The password reset as a mutation. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Whether the link's token can still be used: POST /reset-password/check (422 when used, expired or unknown). */
export function checkResetLink(token: string): Promise<ApiAnswer<unknown>> {
  return apiClient.post<ApiAnswer<unknown>>('/reset-password/check', { token });
}

/** The link checked once when the page opens, so a dead link says so before a password is typed. */
export function useResetLinkCheck(token: string) {
  return useQuery({ queryKey: ['reset-link', token], queryFn: () => checkResetLink(token), enabled: token !== '', retry: false, staleTime: Infinity, gcTime: 0 });
}
