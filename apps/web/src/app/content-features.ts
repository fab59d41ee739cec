// Each reviewable content type's parts that screens outside its feature show: its public detail (the
// review screen shows an item through it), its fields on the console's edit form and its profile tab.
// Composed here, in one list, because features never import each other; each part loads when a screen
// asks for it. A new type adds its entry (decision 047), as its API module adds its declarations to
// apps/api/src/content-modules.ts.
import type { ContentType } from '@wefe/contract';
import { lazy, type ComponentType } from 'react';
import type { SubmissionsTab } from '@/components/profile/submissions-tab';
import type { StaffFieldSpecs } from '@/components/staff/staff-field-specs';

/** What screens outside a content type's feature show of it. */
interface ContentFeature {
  /** Its public detail screen, shown as the review screen's item. */
  publicDetail: ComponentType;
  /** How its fields show on the console's edit form. */
  staffFields: () => Promise<StaffFieldSpecs>;
  /** Its tab of the member's submissions on the profile. */
  profileTab: () => Promise<SubmissionsTab>;
}

/** Every reviewable type's parts, by type. */
export const CONTENT_FEATURES: Readonly<Record<ContentType, ContentFeature>> = {
  publications: {
    publicDetail: lazy(() => import('@/features/publications/routes/publication-detail').then((m) => ({ default: m.Component }))),
    staffFields: () => import('@/features/publications/components/publication-staff-fields').then((m) => m.publicationStaffFields),
    profileTab: () => import('@/features/publications/components/my-publications-tab').then((m) => m.publicationsProfileTab),
  },
  stories: {
    publicDetail: lazy(() => import('@/features/stories/routes/story-detail').then((m) => ({ default: m.Component }))),
    staffFields: () => import('@/features/stories/components/story-staff-fields').then((m) => m.storyStaffFields),
    profileTab: () => import('@/features/stories/components/my-stories-tab').then((m) => m.storiesProfileTab),
  },
  'news-events': {
    publicDetail: lazy(() => import('@/features/news-events/routes/news-event-detail').then((m) => ({ default: m.Component }))),
    staffFields: () => import('@/features/news-events/components/news-event-staff-fields').then((m) => m.newsEventStaffFields),
    profileTab: () => import('@/features/news-events/components/my-news-events-tab').then((m) => m.newsEventsProfileTab),
  },
};

/** The profile's submissions tabs in the order the spec shows them (part 1, 'Profile'). */
export const PROFILE_TAB_ORDER: readonly ContentType[] = ['stories', 'publications', 'news-events'];

/** Every type's public detail screen, by type (the review screen's items). */
export const publicDetails = Object.fromEntries(Object.entries(CONTENT_FEATURES).map(([type, feature]) => [type, feature.publicDetail])) as Record<ContentType, ComponentType>;

/** Every type's fields on the console's edit form, by type, loaded together. */
export async function loadStaffFields(): Promise<Record<ContentType, StaffFieldSpecs>> {
  const loaded = await Promise.all(Object.entries(CONTENT_FEATURES).map(async ([type, feature]) => [type, await feature.staffFields()] as const));
  return Object.fromEntries(loaded) as Record<ContentType, StaffFieldSpecs>;
}
