// E-mail alerts (issue 30): a member follows kinds of content, sectors and countries, and gets a digest
// of what was newly approved, daily or weekly, in their language, with a link that unsubscribes.
import { z } from 'zod';
import { ALERT_COUNTRIES_MAX, ALERT_FREQUENCIES, ALERT_KINDS, ALERT_SECTORS_MAX } from '../enums.ts';

const idList = (max: number) =>
  z
    .array(
      // Ids are PostgreSQL integers: a larger number names nothing, and is refused before it reaches SQL.
      z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).positive({ error: 'validation.invalid' }).max(2_147_483_647, { error: 'validation.invalid' }),
      { error: 'validation.invalid' },
    )
    .max(max, { error: 'validation.too_many' });

/** PUT /api/profile/alerts: what to follow and how often. Empty sector or country lists follow all of them. */
export const alertSubscriptionUpdateSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'validation.unknown_option' }),
  kinds: z
    .array(z.enum(ALERT_KINDS, { error: 'validation.unknown_option' }), { error: 'validation.alert_kinds_required' })
    .min(1, { error: 'validation.alert_kinds_required' })
    .max(ALERT_KINDS.length, { error: 'validation.too_many' }),
  sector_ids: idList(ALERT_SECTORS_MAX).default([]),
  country_ids: idList(ALERT_COUNTRIES_MAX).default([]),
});
export type AlertSubscriptionUpdate = z.infer<typeof alertSubscriptionUpdateSchema>;

/** A member's alerts as GET /api/profile/alerts answers them; `active` is false before the first subscription and after an unsubscribe. */
export const alertSubscriptionSchema = z.object({
  active: z.boolean(),
  frequency: z.enum(ALERT_FREQUENCIES),
  kinds: z.array(z.enum(ALERT_KINDS)),
  sector_ids: z.array(z.number().int()),
  country_ids: z.array(z.number().int()),
  /** When the next digest is due (ISO 8601), while active. */
  next_digest_at: z.string().nullable(),
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;

/** The query of POST /api/alerts/unsubscribe: the token of the digest's link (RFC 8058 one-click). */
export const alertUnsubscribeQuerySchema = z.object({
  token: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.invalid' }),
});
