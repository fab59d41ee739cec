// SQL of the feeds (issue 30): the newest approved items of a feed, and the upcoming events, each read
// from the table and columns its content module declares (feed-source.ts).
import { and, asc, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentTableOf, type publications } from '../../db/schema.ts';
import type { CalendarEvent, CalendarSource, FeedItem, FeedSource } from './feed-source.ts';

const tableOf = (source: FeedSource | CalendarSource) => contentTableOf(source.type);
const asDate = (value: Date | string) => new Date(value);
const NONE = sql<null>`null`;

/** Builds the feeds repository over a database. */
export function createFeedsRepo(db: Db) {
  return {
    /** The `limit` public items of a feed made public last, newest first. */
    async newest(source: FeedSource, limit: number): Promise<FeedItem[]> {
      const table = tableOf(source);
      const { title, titleAr, summary, summaryAr, author, language } = source.columns;
      const published = sql<Date>`coalesce(${table.reviewedAt}, ${table.createdAt})`.mapWith(asDate);
      const rows = await db
        .select({
          id: table.id,
          title: sql<string>`${title}`,
          titleAr: titleAr ? sql<string | null>`${titleAr}` : NONE,
          summary: sql<string | null>`${summary}`,
          summaryAr: summaryAr ? sql<string | null>`${summaryAr}` : NONE,
          author: author ? sql<string | null>`${author}` : NONE,
          published,
          updated: sql<Date | null>`greatest(${table.updatedAt}, ${table.reviewedAt})`.mapWith(asDate),
          language: sql<string>`${language}`,
        })
        .from(table)
        .where(publicRows(table, source.only))
        .orderBy(desc(published), desc(table.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, updated: row.updated ?? row.published }));
    },

    /** Public events that have not ended by `today` (YYYY-MM-DD), soonest first. */
    async upcomingEvents(source: CalendarSource, today: string, limit: number): Promise<CalendarEvent[]> {
      const table = tableOf(source);
      const { title, description, location, startingDate, endDate, isOnline } = source.columns;
      return db
        .select({
          id: table.id,
          title: sql<string>`${title}`,
          description: sql<string | null>`${description}`,
          location: sql<string | null>`${location}`,
          startingDate: sql<string>`${startingDate}`,
          endDate: sql<string | null>`${endDate}`,
          isOnline: sql<boolean>`${isOnline}`,
          updated: sql<Date>`greatest(${table.updatedAt}, ${table.reviewedAt})`.mapWith(asDate),
        })
        .from(table)
        // A start is a day or a day and time: its first ten characters are the day.
        .where(and(publicRows(table, source.only), isNotNull(startingDate), gte(sql`left(coalesce(${endDate}, ${startingDate}), 10)`, today)))
        .orderBy(asc(startingDate), asc(table.id))
        .limit(limit);
    },
  };
}

/** A content table's approved rows, narrowed to those a source carries. */
function publicRows(table: typeof publications, only: SQL | undefined): SQL {
  return and(eq(table.status, 'approved'), only)!;
}
