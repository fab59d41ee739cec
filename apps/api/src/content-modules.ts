// The reviewable content types, each declared by its own module, in one list the app registers
// (issue 31): moderation reviews their kinds and staff content management corrects them, the feeds and
// share cards read their sources, the alerts announce their new items and the site search finds them.
// A new type adds its module's declarations here and its routes in app.ts (kept there: the benchmark
// reads these declarations without the app's plugins, which type the routes).
import type { AlertSource } from './modules/alerts/alert-source.ts';
import type { ContentKind } from './modules/content-admin/content-kind.ts';
import type { CalendarSource, FeedSource } from './modules/feeds/feed-source.ts';
import { newsEventsAlerts } from './modules/news-events/news-events.alerts.ts';
import { newsEventsCalendar, newsEventsFeeds } from './modules/news-events/news-events.feeds.ts';
import { newsEventsContentKind } from './modules/news-events/news-events.content-admin.ts';
import { newsEventsShareCard } from './modules/news-events/news-events.share-card.ts';
import { newsEventsSiteSearch } from './modules/news-events/news-events.site-search.ts';
import { publicationsAlerts } from './modules/publications/publications.alerts.ts';
import { publicationsFeeds } from './modules/publications/publications.feeds.ts';
import { publicationsContentKind } from './modules/publications/publications.content-admin.ts';
import { publicationsShareCard } from './modules/publications/publications.share-card.ts';
import { publicationsSiteSearch } from './modules/publications/publications.site-search.ts';
import type { ShareCardSource } from './modules/share-cards/card-source.ts';
import type { SiteSearchSource } from './modules/site-search/search-source.ts';
import { storiesAlerts } from './modules/stories/stories.alerts.ts';
import { storiesFeeds } from './modules/stories/stories.feeds.ts';
import { storiesContentKind } from './modules/stories/stories.content-admin.ts';
import { storiesShareCard } from './modules/stories/stories.share-card.ts';
import { storiesSiteSearch } from './modules/stories/stories.site-search.ts';

/** What the app registers of the content modules. */
export const contentModules: {
  /** Each type's reviewed kind (moderation's) with the fields staff correct (content admin's). */
  reviewed: readonly ContentKind[];
  feeds: readonly FeedSource[];
  calendar: CalendarSource;
  shareCards: readonly ShareCardSource[];
  alerts: readonly AlertSource[];
  siteSearch: readonly SiteSearchSource[];
} = {
  reviewed: [publicationsContentKind, storiesContentKind, newsEventsContentKind],
  feeds: [...publicationsFeeds, ...storiesFeeds, ...newsEventsFeeds],
  // Only news and events have dated events.
  calendar: newsEventsCalendar,
  shareCards: [publicationsShareCard, storiesShareCard, newsEventsShareCard],
  alerts: [publicationsAlerts, storiesAlerts, newsEventsAlerts],
  siteSearch: [publicationsSiteSearch, storiesSiteSearch, newsEventsSiteSearch],
};
