// News and events as the feeds follow them (feeds/feed-source.ts): one Atom feed of news, one of
// events, and the calendar of upcoming events (/feeds/events.ics).
import { eq } from 'drizzle-orm';
import { newsEvents } from '../../db/schema.ts';
import type { CalendarSource, FeedSource } from '../feeds/feed-source.ts';

const { title, description, implementingLeader, contentLanguage } = newsEvents;

/** The feeds of newly approved news and of newly approved events. */
export const newsEventsFeeds: readonly FeedSource[] = [
  { name: 'news', title: 'feeds.news', type: 'news-events', columns: { title, summary: description, language: contentLanguage }, only: eq(newsEvents.type, 'news') },
  { name: 'events', title: 'feeds.events', type: 'news-events', columns: { title, summary: description, author: implementingLeader, language: contentLanguage }, only: eq(newsEvents.type, 'event') },
];

/** Approved events as the calendar feed lists them. */
export const newsEventsCalendar: CalendarSource = {
  type: 'news-events',
  columns: { title, description, location: newsEvents.location, startingDate: newsEvents.startingDate, endDate: newsEvents.endDate, isOnline: newsEvents.isOnline },
  only: eq(newsEvents.type, 'event'),
};
