// /profile/edit (spec part 1, 'Edit Profile' and sections 4 and 5): signed-out visitors go to /login.
// Personal and professional sections; Save Changes sends only the non-empty fields, shows 'Profile
// updated successfully!', updates the saved user and returns to /profile after 2 seconds.
import { EXPERIENCE_YEARS_MAX, EXPERIENCE_YEARS_MIN, GENDERS, PROFILE_SAVE_REDIRECT_MS, type FieldErrors, type User } from '@wefe/contract';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { Link, redirect, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, FormField, FormSuccess, inputClass } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorMessages, isApiError } from '@/lib/api-client';
import { readSession, updateSessionUser } from '@/lib/auth';
import { todayIsoDate } from '@/lib/dates';
import type { TFunction } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileHero } from '../components/profile-hero';
import { profileFormValues, profileUpdateOf, validateProfileForm, type ProfileFormValues } from '../components/profile-form-values';

/** Editing needs a signed-in member. */
export function loader() {
  if (!readSession()) throw redirect(paths.auth.login.getHref());
  return null;
}

export function Component() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <ProfileHero title={t('profile.edit.title')} subtitle={t('profile.edit.subtitle')} width="max-w-4xl" />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        {profile.isPending ? (
          <div className="flex items-center justify-center gap-3 py-12 text-slate-600">
            <Spinner label={t('profile.loading')} />
            <span aria-hidden="true">{t('profile.loading')}</span>
          </div>
        ) : profile.isError ? (
          <FormAlert>
            <p>{t('profile.edit.load_failed')}</p>
            <button type="button" onClick={() => void profile.refetch()} className="mt-2 font-semibold underline">
              {t('profile.retry')}
            </button>
          </FormAlert>
        ) : (
          // Keyed by member, so a different account never sees another's values.
          <EditProfileForm key={profile.data.id} user={profile.data} />
        )}
      </div>
    </>
  );
}

/** The failure text of spec part 1, section 8 for a profile update. */
export function profileUpdateFailure(error: unknown, t: TFunction): string {
  const fieldMessages = fieldErrorMessages(error);
  if (fieldMessages.length > 0) return fieldMessages.join(', ');
  if (!isApiError(error) || error.status === 0 || error.status === undefined) return t('profile.edit.error');
  return error.messageKey ? t('profile.edit.failed') : error.message;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <legend className="float-start mb-4 w-full text-lg font-bold text-brand-800">{title}</legend>
      <div className="clear-both grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function EditProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const today = todayIsoDate();
  const requireNames = user.account_type !== 'entity';

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(paths.profile.root.getHref()), PROFILE_SAVE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const set = (field: keyof ProfileFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setSaved(undefined);
    const local = validateProfileForm(values, t, { today, requireNames, language });
    setFieldErrors(local);
    if (Object.keys(local).length > 0) {
      setError(t('profile.edit.fix_errors'));
      return;
    }
    update.mutate(profileUpdateOf(values), {
      onSuccess: (answer) => {
        if (answer.data) updateSessionUser(answer.data);
        setSaved(answer.message || t('profile.edit.success'));
      },
      onError: (failure) => {
        setFieldErrors(isApiError(failure) ? (failure.errors ?? {}) : {});
        setError(profileUpdateFailure(failure, t));
      },
    });
  };

  const saving = update.isPending;
  const text = (field: keyof ProfileFormValues, options: { required?: boolean; type?: string; autoComplete?: string; dir?: 'auto' | 'ltr' } = {}) => (
    <FormField label={t(`profile.edit.fields.${field}`)} required={options.required} error={fieldErrors[field]}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          name={field}
          autoComplete={options.autoComplete}
          dir={options.dir ?? 'auto'}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert>{error}</FormAlert>
      <FormSuccess>{saved}</FormSuccess>

      <Section title={t('profile.edit.personal_section')}>
        {text('first_name', { required: requireNames, autoComplete: 'given-name' })}
        {text('last_name', { required: requireNames, autoComplete: 'family-name' })}
        {text('display_name', { autoComplete: 'nickname' })}
        {text('email', { required: true, type: 'email', autoComplete: 'email', dir: 'ltr' })}
        {text('phone', { type: 'tel', autoComplete: 'tel', dir: 'ltr' })}
        <FormField label={t('profile.edit.fields.gender')} error={fieldErrors.gender}>
          {(control) => (
            <select {...control} name="gender" value={values.gender} onChange={(event) => set('gender')(event.target.value)} className={inputClass}>
              <option value="">{t('profile.edit.gender.none')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`profile.edit.gender.${gender}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('profile.edit.fields.birth_date')} error={fieldErrors.birth_date}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="birth_date"
              autoComplete="bday"
              max={today}
              value={values.birth_date}
              onChange={(event) => set('birth_date')(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </Section>

      <Section title={t('profile.edit.professional_section')}>
        {text('organization', { autoComplete: 'organization' })}
        {text('organization_short_name')}
        {text('position', { autoComplete: 'organization-title' })}
        {text('field_of_study')}
        <FormField label={t('profile.edit.fields.experience_years')} error={fieldErrors.experience_years}>
          {(control) => (
            <input
              {...control}
              type="number"
              name="experience_years"
              min={EXPERIENCE_YEARS_MIN}
              max={EXPERIENCE_YEARS_MAX}
              step={1}
              inputMode="numeric"
              value={values.experience_years}
              onChange={(event) => set('experience_years')(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </Section>

      <div className="flex flex-wrap justify-end gap-3">
        <Link to={paths.profile.root.getHref()} className={buttonStyles.secondary}>
          {t('profile.edit.cancel')}
        </Link>
        <button type="submit" disabled={saving || saved !== undefined} className={buttonStyles.primary}>
          {saving ? t('profile.edit.saving') : t('profile.edit.save')}
        </button>
      </div>
    </form>
  );
}
