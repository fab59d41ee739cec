// How a failed step shows (spec part 1, section 8): the registration's error text in a box, and the
// server's field errors next to their fields; errors of fields the step does not show join the box.
import type { FieldErrors } from '@wefe/contract';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import type { MessageKey, TFunction } from '@/lib/i18n';

export interface StepFailure {
  message: string;
  fieldErrors: FieldErrors;
  /** Messages of fields that are not on the step, to list in the box. */
  otherMessages: string[];
}

/** Splits a failed call into the box text, the errors of `shownFields` and the rest. */
export function describeStepFailure(error: unknown, t: TFunction, shownFields: readonly string[]): StepFailure {
  const fieldErrors: FieldErrors = {};
  const otherMessages: string[] = [];
  if (isApiError(error) && error.errors) {
    for (const [field, messages] of Object.entries(error.errors)) {
      if (shownFields.includes(field)) fieldErrors[field] = messages;
      else otherMessages.push(...messages);
    }
  }
  return { message: apiErrorMessage(error, t), fieldErrors, otherMessages };
}

/** A step refused before sending: the contract's field errors, each beside its field. */
export function fieldsFailure(fieldErrors: FieldErrors): StepFailure {
  return { message: '', fieldErrors, otherMessages: [] };
}

/** The form's name of each field of the registration steps, for the summary above the fields. */
const FIELD_LABELS: Readonly<Record<string, MessageKey>> = {
  profile_picture: 'registration.fields.profile_picture',
  first_name: 'registration.fields.first_name',
  last_name: 'registration.fields.last_name',
  phone: 'registration.fields.mobile',
  email: 'registration.fields.email',
  country_id: 'registration.fields.country',
  gender: 'registration.fields.gender',
  birth_date: 'registration.fields.birth_date',
  password: 'registration.fields.password',
  password_confirmation: 'registration.fields.password_confirmation',
  otp: 'registration.verify.code',
  organization: 'registration.fields.organization',
  organization_type_id: 'registration.fields.organization_type',
  organization_short_name: 'registration.fields.organization_short_name',
  position: 'registration.fields.position',
  education_level_id: 'registration.fields.education_level',
  field_of_study: 'registration.fields.field_of_study',
  experience_years: 'registration.fields.experience_years',
  entity_name: 'registration.entity.fields.entity_name',
  entity_short_name: 'registration.entity.fields.entity_short_name',
  entity_type: 'registration.entity.fields.entity_type',
  field_of_expertise: 'registration.entity.fields.field_of_expertise',
  address: 'registration.entity.fields.address',
  location: 'registration.entity.fields.location',
  website: 'registration.entity.fields.website',
  years_of_operation: 'registration.entity.fields.years_of_operation',
  verification_document: 'registration.entity.fields.verification_document',
  number_of_employees: 'registration.entity.fields.number_of_employees',
  main_programs: 'registration.entity.fields.main_programs',
  main_projects: 'registration.entity.fields.main_projects',
};

/** A registration field's label as the form shows it; a field the form does not know, as named. */
export function registrationFieldLabel(field: string, t: TFunction, entity = false): string {
  if (entity && field === 'phone') return t('registration.entity.fields.phone');
  const key = FIELD_LABELS[field];
  return key ? t(key) : field;
}
