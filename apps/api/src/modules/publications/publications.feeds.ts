// Publications as the feeds follow them (feeds/feed-source.ts): /feeds/publications.atom.
import { publications } from '../../db/schema.ts';
import type { FeedSource } from '../feeds/feed-source.ts';

/** The feed of newly approved publications. */
export const publicationsFeeds: readonly FeedSource[] = [
  {
    name: 'publications',
    title: 'feeds.publications',
    type: 'publications',
    columns: { title: publications.title, summary: publications.summary, author: publications.author, language: publications.contentLanguage },
  },
];
