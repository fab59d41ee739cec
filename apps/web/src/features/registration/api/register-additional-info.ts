// POST /register/step4-additional-info: education and experience; completes the individual
// registration (`data.completed: true`).
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { registrationRequestOptions, requireUserId, type RegistrationRef } from './registration-request';

export interface AdditionalInfoInput extends RegistrationRef {
  education_level_id: string;
  field_of_study: string;
  /** One of EXPERIENCE_YEAR_CHOICES, as the select's value. */
  experience_years: string;
}

/** Sends the last step. */
export async function registerAdditionalInfo({ userId, token, ...fields }: AdditionalInfoInput): Promise<ApiAnswer<unknown>> {
  const user_id = requireUserId(userId, 'registration.errors.user_id_step4');
  const body = {
    user_id,
    education_level_id: fields.education_level_id === '' ? null : Number(fields.education_level_id),
    field_of_study: fields.field_of_study,
    experience_years: fields.experience_years === '' ? null : Number(fields.experience_years),
  };
  return apiClient.post<ApiAnswer<unknown>>('/register/step4-additional-info', body, registrationRequestOptions(token));
}

/** The last step as a mutation. */
export function useRegisterAdditionalInfo() {
  return useMutation({ mutationFn: registerAdditionalInfo });
}
