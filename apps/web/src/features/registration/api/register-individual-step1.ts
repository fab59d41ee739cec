// POST /register/step1-personal-info: creates the individual account and mails a 6-digit code. JSON,
// or multipart/form-data when a profile picture is attached.
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { registrationRequestOptions, toFormData, type RegistrationStartedAnswer } from './registration-request';

export interface IndividualStep1Input {
  first_name: string;
  last_name: string;
  /** Calling code joined to the number, e.g. "+962791234567". */
  phone: string;
  email: string;
  /** The chosen country's id (the screen checks one is chosen). */
  country_id: number;
  gender: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  password: string;
  password_confirmation: string;
  profile_picture: File | null;
}

/** Sends the personal information; resolves with the new user id and registration token. */
export async function registerIndividualStep1({ profile_picture, ...fields }: IndividualStep1Input): Promise<RegistrationStartedAnswer> {
  const body = profile_picture ? toFormData({ ...fields, profile_picture }) : fields;
  return apiClient.post<RegistrationStartedAnswer>('/register/step1-personal-info', body, registrationRequestOptions(null));
}

/** The first step as a mutation. */
export function useRegisterIndividualStep1() {
  return useMutation({ mutationFn: registerIndividualStep1 });
}
