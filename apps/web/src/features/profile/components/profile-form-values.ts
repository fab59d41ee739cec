// The edit-profile form's values, its checks (spec part 1, section 5) and the request it sends: only
// non-empty fields, trimmed.
import { EXPERIENCE_YEARS_MAX, EXPERIENCE_YEARS_MIN, GENDERS, type FieldErrors, type ProfileUpdate, type User } from '@wefe/contract';
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

// Deliberately loose: the server has the exact rule; this catches typing slips before sending.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The spec's checks: first name, last name and email required (names only for a person: an entity
 * is named by its entity name), email shaped like one, gender from the list, birth date not after
 * `today`, years of experience a whole number from 0 to 100. Empty when all is well.
 */
export function validateProfileForm(values: ProfileFormValues, t: TFunction, options: { today: string; requireNames: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (options.requireNames && values.first_name.trim() === '') errors.first_name = [t('profile.edit.errors.first_name_required')];
  if (options.requireNames && values.last_name.trim() === '') errors.last_name = [t('profile.edit.errors.last_name_required')];
  if (values.email.trim() === '') errors.email = [t('profile.edit.errors.email_required')];
  else if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = [t('profile.edit.errors.email_invalid')];
  if (values.gender !== '' && !(GENDERS as readonly string[]).includes(values.gender)) errors.gender = [t('profile.edit.errors.gender_invalid')];
  if (values.birth_date !== '' && values.birth_date > options.today) errors.birth_date = [t('profile.edit.errors.birth_date_future')];
  const experience = values.experience_years.trim();
  if (experience !== '') {
    const years = Number(experience);
    if (!Number.isInteger(years) || years < EXPERIENCE_YEARS_MIN || years > EXPERIENCE_YEARS_MAX) {
      errors.experience_years = [t('profile.edit.errors.experience_range', { min: EXPERIENCE_YEARS_MIN, max: EXPERIENCE_YEARS_MAX })];
    }
  }
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
