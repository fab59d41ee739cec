// /profile (spec part 1, 'Profile'): signed-out visitors go to /auth/signin. A hero and the tabs:
// Personal Information, then each content type's submissions with their count (My Stories, My
// Publications, My News & Events: each declared by its feature and composed by app/profile-route.tsx),
// and E-mail alerts (issue 30), which a digest's link opens with `?tab=alerts`.
import { useEffect } from 'react';
import { redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { SubmissionsTab } from '@/components/profile/submissions-tab';
import { Tabs } from '@/components/ui/tabs';
import { readSession, updateSessionUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useProfile } from '../api/get-profile';
import { AlertsTab } from '../components/alerts-tab';
import { PersonalInfoTab } from '../components/personal-info-tab';
import { ProfileHero } from '../components/profile-hero';

/** Only signed-in members have a profile. */
export function loader() {
  if (!readSession()) throw redirect(paths.auth.signin.getHref());
  return null;
}

/** Switching tabs only changes `?tab=`: no need to check the session again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** The profile, with the submissions tabs the app passes in, in their order. */
export function ProfileScreen({ submissionTabs }: { submissionTabs: readonly SubmissionsTab[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = ['info', ...submissionTabs.map((tab) => tab.value), 'alerts'];
  const requested = searchParams.get('tab');
  const tab = requested !== null && tabs.includes(requested) ? requested : 'info';

  // The saved user follows the server (e.g. an entity approved since it signed in).
  const profile = useProfile();
  useEffect(() => {
    if (profile.data) updateSessionUser(profile.data);
  }, [profile.data]);

  return (
    <>
      <ProfileHero title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <Tabs<string>
          label={t('profile.tabs.label')}
          value={tab}
          onValueChange={(next) => setSearchParams(next === 'info' ? {} : { tab: next }, { replace: true, preventScrollReset: true })}
          items={[
            { value: 'info', label: t('profile.tabs.info'), content: <PersonalInfoTab /> },
            ...submissionTabs.map(({ value, Label, Content }) => ({ value, label: <Label />, content: <Content /> })),
            { value: 'alerts', label: t('profile.tabs.alerts'), content: <AlertsTab /> },
          ]}
        />
      </div>
    </>
  );
}
