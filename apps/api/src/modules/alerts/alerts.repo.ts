// SQL of the e-mail alerts: a member's subscription, the digests that are due (claimed one process at a
// time), and the items approved in a digest's window that match what the member follows.
import type { AlertFrequency, AlertKind, Language } from '@wefe/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alertSubscriptions, countries, sectors } from '../../db/schema.ts';

export type AlertSubscriptionRow = typeof alertSubscriptions.$inferSelect;

/** What a member follows, as stored. */
export interface AlertSettings {
  frequency: AlertFrequency;
  kinds: AlertKind[];
  sectorIds: number[];
  countryIds: number[];
}

/** A digest that is due, with what its mail needs of the member. */
export interface DueDigest extends AlertSettings {
  userId: number;
  email: string;
  /** What the greeting reads (lib/account-names.ts, greetingName). */
  firstName: string | null;
  entityName: string | null;
  language: Language;
  unsubscribeToken: string;
  windowStart: Date;
}

/** One approved item of a digest. */
export interface DigestItem {
  kind: AlertKind;
  id: number;
  title: string;
  /** The Arabic title, where the item has one (stories). */
  titleAr: string | null;
  approvedAt: Date;
}

const intArray = (ids: number[]) => sql`${sql.param(ids)}::int[]`;

/** The alerts' queries on a database or on the caller's transaction. */
export function createAlertsRepo(db: Db) {
  return {
    /** The member's subscription, stopped or not; undefined before the first one. */
    async findByUser(userId: number): Promise<AlertSubscriptionRow | undefined> {
      const [row] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.userId, userId));
      return row;
    },

    /**
     * Starts or changes the member's alerts. A stopped or new subscription starts its window now; an
     * active one keeps its window and next digest, so a change of filters loses no item.
     */
    async save(userId: number, settings: AlertSettings, fresh: { token: string; nextDigestAt: Date }): Promise<AlertSubscriptionRow> {
      const values = { frequency: settings.frequency, kinds: settings.kinds, sectorIds: settings.sectorIds, countryIds: settings.countryIds };
      const [row] = await db
        .insert(alertSubscriptions)
        .values({ userId, ...values, unsubscribeToken: fresh.token, nextDigestAt: fresh.nextDigestAt })
        .onConflictDoUpdate({
          target: alertSubscriptions.userId,
          set: {
            ...values,
            windowStart: sql`case when ${alertSubscriptions.stoppedAt} is null then ${alertSubscriptions.windowStart} else now() end`,
            nextDigestAt: sql`case when ${alertSubscriptions.stoppedAt} is null and ${alertSubscriptions.frequency} = excluded.frequency
              then ${alertSubscriptions.nextDigestAt} else excluded.next_digest_at end`,
            stoppedAt: null,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    /** Stops the member's alerts; false when they had none running. */
    async stop(userId: number): Promise<boolean> {
      const stopped = await db
        .update(alertSubscriptions)
        .set({ stoppedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(alertSubscriptions.userId, userId), isNull(alertSubscriptions.stoppedAt)))
        .returning({ userId: alertSubscriptions.userId });
      return stopped.length > 0;
    },

    /** Stops the alerts the token belongs to (again, if already stopped); false for a token no subscription has. */
    async stopByToken(token: string): Promise<boolean> {
      const found = await db
        .update(alertSubscriptions)
        .set({ stoppedAt: sql`coalesce(${alertSubscriptions.stoppedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(alertSubscriptions.unsubscribeToken, token))
        .returning({ userId: alertSubscriptions.userId });
      return found.length > 0;
    },

    /** Of the ids given, those that name a sector. */
    async existingSectorIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: sectors.id }).from(sectors).where(inArray(sectors.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** Of the ids given, those that name a country. */
    async existingCountryIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Takes up to `limit` digests that are due, of active members, locking their rows until the caller's
     * transaction ends: another process skips them, so a digest is sent once.
     */
    async lockDue(limit: number, userId?: number): Promise<DueDigest[]> {
      const result = await db.execute(sql`
        select a.user_id as "userId", a.frequency, a.kinds, a.sector_ids as "sectorIds", a.country_ids as "countryIds",
               a.unsubscribe_token as "unsubscribeToken", a.window_start as "windowStart",
               u.email, u.language, u.first_name as "firstName", u.entity_name as "entityName"
        from alert_subscriptions a join users u on u.id = a.user_id
        where a.stopped_at is null and u.status = 'active'
          and ${userId === undefined ? sql`a.next_digest_at <= now()` : sql`a.user_id = ${userId}`}
        order by a.next_digest_at
        limit ${limit}
        for update of a skip locked`);
      // Both drivers answer raw queries with `{ rows }`; timestamps come back as text from one of them.
      return (result as unknown as { rows: DueDigest[] }).rows.map((row) => ({ ...row, windowStart: new Date(row.windowStart) }));
    },

    /**
     * The items approved after `from` and up to `until` that the digest follows, newest first, at most
     * `limit`, and how many there are in all. Publications have no country: a country filter leaves them in.
     */
    async itemsFor(digest: AlertSettings, from: Date, until: Date, limit: number): Promise<{ items: DigestItem[]; total: number }> {
      const { kinds, sectorIds, countryIds } = digest;
      const window = (table: string) => sql`${sql.identifier(table)}.status = 'approved' and ${sql.identifier(table)}.reviewed_at > ${from.toISOString()}::timestamptz and ${sql.identifier(table)}.reviewed_at <= ${until.toISOString()}::timestamptz`;
      const bySector = (link: string, column: string, table: string) =>
        sectorIds.length === 0 ? sql`true` : sql`exists (select 1 from ${sql.identifier(link)} l where l.${sql.identifier(column)} = ${sql.identifier(table)}.id and l.sector_id = any(${intArray(sectorIds)}))`;
      const byCountry = (table: string) => (countryIds.length === 0 ? sql`true` : sql`${sql.identifier(table)}.country_id = any(${intArray(countryIds)})`);
      const parts = [];
      if (kinds.includes('publication')) {
        // A publication names its sector in words: it matches a sector named so, in any of the three languages.
        const sectorMatch =
          sectorIds.length === 0
            ? sql`true`
            : sql`exists (select 1 from sectors s where s.id = any(${intArray(sectorIds)}) and lower(trim(publications.sector)) in (lower(s.name_en), lower(s.name_ar), lower(s.name_fr), s.slug))`;
        parts.push(sql`select 'publication' as kind, id, title, null::text as "titleAr", reviewed_at as "approvedAt" from publications where ${window('publications')} and ${sectorMatch}`);
      }
      if (kinds.includes('story')) {
        parts.push(
          sql`select 'story' as kind, id, title, title_ar as "titleAr", reviewed_at as "approvedAt" from stories where ${window('stories')} and ${bySector('story_sectors', 'story_id', 'stories')} and ${byCountry('stories')}`,
        );
      }
      const newsKinds = kinds.filter((kind) => kind === 'news' || kind === 'event');
      if (newsKinds.length > 0) {
        parts.push(
          sql`select type as kind, id, title, null::text as "titleAr", reviewed_at as "approvedAt" from news_events
              where ${window('news_events')} and type = any(${sql.param(newsKinds)}::text[]) and ${bySector('news_event_sectors', 'news_event_id', 'news_events')} and ${byCountry('news_events')}`,
        );
      }
      if (parts.length === 0) return { items: [], total: 0 };
      const union = sql.join(parts, sql` union all `);
      const result = await db.execute(sql`select *, count(*) over () as total from (${union}) items order by "approvedAt" desc, kind, id limit ${limit}`);
      const rows = (result as unknown as { rows: Array<DigestItem & { total: string | number }> }).rows;
      return {
        items: rows.map(({ total: _total, ...row }) => ({ ...row, id: Number(row.id), approvedAt: new Date(row.approvedAt) })),
        total: rows.length > 0 ? Number(rows[0]!.total) : 0,
      };
    },

    /** Closes a digest's window at `until` and sets the next one. */
    async advance(userId: number, until: Date, nextDigestAt: Date): Promise<void> {
      await db.update(alertSubscriptions).set({ windowStart: until, nextDigestAt }).where(eq(alertSubscriptions.userId, userId));
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
