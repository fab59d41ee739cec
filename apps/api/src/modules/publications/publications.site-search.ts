// Publications as the site search finds them (site-search/search-source.ts): dated by their publication
// date, their passage from the summary.
import { sql } from 'drizzle-orm';
import { publications } from '../../db/schema.ts';
import type { SiteSearchSource } from '../site-search/search-source.ts';

/** Publications among the site search's results. */
export const publicationsSiteSearch: SiteSearchSource = {
  type: 'publications',
  kinds: { publication: { date: sql`${publications.publicationDate}`, newestFirst: sql`${publications.publicationDate} desc, ${publications.id} desc` } },
  columns: { vector: publications.searchVector, text: publications.searchText, title: publications.title, passage: publications.summary, language: publications.contentLanguage },
};
