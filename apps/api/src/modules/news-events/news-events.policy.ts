// Who may see and change a news item or event: small pure rules (the same as for every reviewed submission).
import type { AuthUser } from '../../plugins/auth.ts';
import { isStaff } from '../users/users.policy.ts';

type Item = { status: string; ownerId: number | null };

/** Approved items are public; the owner and staff see any state. */
export const canView = (item: Item, viewer: AuthUser | null): boolean =>
  item.status === 'approved' || (!!viewer && (viewer.id === item.ownerId || isStaff(viewer)));

/** Only the owner edits (through the my-news-events calls). */
export const canEdit = (item: Item, viewer: AuthUser | null): boolean => !!viewer && viewer.id === item.ownerId;

/** The owner or staff delete. */
export const canDelete = (item: Item, viewer: AuthUser | null): boolean => !!viewer && (viewer.id === item.ownerId || isStaff(viewer));

/** Only approved items have a public calendar file. */
export const hasCalendar = (item: Item): boolean => item.status === 'approved';
