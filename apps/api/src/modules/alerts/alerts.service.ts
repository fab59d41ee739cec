// The rules of e-mail alerts (issue 30): what a member may follow, the digests that fall due (queued in
// the transaction that closes their window, so a digest is neither lost nor sent twice), and the
// unsubscribe link that works without signing in.
import { randomBytes } from 'node:crypto';
import { ALERT_DIGEST_ITEMS_MAX, ALERT_KINDS, type AlertFrequency, type AlertKind, type AlertSubscriptionUpdate, type ContentType, type Language } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { notFound, tooManyRequests, validation } from '../../lib/errors.ts';
import { contentPagePath, languageAddress } from '../../lib/public-paths.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/mail.templates.ts';
import { greetingName } from '../../lib/account-names.ts';
import type { AlertSource } from './alert-source.ts';
import { createAlertsRepo, type AlertSubscriptionRow, type DigestItem, type DueDigest } from './alerts.repo.ts';

const DAY_MS = 24 * 3600 * 1000;
const PERIOD_MS: Record<AlertFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** Digests one transaction takes at a time. */
const BATCH = 20;
/** "Send my digest now": a few a day, since each one is a mail. */
export const DIGEST_NOW_RULE: RateLimitRule = { name: 'alert-digest-now', limit: 5, windowSeconds: 24 * 3600 };

/** The due time of the next digest after `from`. */
export const nextDigestAfter = (from: Date, frequency: AlertFrequency) => new Date(from.getTime() + PERIOD_MS[frequency]);

/** What a digest shows of each kind: its section's heading and the type whose pages its items are. */
type DigestKinds = ReadonlyMap<AlertKind, { heading: Readonly<Record<Language, string>>; type: ContentType }>;

/** Builds the alerts service; `sources` are the content types' alert kinds their modules declare (alert-source.ts). */
export function createAlertsService({ db, mailer, limiter, publicUrl, sources }: { db: Db; mailer: Mailer; limiter: RateLimiter; publicUrl: string; sources: readonly AlertSource[] }) {
  const repo = createAlertsRepo(db);
  const digestKinds: DigestKinds = new Map(
    sources.flatMap((source) => Object.entries(source.kinds).map(([kind, heading]) => [kind as AlertKind, { heading, type: source.type }] as const)),
  );

  /** The digest's mail, or nothing when no item is new; queued on `tx`. */
  async function queueDigest(tx: Db, digest: DueDigest, until: Date): Promise<number> {
    const { items, total } = await createAlertsRepo(tx).itemsFor(sources, digest, digest.windowStart, until, ALERT_DIGEST_ITEMS_MAX);
    if (total === 0) return 0;
    const language = digest.language;
    await mailer.queue(tx, {
      ...composeMail('alertDigest', language, digest.email, {
        name: greetingName(digest),
        frequency: digest.frequency,
        count: total,
        sections: layOut(items, digestKinds, language, publicUrl),
        more: total - items.length,
        profileLink: languageAddress(publicUrl, '/profile?tab=alerts', language),
        unsubscribeLink: languageAddress(publicUrl, `/alerts/unsubscribe?token=${digest.unsubscribeToken}`, language),
      }),
      listUnsubscribe: `${publicUrl}/api/alerts/unsubscribe?token=${digest.unsubscribeToken}`,
    });
    return total;
  }

  /** Sends the digest of each due subscription in turn; answers how many mails were queued. */
  async function sendDue(userId?: number): Promise<{ digests: number; items: number }> {
    let digests = 0;
    let items = 0;
    for (;;) {
      const taken = await inTransaction(db, async (tx) => {
        const due = await createAlertsRepo(tx).lockDue(userId === undefined ? BATCH : 1, userId);
        const until = new Date();
        for (const digest of due) {
          const sent = await queueDigest(tx, digest, until);
          if (sent > 0) {
            digests += 1;
            items += sent;
          }
          await createAlertsRepo(tx).advance(digest.userId, until, nextDigestAfter(until, digest.frequency));
        }
        return due.length;
      });
      if (userId !== undefined || taken < BATCH) break;
    }
    if (digests > 0) await mailer.deliverQueued();
    return { digests, items };
  }

  return {
    /** The member's alerts; inactive defaults before the first subscription. */
    async get(userId: number): Promise<AlertSubscriptionRow | undefined> {
      return repo.findByUser(userId);
    },

    /** Starts or changes the member's alerts, refusing sectors and countries the hub does not have. */
    async save(userId: number, body: AlertSubscriptionUpdate): Promise<AlertSubscriptionRow> {
      const sectorIds = [...new Set(body.sector_ids)];
      const countryIds = [...new Set(body.country_ids)];
      const [sectors, countries] = await Promise.all([repo.existingSectorIds(sectorIds), repo.existingCountryIds(countryIds)]);
      const errors: Record<string, ['validation.unknown_option']> = {};
      if (sectorIds.some((id) => !sectors.has(id))) errors.sector_ids = ['validation.unknown_option'];
      if (countryIds.some((id) => !countries.has(id))) errors.country_ids = ['validation.unknown_option'];
      if (Object.keys(errors).length > 0) throw validation(errors);
      return repo.save(
        userId,
        { frequency: body.frequency, kinds: [...new Set(body.kinds)], sectorIds, countryIds },
        { token: randomBytes(32).toString('base64url'), nextDigestAt: nextDigestAfter(new Date(), body.frequency) },
      );
    },

    /** Stops the member's alerts (nothing to stop is no error: the answer is the same). */
    async stop(userId: number): Promise<void> {
      await repo.stop(userId);
    },

    /** Stops the alerts of the link's token, signed in or not; a token no subscription has is a 404. */
    async unsubscribe(token: string): Promise<void> {
      if (!(await repo.stopByToken(token))) throw notFound('alerts.unknown_link');
    },

    /** Sends the member's digest now, of what is new since the last one; a 404 when no alerts run. */
    async sendNow(userId: number): Promise<{ items: number }> {
      const subscription = await repo.findByUser(userId);
      if (!subscription || subscription.stoppedAt) throw notFound('profile.alerts_none');
      const allowed = await limiter.consume(DIGEST_NOW_RULE, String(userId));
      if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
      return { items: (await sendDue(userId)).items };
    },

    /** Sends every digest that is due (the background job). */
    sendDue: () => sendDue(),
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;

/** The digest's sections: a heading per kind, then each item's title (in Arabic where it has one) and address. */
function layOut(items: DigestItem[], digestKinds: DigestKinds, language: Language, publicUrl: string): string {
  const kinds = ALERT_KINDS.filter((kind) => digestKinds.has(kind) && items.some((item) => item.kind === kind));
  return kinds
    .map((kind) => {
      const lines = items
        .filter((item) => item.kind === kind)
        .map((item) => {
          const title = language === 'ar' && item.titleAr ? item.titleAr : item.title;
          return `• ${title}\n  ${languageAddress(publicUrl, contentPagePath(digestKinds.get(kind)!.type, item.id), language)}`;
        });
      return `${digestKinds.get(kind)!.heading[language]}\n${lines.join('\n')}`;
    })
    .join('\n\n');
}
