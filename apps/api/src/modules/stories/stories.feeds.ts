// Stories as the feeds follow them (feeds/feed-source.ts): /feeds/stories.atom, in Arabic with a
// story's Arabic title and description where it has them.
import { stories } from '../../db/schema.ts';
import type { FeedSource } from '../feeds/feed-source.ts';

/** The feed of newly approved stories. */
export const storiesFeeds: readonly FeedSource[] = [
  {
    name: 'stories',
    title: 'feeds.stories',
    type: 'stories',
    columns: {
      title: stories.title,
      titleAr: stories.titleAr,
      summary: stories.description,
      summaryAr: stories.descriptionAr,
      author: stories.implementingLeader,
      language: stories.contentLanguage,
    },
  },
];
