// The profile's Personal Information tab (spec part 1, 'Profile'): 'Loading profile...', then the
// member's avatar, name, email and standing, the Personal Details and Professional Information cards
// ('N/A' for empty values), Edit Profile and Logout. An entity's account shows its contact details and
// the entity's card instead of a person's.
import type { User } from '@wefe/contract';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form';
import { ClockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { userDisplayName, useSignOut } from '@/lib/auth';
import type { TFunction } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useProfile } from '../api/get-profile';
import { AccountStatusBadge } from './account-status-badge';
import { DetailCard, type Detail } from './detail-card';
import { EmailChangeCard } from './email-change-card';
import { ProfileAvatar } from './profile-avatar';

/** The tab's content: loading, error or the member's details. */
export function PersonalInfoTab() {
  const { t } = useTranslation();
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-12 text-slate-600">
        <Spinner label={t('profile.loading')} />
        <span aria-hidden="true">{t('profile.loading')}</span>
      </div>
    );
  }
  if (profile.isError) {
    return (
      <FormAlert>
        <p>{apiErrorMessage(profile.error, t)}</p>
        <button type="button" onClick={() => void profile.refetch()} className="mt-2 font-semibold underline">
          {t('profile.retry')}
        </button>
      </FormAlert>
    );
  }
  return <ProfileDetails user={profile.data} />;
}

function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const entity = user.account_type === 'entity' ? user.entity : null;

  const personal: Detail[] = [
    { label: t('profile.fields.first_name'), value: user.first_name, dir: 'auto' },
    { label: t('profile.fields.last_name'), value: user.last_name, dir: 'auto' },
    { label: t('profile.fields.email'), value: user.email, dir: 'ltr' },
    { label: t('profile.fields.phone'), value: user.phone, dir: 'ltr' },
    { label: t('profile.fields.country'), value: user.country?.name },
  ];
  const professional: Detail[] = [
    { label: t('profile.fields.organization'), value: user.organization ?? user.organization_name, dir: 'auto' },
    { label: t('profile.fields.organization_type'), value: user.organization_type?.name },
    { label: t('profile.fields.position'), value: user.position, dir: 'auto' },
    {
      label: t('profile.fields.experience'),
      value: user.experience_years === null ? null : t('profile.experience_years', { count: user.experience_years }),
    },
    { label: t('profile.fields.education_level'), value: user.education_level?.name },
  ];
  // An organisation's account has no person's name, education or career: its contact and its entity card.
  const contact: Detail[] = [
    { label: t('profile.fields.email'), value: user.email, dir: 'ltr' },
    { label: t('profile.fields.phone'), value: user.phone, dir: 'ltr' },
    { label: t('profile.fields.country'), value: user.country?.name },
  ];
  const entityDetails: Detail[] = entity
    ? [
        { label: t('profile.entity.entity_name'), value: entity.entity_name, dir: 'auto' },
        { label: t('profile.entity.entity_short_name'), value: entity.entity_short_name, dir: 'auto' },
        { label: t('profile.entity.entity_type'), value: entity.entity_type ? entityTypeLabel(entity.entity_type, t) : null },
        { label: t('profile.entity.field_of_expertise'), value: entity.field_of_expertise, dir: 'auto' },
        { label: t('profile.entity.website'), value: entity.website, dir: 'ltr' },
        { label: t('profile.entity.address'), value: entity.address, dir: 'auto' },
        { label: t('profile.entity.location'), value: entity.location, dir: 'auto' },
        { label: t('profile.entity.years_of_operation'), value: entity.years_of_operation?.toString() },
        { label: t('profile.entity.number_of_employees'), value: entity.number_of_employees?.toString() },
        { label: t('profile.entity.main_programs'), value: entity.main_programs?.toString() },
        { label: t('profile.entity.main_projects'), value: entity.main_projects?.toString() },
      ]
    : [];

  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-start">
        <ProfileAvatar user={user} />
        <div className="min-w-0 flex-1 space-y-2">
          <h2 dir="auto" className="text-2xl font-bold text-brand-800">
            {userDisplayName(user)}
          </h2>
          <p className="text-slate-600">
            <span dir="ltr">{user.email}</span>
          </p>
          <AccountStatusBadge status={user.status} />
        </div>
      </div>

      <EmailChangeCard user={user} />

      {user.status === 'pending_approval' && (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-energy-light/40 bg-energy-soft p-4 text-energy-dark">
          <ClockIcon className="mt-0.5 size-5 shrink-0" />
          <p>{t('profile.pending_notice')}</p>
        </div>
      )}
      {user.status === 'rejected' && (
        <FormAlert>
          <p>{t('profile.rejected_notice')}</p>
          {entity?.rejection_reason && (
            <p className="mt-1">
              {t('profile.rejected_reason')} <span dir="auto">{entity.rejection_reason}</span>
            </p>
          )}
        </FormAlert>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {entity ? (
          <DetailCard title={t('profile.contact_details')} details={contact} />
        ) : (
          <>
            <DetailCard title={t('profile.personal_details')} details={personal} />
            <DetailCard title={t('profile.professional_information')} details={professional} />
          </>
        )}
        {entity && (
          <div className="lg:col-span-2">
            <DetailCard title={t('profile.entity.title')} details={entityDetails} />
          </div>
        )}
      </div>

      <div className="flex flex-wrap gap-3">
        <Link to={paths.profile.edit.getHref()} className={buttonStyles.primary}>
          {t('profile.edit_profile')}
        </Link>
        <button type="button" onClick={() => void signOut()} className={buttonStyles.secondary}>
          {t('profile.logout')}
        </button>
      </div>
    </div>
  );
}

const ENTITY_TYPE_KEYS = {
  government: 'profile.entity.types.government',
  ngo: 'profile.entity.types.ngo',
  private: 'profile.entity.types.private',
  academic: 'profile.entity.types.academic',
  international: 'profile.entity.types.international',
  other: 'profile.entity.types.other',
} as const;

function entityTypeLabel(type: string, t: TFunction): string {
  return type in ENTITY_TYPE_KEYS ? t(ENTITY_TYPE_KEYS[type as keyof typeof ENTITY_TYPE_KEYS]) : type;
}
