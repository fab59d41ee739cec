// POST /register/entity/step1 (multipart): creates the entity account with its PDF proof document
// and optional picture, and mails a 6-digit code.
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { registrationRequestOptions, toFormData, type RegistrationStartedAnswer } from './registration-request';

export interface EntityStep1Input {
  entity_name: string;
  entity_short_name: string;
  entity_type: string;
  field_of_expertise: string;
  country_id: string;
  address: string;
  location: string;
  website: string;
  /** Calling code joined to the number, or '' (optional). */
  phone: string;
  email: string;
  years_of_operation: string;
  password: string;
  password_confirmation: string;
  profile_picture: File | null;
  verification_document: File | null;
}

/** Sends the entity's information and files; resolves with the new user id and registration token. */
export async function registerEntityStep1(input: EntityStep1Input): Promise<RegistrationStartedAnswer> {
  const { entity_short_name, phone, ...rest } = input;
  // Optional text left empty is not sent at all.
  const body = toFormData({ ...rest, entity_short_name: entity_short_name.trim() || undefined, phone: phone || undefined });
  return apiClient.post<RegistrationStartedAnswer>('/register/entity/step1', body, registrationRequestOptions(null));
}

/** The entity's first step as a mutation. */
export function useRegisterEntityStep1() {
  return useMutation({ mutationFn: registerEntityStep1 });
}
