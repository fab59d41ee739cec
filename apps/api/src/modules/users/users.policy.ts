// Who may do what with accounts: small pure rules.
import type { Role } from '@wefe/contract';

type Account = { role: Role; status: string };

/** Staff review submissions and entity accounts. */
export const isStaff = (user: Account | null | undefined): boolean => !!user && (user.role === 'admin' || user.role === 'reviewer') && user.status === 'active';

/** Only active members may submit content: pending, rejected and suspended accounts may not. */
export const canSubmitContent = (user: Account | null | undefined): boolean => !!user && user.status === 'active';

/** Accounts that may sign in and use their profile (a pending or rejected entity sees its state). */
export const canSignIn = (user: Account): boolean => user.status === 'active' || user.status === 'pending_approval' || user.status === 'rejected';
