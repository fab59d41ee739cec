// POST /register/step2-verify-account: checks the 6-digit code mailed after the first step (both the
// individual and the entity wizard).
import { useMutation } from '@tanstack/react-query';
import type { RegistrationStatus } from '@wefe/contract';
import { apiClient } from '@/lib/api-client';
import { registrationRequestOptions, requireUserId, type RegistrationRef, type RegistrationStatusAnswer } from './registration-request';

export interface VerifyAccountInput extends RegistrationRef {
  otp: string;
}

/** Verifies the email address with the code; resolves with the new registration status. */
export async function verifyAccount({ userId, token, otp }: VerifyAccountInput): Promise<RegistrationStatus> {
  const user_id = requireUserId(userId, 'registration.errors.user_id_verification');
  const answer = await apiClient.post<RegistrationStatusAnswer>(
    '/register/step2-verify-account',
    { user_id, otp: otp.trim() },
    registrationRequestOptions(token),
  );
  return answer.data;
}

/** The verification as a mutation. */
export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
