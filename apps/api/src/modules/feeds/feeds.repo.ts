// SQL of the feeds (issue 30): the newest approved items of a kind, and the upcoming events.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A kind of item a feed follows. */
export type FeedKind = 'publications' | 'stories' | 'news' | 'events';

/** An item as a feed entry needs it. */
export interface FeedItem {
  id: number;
  title: string;
  titleAr: string | null;
  summary: string | null;
  summaryAr: string | null;
  author: string | null;
  /** When it was made public (its approval), else created. */
  published: Date;
  updated: Date;
  language: string;
}

/** An upcoming event as a calendar entry needs it. */
export interface CalendarEvent {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  /** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm', as members enter them. */
  startingDate: string;
  endDate: string | null;
  isOnline: boolean;
  updated: Date;
}

const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;
const date = (value: Date | string) => new Date(value);

const NEWEST = {
  publications: sql`select id, title, null as title_ar, summary, null as summary_ar, author, coalesce(reviewed_at, created_at) as published, greatest(updated_at, reviewed_at) as updated, content_language as language
    from publications where status = 'approved'`,
  stories: sql`select id, title, title_ar, description as summary, description_ar as summary_ar, implementing_leader as author, coalesce(reviewed_at, created_at) as published, greatest(updated_at, reviewed_at) as updated, content_language as language
    from stories where status = 'approved'`,
  news: sql`select id, title, null as title_ar, description as summary, null as summary_ar, null as author, coalesce(reviewed_at, created_at) as published, greatest(updated_at, reviewed_at) as updated, content_language as language
    from news_events where status = 'approved' and type = 'news'`,
  events: sql`select id, title, null as title_ar, description as summary, null as summary_ar, implementing_leader as author, coalesce(reviewed_at, created_at) as published, greatest(updated_at, reviewed_at) as updated, content_language as language
    from news_events where status = 'approved' and type = 'event'`,
} as const;

/** Builds the feeds repository over a database. */
export function createFeedsRepo(db: Db) {
  return {
    /** The `limit` items of a kind made public last, newest first. */
    async newest(kind: FeedKind, limit: number): Promise<FeedItem[]> {
      const rows = rowsOf<{ id: number; title: string; title_ar: string | null; summary: string | null; summary_ar: string | null; author: string | null; published: Date | string; updated: Date | string | null; language: string }>(
        await db.execute(sql`select * from (${NEWEST[kind]}) as items order by published desc, id desc limit ${limit}`),
      );
      return rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        titleAr: row.title_ar,
        summary: row.summary,
        summaryAr: row.summary_ar,
        author: row.author,
        published: date(row.published),
        updated: date(row.updated ?? row.published),
        language: row.language,
      }));
    },

    /** Approved events that have not ended by `today` (YYYY-MM-DD), soonest first. */
    async upcomingEvents(today: string, limit: number): Promise<CalendarEvent[]> {
      const rows = rowsOf<{ id: number; title: string; description: string | null; location: string | null; starting_date: string; end_date: string | null; is_online: boolean; updated: Date | string }>(
        await db.execute(sql`select id, title, description, location, starting_date, end_date, is_online, greatest(updated_at, reviewed_at) as updated
          from news_events where status = 'approved' and type = 'event' and starting_date is not null
            and left(coalesce(end_date, starting_date), 10) >= ${today}
          order by starting_date, id limit ${limit}`),
      );
      return rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        description: row.description,
        location: row.location,
        startingDate: row.starting_date,
        endDate: row.end_date,
        isOnline: row.is_online,
        updated: date(row.updated),
      }));
    },
  };
}
