// Mail the hub sends to an address because someone else named it (issue 28): the code that confirms
// a change of address, and the notice to the owner of an address someone tried to register with or
// move an account to. Both ways count against one allowance per address, three a day, so naming an
// address again and again cannot flood its inbox; and both do the same work, so neither answer nor
// timing tells whether the address has an account.
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import { normalizeEmail } from '../../lib/email.ts';
import { composeMail } from '../mail/mail.templates.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { UserRow } from './users.repo.ts';
import { greetingName } from '../../lib/account-names.ts';

export const UNSOLICITED_MAIL_RULE: RateLimitRule = { name: 'unsolicited-mail', limit: 3, windowSeconds: 24 * 3600 };

/** Builds the sender; a mail past the address's allowance is not sent, and nobody is told. */
export function createUnsolicitedMail({ limiter, mailer }: { limiter: RateLimiter; mailer: Mailer }) {
  const send = async (message: MailMessage) => {
    const allowed = await limiter.consume(UNSOLICITED_MAIL_RULE, normalizeEmail(message.to));
    if (allowed.allowed) await mailer.send(message);
  };
  return {
    /** Tells the owner of an address that someone tried to use it. */
    tellOwner: (owner: UserRow) => send(composeMail('emailInUse', owner.language, owner.email, { name: greetingName(owner) })),
    /** Sends the code of a change of address to the new address. */
    sendChangeCode: (message: MailMessage) => send(message),
  };
}
