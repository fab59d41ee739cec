// The seam between the feeds and the content modules they follow (issue 31). Each content module
// declares its feeds once (its `*.feeds.ts`): the feed's name and the rows of its newest public items,
// read by its own repository. The app registers them (app.ts); the feeds iterate them and import no
// content module, so a new type's feed is a file in its own module plus one line there.
import type { ContentType } from '@wefe/contract';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { MessageKey } from '../../lib/i18n.ts';

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

/** One Atom feed: /feeds/{name}.atom. */
export interface FeedSource {
  /** Its name in the address. */
  name: string;
  /** Its title in the reader's language ("WEFE Nexus Hub: new stories"). */
  title: MessageKey;
  /** The type whose table it reads and whose pages its entries link to. */
  type: ContentType;
  /**
   * The table's columns an entry shows; those it lacks are left empty. Its dates come from the review
   * columns every content table has: published when approved, updated when last changed or decided.
   */
  columns: { title: AnyColumn; titleAr?: AnyColumn; summary: AnyColumn; summaryAr?: AnyColumn; author?: AnyColumn; language: AnyColumn };
  /** Which of the table's approved rows it carries (one table's news, say); all of them when absent. */
  only?: SQL;
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

/** The calendar feed's events (/feeds/events.ics), from the one content type that has dated events. */
export interface CalendarSource {
  /** The type whose table it reads and whose pages its entries link to. */
  type: ContentType;
  /** The table's columns an entry shows; a start is 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'. */
  columns: { title: AnyColumn; description: AnyColumn; location: AnyColumn; startingDate: AnyColumn; endDate: AnyColumn; isOnline: AnyColumn };
  /** Which of the table's approved rows are events; all of them when absent. */
  only?: SQL;
}
