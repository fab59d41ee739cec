// /profile's route: the profile screen with each content type's submissions tab, composed here because
// features never import each other (components/profile/submissions-tab.ts).
import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';

/** /profile, its code and the content features' tabs loaded together. */
export const profileRoute: RouteObject = {
  path: paths.profile.root.path,
  lazy: async () => {
    const [profile, stories, publications, newsEvents] = await Promise.all([
      import('@/features/profile/routes/profile'),
      import('@/features/stories/components/my-stories-tab'),
      import('@/features/publications/components/my-publications-tab'),
      import('@/features/news-events/components/my-news-events-tab'),
    ]);
    const submissionTabs = [stories.storiesProfileTab, publications.publicationsProfileTab, newsEvents.newsEventsProfileTab];
    const { ProfileScreen, loader, shouldRevalidate } = profile;
    return { loader, shouldRevalidate, Component: () => <ProfileScreen submissionTabs={submissionTabs} /> };
  },
};
