// News and events as the site search finds them (site-search/search-source.ts): two kinds of result
// from one table, news dated when shared and an event by its start.
import { eq, sql } from 'drizzle-orm';
import { newsEvents } from '../../db/schema.ts';
import type { SiteSearchSource } from '../site-search/search-source.ts';

const shared = sql`to_char(${newsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const newestFirst = sql`${newsEvents.createdAt} desc, ${newsEvents.id} desc`;

/** News and events among the site search's results. */
export const newsEventsSiteSearch: SiteSearchSource = {
  type: 'news-events',
  kinds: {
    news: { only: eq(newsEvents.type, 'news'), date: shared, newestFirst },
    event: { only: eq(newsEvents.type, 'event'), date: sql`coalesce(${newsEvents.startingDate}, ${shared})`, newestFirst },
  },
  columns: { vector: newsEvents.searchVector, text: newsEvents.searchText, title: newsEvents.title, passage: newsEvents.description, language: newsEvents.contentLanguage },
};
