// Contact messages: kept for staff, mailed to the administrators (and CONTACT_EMAIL), throttled per
// client address and per sender address, with a honeypot that quietly swallows what bots fill in.
import { CONTACT_MESSAGES_PER_HOUR, type ContactMessageInput, type Language } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { normalizeEmail } from '../../lib/email.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import { composeMail } from '../mail/mail.templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createContactRepo } from './contact.repo.ts';

/** Messages one client address may send per hour. */
export const CONTACT_PER_ADDRESS: RateLimitRule = { name: 'contact-address', limit: CONTACT_MESSAGES_PER_HOUR, windowSeconds: 3600 };
/** Messages one sender email may send per hour, whatever address they come from. */
export const CONTACT_PER_EMAIL: RateLimitRule = { name: 'contact-email', limit: CONTACT_MESSAGES_PER_HOUR, windowSeconds: 3600 };

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية', fr: 'Français' };

interface Deps {
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  publicUrl: string;
  /** CONTACT_EMAIL: an address that gets every message besides the administrators. */
  contactEmail?: string;
}

/** Builds the contact service. */
export function createContactService({ db, mailer, rateLimiter, publicUrl, contactEmail }: Deps) {
  const repo = createContactRepo(db);

  /** 429 worded for the contact form, in minutes (the windows are an hour long). */
  async function throttle(rule: RateLimitRule, subject: string) {
    const state = await rateLimiter.consume(rule, subject);
    if (!state.allowed) {
      throw new AppError(429, 'contact.too_many', { retryAfterSeconds: state.retryAfterSeconds, params: { minutes: Math.max(1, Math.ceil(state.retryAfterSeconds / 60)) } });
    }
  }

  /** The administrators in their own language, and CONTACT_EMAIL in English; each address once. */
  async function recipients(): Promise<Array<{ email: string; language: Language }>> {
    const list: Array<{ email: string; language: Language }> = await repo.adminRecipients();
    if (contactEmail) list.push({ email: contactEmail, language: 'en' });
    const seen = new Set<string>();
    return list.filter((r) => {
      const key = normalizeEmail(r.email);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  return {
    /**
     * Takes a message from the contact form. The throttles count before the honeypot is looked at, so
     * a bot sees exactly what a person would; a filled honeypot then stores and sends nothing.
     */
    async send(input: ContactMessageInput, sender: { ip: string; language: Language }): Promise<void> {
      await throttle(CONTACT_PER_ADDRESS, sender.ip);
      await throttle(CONTACT_PER_EMAIL, normalizeEmail(input.email));
      if (input.website?.trim()) return;

      const staffAddresses = await recipients();
      // The message and its mails to staff are committed together: a message kept is a message staff hear of.
      await inTransaction(db, async (tx) => {
        const message = await createContactRepo(tx).insert({
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          location: input.location ?? null,
          body: input.body,
          language: sender.language,
        });
        // A name is one line in a subject, whatever was typed.
        const name = message.name.replace(/\s+/g, ' ');
        for (const staff of staffAddresses) {
          const mail = composeMail('contactMessage', staff.language, staff.email, {
            name,
            email: message.email,
            phone: message.phone ?? '',
            location: message.location ?? '',
            body: message.body,
            language: LANGUAGE_NAMES[sender.language],
            link: `${publicUrl}/admin`,
          });
          await mailer.queue(tx, { ...mail, replyTo: message.email });
        }
      });
      await mailer.deliverQueued();
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
