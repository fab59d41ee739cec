// /profile's route: the profile screen with each content type's submissions tab (content-features.ts,
// composed there because features never import each other; components/profile/submissions-tab.ts).
import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { CONTENT_FEATURES, PROFILE_TAB_ORDER } from './content-features';

/** /profile, its code and the content features' tabs loaded together. */
export const profileRoute: RouteObject = {
  path: paths.profile.root.path,
  lazy: async () => {
    const [profile, ...submissionTabs] = await Promise.all([import('@/features/profile/routes/profile'), ...PROFILE_TAB_ORDER.map((type) => CONTENT_FEATURES[type].profileTab())]);
    const { ProfileScreen, loader, shouldRevalidate } = profile;
    return { loader, shouldRevalidate, Component: () => <ProfileScreen submissionTabs={submissionTabs} /> };
  },
};
