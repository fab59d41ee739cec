// Who may open the console and its admin-only sections. The API enforces the same rules; these only
// decide what the screens offer.
import type { SessionUser } from '@/lib/auth';

/** True for an active administrator or reviewer. */
export const isStaffUser = (user: SessionUser | null | undefined): boolean =>
  !!user && user.status === 'active' && (user.role === 'admin' || user.role === 'reviewer');

/** True for an active administrator. */
export const isAdminUser = (user: SessionUser | null | undefined): boolean => !!user && user.status === 'active' && user.role === 'admin';
