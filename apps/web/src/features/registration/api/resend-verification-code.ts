// POST /register/resend-verification-code: mails a new code (60-second cooldown, 5 an hour; 429 with
// Retry-After otherwise).
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { registrationRequestOptions, requireUserId, type RegistrationRef } from './registration-request';

/** Asks for a new verification code; resolves with the server's message. */
export async function resendVerificationCode({ userId, token }: RegistrationRef): Promise<string> {
  const user_id = requireUserId(userId, 'registration.errors.user_id_resend');
  const answer = await apiClient.post<ApiAnswer<unknown>>('/register/resend-verification-code', { user_id }, registrationRequestOptions(token));
  return answer.message;
}

/** The resend as a mutation. */
export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
