// Creates or updates a staff administrator: from ADMIN_EMAIL/ADMIN_PASSWORD at start, or the shell.
import { PASSWORD_MIN } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { normalizeEmail } from '../../lib/email.ts';
import { hashPassword } from './passwords.ts';
import { createUsersRepo } from './users.repo.ts';

/** Makes the address an active, verified admin with this password; answers whether it was created. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<'created' | 'updated'> {
  const trimmed = email.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) throw new Error('The administrator email is not an email address.');
  if (password.length < PASSWORD_MIN) throw new Error(`The administrator password must have at least ${PASSWORD_MIN} characters.`);
  const users = createUsersRepo(db);
  const passwordHash = await hashPassword(password);
  const existing = await users.findByEmail(normalizeEmail(trimmed));
  if (existing) {
    await users.update(existing.id, { passwordHash, role: 'admin', status: 'active', emailVerifiedAt: existing.emailVerifiedAt ?? new Date(), registrationStep: null, registrationTokenHash: null });
    await users.revokeAllTokens(existing.id);
    return 'updated';
  }
  await users.insert({
    email: trimmed,
    emailNormalized: normalizeEmail(trimmed),
    passwordHash,
    accountType: 'individual',
    role: 'admin',
    status: 'active',
    emailVerifiedAt: new Date(),
    firstName: 'Hub',
    lastName: 'Administrator',
  });
  return 'created';
}
