// POST /reset-password: sets a new password with the token of the mailed link (422 when it is invalid
// or expired).
import { useMutation } from '@tanstack/react-query';
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
