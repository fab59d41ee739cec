// The fields of the individual wizard's steps 1, 3 and 4 (step 2 is the shared email verification).
// The wizard checks each step with the route's own contract schema before sending (decision 034); the
// messages, its own or the server's, appear next to the fields (spec part 1, section 5).
import { EXPERIENCE_YEAR_CHOICES, PASSWORD_MIN, type Country, type FieldErrors, type NamedLookup } from '@wefe/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { FormField, inputClass } from '@/components/ui/form';
import { LookupSelect } from '@/components/ui/lookup-select';
import { PasswordInput } from '@/components/ui/password-input';
import { RadioGroup } from '@/components/ui/radio-group';
import { todayIsoDate } from '@/lib/dates';
import type { MessageKey } from '@/lib/i18n';
import type { CallingCodeOption } from './calling-codes';
import { DEFAULT_CALLING_COUNTRY } from './calling-codes';
import { PictureInput } from './file-inputs';
import { PhoneField } from './phone-field';

export interface IndividualValues {
  profile_picture: File | null;
  first_name: string;
  last_name: string;
  /** ISO code of the country whose calling code prefixes the mobile number. */
  phone_country: string;
  phone_number: string;
  email: string;
  country_id: string;
  gender: string;
  birth_date: string;
  password: string;
  password_confirmation: string;
  otp: string;
  organization: string;
  organization_type_id: string;
  organization_short_name: string;
  position: string;
  education_level_id: string;
  field_of_study: string;
  experience_years: string;
}

export const EMPTY_INDIVIDUAL: IndividualValues = {
  profile_picture: null,
  first_name: '',
  last_name: '',
  phone_country: DEFAULT_CALLING_COUNTRY,
  phone_number: '',
  email: '',
  country_id: '',
  gender: '',
  birth_date: '',
  password: '',
  password_confirmation: '',
  otp: '',
  organization: '',
  organization_type_id: '',
  organization_short_name: '',
  position: '',
  education_level_id: '',
  field_of_study: '',
  experience_years: '',
};

/** Field names (as the API names them) each step shows, so server errors land next to them. */
export const PERSONAL_INFO_FIELDS = [
  'profile_picture',
  'first_name',
  'last_name',
  'phone',
  'email',
  'country_id',
  'gender',
  'birth_date',
  'password',
  'password_confirmation',
] as const;
export const CAREER_FIELDS = ['organization', 'organization_type_id', 'organization_short_name', 'position'] as const;
export const ADDITIONAL_INFO_FIELDS = ['education_level_id', 'field_of_study', 'experience_years'] as const;

/** Labels of the years-of-experience choices (spec part 1, section 3). */
export const EXPERIENCE_LABEL_KEYS: Record<(typeof EXPERIENCE_YEAR_CHOICES)[number], MessageKey> = {
  1: 'registration.experience.1',
  3: 'registration.experience.3',
  8: 'registration.experience.8',
  13: 'registration.experience.13',
  18: 'registration.experience.18',
  21: 'registration.experience.21',
};

export interface StepFieldsProps {
  values: IndividualValues;
  onChange: <K extends keyof IndividualValues>(field: K, value: IndividualValues[K]) => void;
  errors: FieldErrors;
}

/** Step 1: who the member is, how to reach them, and their password. */
export function PersonalInfoFields({
  values,
  onChange,
  errors,
  countries,
  callingCodes,
}: StepFieldsProps & { countries: UseQueryResult<Country[]>; callingCodes: readonly CallingCodeOption[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <PictureInput
          name="profile_picture"
          label={t('registration.fields.profile_picture')}
          hint={t('registration.fields.profile_picture_hint')}
          file={values.profile_picture}
          onChange={(file) => onChange('profile_picture', file)}
          error={errors.profile_picture}
        />
      </div>
      <FormField label={t('registration.fields.first_name')} required error={errors.first_name}>
        {(control) => (
          <input {...control} name="first_name" autoComplete="given-name" dir="auto" value={values.first_name} onChange={(event) => onChange('first_name', event.target.value)} className={inputClass} />
        )}
      </FormField>
      <FormField label={t('registration.fields.last_name')} required error={errors.last_name}>
        {(control) => (
          <input {...control} name="last_name" autoComplete="family-name" dir="auto" value={values.last_name} onChange={(event) => onChange('last_name', event.target.value)} className={inputClass} />
        )}
      </FormField>
      <PhoneField
        name="phone"
        label={t('registration.fields.mobile')}
        required
        error={errors.phone}
        options={callingCodes}
        country={values.phone_country}
        onCountryChange={(iso2) => onChange('phone_country', iso2)}
        number={values.phone_number}
        onNumberChange={(number) => onChange('phone_number', number)}
      />
      <FormField label={t('registration.fields.email')} required error={errors.email}>
        {(control) => (
          <input {...control} type="email" name="email" autoComplete="email" dir="ltr" value={values.email} onChange={(event) => onChange('email', event.target.value)} className={inputClass} />
        )}
      </FormField>
      <LookupSelect
        name="country_id"
        label={t('registration.fields.country')}
        placeholder={t('registration.fields.country_placeholder')}
        query={countries}
        value={values.country_id}
        onChange={(value) => onChange('country_id', value)}
        required
        error={errors.country_id}
      />
      <FormField label={t('registration.fields.birth_date')} required error={errors.birth_date}>
        {(control) => (
          <input {...control} type="date" name="birth_date" autoComplete="bday" max={todayIsoDate()} value={values.birth_date} onChange={(event) => onChange('birth_date', event.target.value)} className={inputClass} />
        )}
      </FormField>
      <RadioGroup
        legend={t('registration.fields.gender')}
        name="gender"
        options={(['male', 'female'] as const).map((gender) => ({ value: gender, label: t(`registration.fields.gender_${gender}`) }))}
        value={values.gender}
        onChange={(gender) => onChange('gender', gender)}
        required
        error={errors.gender}
        className="sm:col-span-2"
      />
      <FormField label={t('registration.fields.password')} required error={errors.password} hint={t('registration.fields.password_hint', { min: PASSWORD_MIN })}>
        {(control) => (
          <PasswordInput {...control} name="password" autoComplete="new-password" value={values.password} onChange={(event) => onChange('password', event.target.value)} />
        )}
      </FormField>
      <FormField label={t('registration.fields.password_confirmation')} required error={errors.password_confirmation}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password_confirmation"
            autoComplete="new-password"
            value={values.password_confirmation}
            onChange={(event) => onChange('password_confirmation', event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}

/** Step 3: where the member works. */
export function CareerFields({ values, onChange, errors, organizationTypes }: StepFieldsProps & { organizationTypes: UseQueryResult<NamedLookup[]> }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <FormField label={t('registration.fields.organization')} required error={errors.organization} className="sm:col-span-2">
        {(control) => (
          <input {...control} name="organization" autoComplete="organization" dir="auto" value={values.organization} onChange={(event) => onChange('organization', event.target.value)} className={inputClass} />
        )}
      </FormField>
      <LookupSelect
        name="organization_type_id"
        label={t('registration.fields.organization_type')}
        placeholder={t('registration.fields.organization_type_placeholder')}
        query={organizationTypes}
        value={values.organization_type_id}
        onChange={(value) => onChange('organization_type_id', value)}
        required
        error={errors.organization_type_id}
      />
      <FormField label={t('registration.fields.organization_short_name')} required error={errors.organization_short_name}>
        {(control) => (
          <input
            {...control}
            name="organization_short_name"
            dir="auto"
            value={values.organization_short_name}
            onChange={(event) => onChange('organization_short_name', event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={t('registration.fields.position')} required error={errors.position} className="sm:col-span-2">
        {(control) => (
          <input {...control} name="position" autoComplete="organization-title" dir="auto" value={values.position} onChange={(event) => onChange('position', event.target.value)} className={inputClass} />
        )}
      </FormField>
    </div>
  );
}

/** Step 4: education and experience. */
export function AdditionalInfoFields({ values, onChange, errors, educationLevels }: StepFieldsProps & { educationLevels: UseQueryResult<NamedLookup[]> }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <LookupSelect
        name="education_level_id"
        label={t('registration.fields.education_level')}
        placeholder={t('registration.fields.education_level_placeholder')}
        query={educationLevels}
        value={values.education_level_id}
        onChange={(value) => onChange('education_level_id', value)}
        required
        error={errors.education_level_id}
      />
      <FormField label={t('registration.fields.experience_years')} required error={errors.experience_years}>
        {(control) => (
          <select {...control} name="experience_years" value={values.experience_years} onChange={(event) => onChange('experience_years', event.target.value)} className={inputClass}>
            <option value="">{t('registration.fields.experience_placeholder')}</option>
            {EXPERIENCE_YEAR_CHOICES.map((years) => (
              <option key={years} value={String(years)}>
                {t(EXPERIENCE_LABEL_KEYS[years])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('registration.fields.field_of_study')} required error={errors.field_of_study} className="sm:col-span-2">
        {(control) => (
          <input {...control} name="field_of_study" dir="auto" value={values.field_of_study} onChange={(event) => onChange('field_of_study', event.target.value)} className={inputClass} />
        )}
      </FormField>
    </div>
  );
}
