// The edit-profile form's values, its checks (spec part 1, section 5) and the request it sends: only
// non-empty fields, trimmed.
import { GENDERS, profileUpdateSchema, type FieldErrors, type Language, type ProfileUpdate, type User } from '@wefe/contract';
import { contractFieldErrors } from '@/lib/contract-check';
import type { TFunction } from '@/lib/i18n';

export interface ProfileFormValues {
  display_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** '' (none), or one of GENDERS. */
  gender: string;
  birth_date: string;
  organization: string;
  organization_short_name: string;
  position: string;
  field_of_study: string;
  experience_years: string;
}

export const PROFILE_FORM_FIELDS = [
  'display_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'gender',
  'birth_date',
  'organization',
  'organization_short_name',
  'position',
  'field_of_study',
  'experience_years',
] as const satisfies readonly (keyof ProfileFormValues)[];

/** The form filled with the member's current values. */
export function profileFormValues(user: User): ProfileFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    display_name: text(user.display_name),
    first_name: text(user.first_name),
    last_name: text(user.last_name),
    email: user.email,
    phone: text(user.phone),
    gender: user.gender && (GENDERS as readonly string[]).includes(user.gender) ? user.gender : '',
    birth_date: text(user.birth_date).slice(0, 10),
    organization: text(user.organization ?? user.organization_name),
    organization_short_name: text(user.organization_short_name),
    position: text(user.position),
    field_of_study: text(user.field_of_study),
    experience_years: user.experience_years === null ? '' : String(user.experience_years),
  };
}

/**
 * The form's checks: first name, last name and email required (the spec's form rule; the call itself
 * changes only the fields sent, so the contract cannot require them, and names only for a person: an
 * entity is named by its entity name), the birth date not after `today`, and every rule of the
 * contract's PUT /profile schema on what would be sent (email, phone, names, gender, years of
 * experience, lengths) in the server's own words (ADR 034). Empty when all is well.
 */
export function validateProfileForm(values: ProfileFormValues, t: TFunction, options: { today: string; requireNames: boolean; language: Language }): FieldErrors {
  const errors: FieldErrors = {};
  if (options.requireNames && values.first_name.trim() === '') errors.first_name = [t('profile.edit.errors.first_name_required')];
  if (options.requireNames && values.last_name.trim() === '') errors.last_name = [t('profile.edit.errors.last_name_required')];
  if (values.email.trim() === '') errors.email = [t('profile.edit.errors.email_required')];
  if (values.birth_date !== '' && values.birth_date > options.today) errors.birth_date = [t('profile.edit.errors.birth_date_future')];
  const contract = contractFieldErrors(profileUpdateSchema, profileUpdateOf(values), options.language) ?? {};
  for (const [field, messages] of Object.entries(contract)) if (!errors[field]) errors[field] = messages;
  return errors;
}

/** The PUT /profile body: every non-empty field, trimmed; years of experience as a number. */
export function profileUpdateOf(values: ProfileFormValues): ProfileUpdate {
  const update: Record<string, string | number> = {};
  for (const field of PROFILE_FORM_FIELDS) {
    const value = values[field].trim();
    if (value === '') continue;
    update[field] = field === 'experience_years' ? Number(value) : value;
  }
  return update as ProfileUpdate;
}
