// Stories as the site search finds them (site-search/search-source.ts): dated when shared, their
// passage from the description, both in Arabic for an Arabic reader where the story has them.
import { sql } from 'drizzle-orm';
import { stories } from '../../db/schema.ts';
import type { SiteSearchSource } from '../site-search/search-source.ts';

/** Stories among the site search's results. */
export const storiesSiteSearch: SiteSearchSource = {
  type: 'stories',
  kinds: { story: { date: sql`to_char(${stories.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, newestFirst: sql`${stories.createdAt} desc, ${stories.id} desc` } },
  columns: {
    vector: stories.searchVector,
    text: stories.searchText,
    title: stories.title,
    titleAr: stories.titleAr,
    passage: stories.description,
    passageAr: stories.descriptionAr,
    language: stories.contentLanguage,
  },
};
