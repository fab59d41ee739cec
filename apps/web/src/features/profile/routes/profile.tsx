// /profile (spec part 1, 'Profile'): signed-out visitors go to /auth/signin. A hero and five tabs:
// Personal Information, My Stories, My Publications and My News & Events, each with its count, and
// E-mail alerts (issue 30), which a digest's link opens with `?tab=alerts`.
import { useEffect } from 'react';
import { redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { readSession, updateSessionUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useMyNewsEvents } from '../api/get-my-news-events';
import { useMyPublications } from '../api/get-my-publications';
import { useMyStories } from '../api/get-my-stories';
import { useProfile } from '../api/get-profile';
import { AlertsTab } from '../components/alerts-tab';
import { MyNewsEventsTab } from '../components/my-news-events-tab';
import { MyPublicationsTab } from '../components/my-publications-tab';
import { MyStoriesTab } from '../components/my-stories-tab';
import { PersonalInfoTab } from '../components/personal-info-tab';
import { ProfileHero } from '../components/profile-hero';

const TABS = ['info', 'stories', 'publications', 'news-events', 'alerts'] as const;
type ProfileTab = (typeof TABS)[number];

const isTab = (value: string | null): value is ProfileTab => (TABS as readonly (string | null)[]).includes(value);

/** Only signed-in members have a profile. */
export function loader() {
  if (!readSession()) throw redirect(paths.auth.signin.getHref());
  return null;
}

/** Switching tabs only changes `?tab=`: no need to check the session again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'info';

  // The saved user follows the server (e.g. an entity approved since it signed in).
  const profile = useProfile();
  useEffect(() => {
    if (profile.data) updateSessionUser(profile.data);
  }, [profile.data]);

  // Each tab's count comes from the member's list.
  const myStories = useMyStories();
  const storyCount = myStories.data?.length ?? 0;
  const myPublications = useMyPublications();
  const publicationCount = myPublications.data?.length ?? 0;
  const myNewsEvents = useMyNewsEvents();
  const newsEventCount = myNewsEvents.data?.length ?? 0;
  return (
    <>
      <ProfileHero title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <Tabs<ProfileTab>
          label={t('profile.tabs.label')}
          value={tab}
          onValueChange={(next) => setSearchParams(next === 'info' ? {} : { tab: next }, { replace: true, preventScrollReset: true })}
          items={[
            { value: 'info', label: t('profile.tabs.info'), content: <PersonalInfoTab /> },
            { value: 'stories', label: t('profile.tabs.stories', { count: storyCount }), content: <MyStoriesTab /> },
            {
              value: 'publications',
              label: t('profile.tabs.publications', { count: publicationCount }),
              content: <MyPublicationsTab />,
            },
            {
              value: 'news-events',
              label: t('profile.tabs.news_events', { count: newsEventCount }),
              content: <MyNewsEventsTab />,
            },
            { value: 'alerts', label: t('profile.tabs.alerts'), content: <AlertsTab /> },
          ]}
        />
      </div>
    </>
  );
}
