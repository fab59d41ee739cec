// Who may see and change a member submission (publication, story, news item or event): small pure
// rules, the same for every reviewed type.
import type { AuthUser } from '../../plugins/auth.ts';
import { isStaff } from '../users/users.policy.ts';

type Item = { status: string; ownerId: number | null };

/** Approved items are public; the owner and staff see any state. */
export const canView = (item: Item, viewer: AuthUser | null): boolean =>
  item.status === 'approved' || (!!viewer && (viewer.id === item.ownerId || isStaff(viewer)));

/** Only the owner edits (through the my-... calls). */
export const canEdit = (item: Item, viewer: AuthUser | null): boolean => !!viewer && viewer.id === item.ownerId;

/**
 * Only the owner deletes through the public calls. Staff delete through the console
 * (DELETE /admin/{type}/{id}), the one staff path, which records the deletion in the audit log.
 */
export const canDelete = (item: Item, viewer: AuthUser | null): boolean => !!viewer && viewer.id === item.ownerId;

/** Only approved items are public outside the hub (a news item's calendar file). */
export const isPublic = (item: Item): boolean => item.status === 'approved';
