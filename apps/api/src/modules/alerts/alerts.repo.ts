// SQL of the e-mail alerts: a member's subscription, the digests that are due (claimed one process at a
// time), and the items approved in a digest's window that match what the member follows.
import type { AlertFrequency, AlertKind, Language } from '@wefe/contract';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alertSubscriptions, contentTableOf, countries, sectors, type publications } from '../../db/schema.ts';
import type { AlertSource } from './alert-source.ts';

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

/** A content type's items of the kinds asked for, approved in the window, in the sectors and countries followed. */
function followedItems(source: AlertSource, kinds: AlertKind[], digest: AlertSettings, from: Date, until: Date): SQL {
  const table = contentTableOf(source.type);
  const { title, titleAr, country } = source.columns;
  const kind = source.kindColumn ? sql`${source.kindColumn}::text` : sql`${kinds[0]!}::text`;
  const conditions = [
    eq(table.status, 'approved'),
    sql`${table.reviewedAt} > ${from.toISOString()}::timestamptz and ${table.reviewedAt} <= ${until.toISOString()}::timestamptz`,
    source.kindColumn ? sql`${source.kindColumn} = any(${sql.param(kinds)}::text[])` : undefined,
    digest.sectorIds.length === 0 ? undefined : inSectors(source.sectors, table, digest.sectorIds),
    // An item without a country (a publication) stays in whatever countries are followed.
    digest.countryIds.length === 0 || !country ? undefined : sql`${country} = any(${intArray(digest.countryIds)})`,
  ];
  return sql`select ${kind} as kind, ${table.id} as id, ${title} as title, ${titleAr ?? sql`null::text`} as "titleAr", ${table.reviewedAt} as "approvedAt"
    from ${table} where ${and(...conditions)}`;
}

/** Items in any of the sectors: through their link table, or a sector named in words (in any of the three languages, or its slug). */
function inSectors(sectorsOf: AlertSource['sectors'], table: typeof publications, sectorIds: number[]): SQL {
  if ('named' in sectorsOf) {
    return sql`exists (select 1 from ${sectors} where ${sectors.id} = any(${intArray(sectorIds)})
      and lower(trim(${sectorsOf.named})) in (lower(${sectors.nameEn}), lower(${sectors.nameAr}), lower(${sectors.nameFr}), ${sectors.slug}))`;
  }
  return sql`exists (select 1 from ${sectorsOf.link} where ${sectorsOf.item} = ${table.id} and ${sectorsOf.sector} = any(${intArray(sectorIds)}))`;
}

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
     * `limit`, and how many there are in all, from the content types `sources` declare.
     */
    async itemsFor(sources: readonly AlertSource[], digest: AlertSettings, from: Date, until: Date, limit: number): Promise<{ items: DigestItem[]; total: number }> {
      const parts = sources.flatMap((source) => {
        const asked = (Object.keys(source.kinds) as AlertKind[]).filter((kind) => digest.kinds.includes(kind));
        return asked.length === 0 ? [] : [followedItems(source, asked, digest, from, until)];
      });
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
