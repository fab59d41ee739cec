// POST /register/entity/step3: the entity's counters; completes the registration, which then waits
// for an administrator's approval.
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { registrationRequestOptions, requireUserId, type RegistrationRef } from './registration-request';

export interface EntityStep3Input extends RegistrationRef {
  number_of_employees: string;
  main_programs: string;
  main_projects: string;
}

const toCount = (value: string) => (value.trim() === '' ? null : Number(value));

/** Sends the counters. */
export async function registerEntityStep3({ userId, token, ...counts }: EntityStep3Input): Promise<ApiAnswer<unknown>> {
  const user_id = requireUserId(userId, 'registration.errors.user_id_step3');
  const body = {
    user_id,
    number_of_employees: toCount(counts.number_of_employees),
    main_programs: toCount(counts.main_programs),
    main_projects: toCount(counts.main_projects),
  };
  return apiClient.post<ApiAnswer<unknown>>('/register/entity/step3', body, registrationRequestOptions(token));
}

/** The entity's last step as a mutation. */
export function useRegisterEntityStep3() {
  return useMutation({ mutationFn: registerEntityStep3 });
}
