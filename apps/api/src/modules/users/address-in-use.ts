// The mail to the owner of an address someone tried to register with or move another account to
// (issue 28). Both attempts answer as for a free address, so the owner is the only one told; a few
// a day at most, so the answers cannot be turned into a way to flood someone's inbox.
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { composeMail } from '../mail/mail.templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { UserRow } from './users.repo.ts';

export const ADDRESS_IN_USE_NOTICE_RULE: RateLimitRule = { name: 'address-in-use-notice', limit: 3, windowSeconds: 24 * 3600 };

/** Builds the notice: `tell(owner)` mails them, unless they were told often enough today. */
export function createAddressInUseNotice({ limiter, mailer }: { limiter: RateLimiter; mailer: Mailer }) {
  return {
    async tell(owner: UserRow): Promise<void> {
      const allowed = await limiter.consume(ADDRESS_IN_USE_NOTICE_RULE, String(owner.id));
      if (!allowed.allowed) return;
      await mailer.send(composeMail('emailInUse', owner.language, owner.email, { name: owner.firstName ?? owner.entityName ?? '' }));
    },
  };
}
