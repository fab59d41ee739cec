// A content type's tab on the member's profile (issue 31): each content feature declares its own (its
// "My …" list and cards), and the app composes them (app/content-features.ts, app/profile-route.tsx), since the profile feature
// imports no other feature.
import type { ComponentType } from 'react';
import { useTranslation, type MessageKey } from '@/lib/i18n';

/** One submissions tab of the profile. */
export interface SubmissionsTab {
  /** Its value in the address (`/profile?tab=`). */
  value: string;
  /** Its label, with the member's count of items. */
  Label: ComponentType;
  /** What the tab shows. */
  Content: ComponentType;
}

/**
 * Declares a tab: its label's text ("My Stories ({count})") counts the member's items as the tab's own
 * list loads them (`useList`, the same query, so it is asked for once).
 */
export function submissionsTab({ value, label, useList, Content }: { value: string; label: MessageKey; useList: () => { data?: readonly unknown[] }; Content: ComponentType }): SubmissionsTab {
  function Label() {
    const { t } = useTranslation();
    return <>{t(label, { count: useList().data?.length ?? 0 })}</>;
  }
  return { value, Label, Content };
}
