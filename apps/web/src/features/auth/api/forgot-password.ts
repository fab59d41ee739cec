// POST /forgot-password: mails a reset link; the answer is the same whether or not the address exists.
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';

export type ForgotPasswordAnswer = ApiAnswer<unknown>;

/** Asks for a password-reset link for `email`. */
export function requestPasswordReset(input: { email: string }): Promise<ForgotPasswordAnswer> {
  return apiClient.post<ForgotPasswordAnswer>('/forgot-password', input);
}

/** The reset-link request as a mutation. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
