// The fields of the entity wizard's steps 1 and 3 (step 2 is the shared email verification). Nothing
// is checked on the way (spec part 1, section 5): the server judges and its messages sit next to the
// fields.
import { ENTITY_TYPES, PASSWORD_MIN, type Country, type FieldErrors } from '@wefe/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormField, inputClass } from '@/components/ui/form';
import { LookupSelect } from '@/components/ui/lookup-select';
import { PasswordInput } from '@/components/ui/password-input';
import { useTranslation } from '@/lib/i18n';
import type { CallingCodeOption } from './calling-codes';
import { DEFAULT_CALLING_COUNTRY } from './calling-codes';
import { DocumentInput, PictureInput } from './file-inputs';
import { PhoneField } from './phone-field';

export interface EntityValues {
  profile_picture: File | null;
  entity_name: string;
  entity_short_name: string;
  entity_type: string;
  field_of_expertise: string;
  country_id: string;
  address: string;
  location: string;
  website: string;
  phone_country: string;
  phone_number: string;
  email: string;
  years_of_operation: string;
  password: string;
  password_confirmation: string;
  verification_document: File | null;
  otp: string;
  number_of_employees: string;
  main_programs: string;
  main_projects: string;
}

export const EMPTY_ENTITY: EntityValues = {
  profile_picture: null,
  entity_name: '',
  entity_short_name: '',
  entity_type: '',
  field_of_expertise: '',
  country_id: '',
  address: '',
  location: '',
  website: '',
  phone_country: DEFAULT_CALLING_COUNTRY,
  phone_number: '',
  email: '',
  years_of_operation: '',
  password: '',
  password_confirmation: '',
  verification_document: null,
  otp: '',
  number_of_employees: '0',
  main_programs: '0',
  main_projects: '0',
};

export const ENTITY_INFO_FIELDS = [
  'profile_picture',
  'entity_name',
  'entity_short_name',
  'entity_type',
  'field_of_expertise',
  'country_id',
  'address',
  'location',
  'website',
  'phone',
  'email',
  'years_of_operation',
  'password',
  'password_confirmation',
  'verification_document',
] as const;
export const ENTITY_COUNTER_FIELDS = ['number_of_employees', 'main_programs', 'main_projects'] as const;

export interface EntityFieldsProps {
  values: EntityValues;
  onChange: <K extends keyof EntityValues>(field: K, value: EntityValues[K]) => void;
  errors: FieldErrors;
}

/** Step 1: the entity, its contacts, its password and its proof document. */
export function EntityInfoFields({
  values,
  onChange,
  errors,
  countries,
  callingCodes,
}: EntityFieldsProps & { countries: UseQueryResult<Country[]>; callingCodes: readonly CallingCodeOption[] }) {
  const { t } = useTranslation();
  const text = (field: 'entity_name' | 'entity_short_name' | 'field_of_expertise' | 'address' | 'location', required: boolean, autoComplete?: string) => (
    <FormField label={t(`registration.entity.fields.${field}`)} required={required} error={errors[field]}>
      {(control) => (
        <input {...control} name={field} autoComplete={autoComplete} dir="auto" value={values[field]} onChange={(event) => onChange(field, event.target.value)} className={inputClass} />
      )}
    </FormField>
  );
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <PictureInput
          name="profile_picture"
          label={t('registration.entity.fields.profile_picture')}
          hint={t('registration.fields.profile_picture_hint')}
          file={values.profile_picture}
          onChange={(file) => onChange('profile_picture', file)}
          error={errors.profile_picture}
        />
      </div>
      {text('entity_name', true, 'organization')}
      {text('entity_short_name', false)}
      <FormField label={t('registration.entity.fields.entity_type')} required error={errors.entity_type}>
        {(control) => (
          <select {...control} name="entity_type" value={values.entity_type} onChange={(event) => onChange('entity_type', event.target.value)} className={inputClass}>
            <option value="">{t('registration.entity.fields.entity_type_placeholder')}</option>
            {ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`registration.entity.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('field_of_expertise', true)}
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
      {text('location', true, 'address-level2')}
      <div className="sm:col-span-2">{text('address', true, 'street-address')}</div>
      <FormField label={t('registration.entity.fields.website')} required error={errors.website} hint={t('registration.entity.fields.website_hint')}>
        {(control) => (
          <input
            {...control}
            type="url"
            name="website"
            autoComplete="url"
            dir="ltr"
            placeholder="https://"
            value={values.website}
            onChange={(event) => onChange('website', event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <PhoneField
        name="phone"
        label={t('registration.entity.fields.phone')}
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
      <FormField label={t('registration.entity.fields.years_of_operation')} required error={errors.years_of_operation}>
        {(control) => (
          <input
            {...control}
            type="number"
            name="years_of_operation"
            min={0}
            step={1}
            inputMode="numeric"
            value={values.years_of_operation}
            onChange={(event) => onChange('years_of_operation', event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
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
      <div className="sm:col-span-2">
        <DocumentInput
          name="verification_document"
          label={t('registration.entity.fields.verification_document')}
          hint={t('registration.entity.fields.verification_document_hint')}
          required
          file={values.verification_document}
          onChange={(file) => onChange('verification_document', file)}
          error={errors.verification_document}
        />
      </div>
    </div>
  );
}

/** Step 3: the entity's size, as counters from 0 in steps of 1. */
export function EntityCounterFields({ values, onChange, errors }: EntityFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
      {ENTITY_COUNTER_FIELDS.map((field) => (
        <FormField key={field} label={t(`registration.entity.fields.${field}`)} required error={errors[field]}>
          {(control) => (
            <input
              {...control}
              type="number"
              name={field}
              min={0}
              step={1}
              inputMode="numeric"
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
