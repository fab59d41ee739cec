// POST /register/step3-career: the individual's organization and position.
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { registrationRequestOptions, requireUserId, type RegistrationRef } from './registration-request';

export interface CareerInput extends RegistrationRef {
  organization: string;
  organization_type_id: string;
  organization_short_name: string;
  position: string;
}

/** Sends the career step. */
export async function registerCareer({ userId, token, ...fields }: CareerInput): Promise<ApiAnswer<unknown>> {
  const user_id = requireUserId(userId, 'registration.errors.user_id_step3');
  const body = { user_id, ...fields, organization_type_id: fields.organization_type_id === '' ? null : Number(fields.organization_type_id) };
  return apiClient.post<ApiAnswer<unknown>>('/register/step3-career', body, registrationRequestOptions(token));
}

/** The career step as a mutation. */
export function useRegisterCareer() {
  return useMutation({ mutationFn: registerCareer });
}
