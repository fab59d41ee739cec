// Atom feeds of newly approved items per kind and language (issue 30), built with `feed` (Atom 1.0),
// and an iCalendar feed of upcoming events, written as an event's own calendar file is (lib/icalendar.ts).
import { Feed } from 'feed';
import { CONTENT_ADDRESSES, type ContentType, type Language } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { buildCalendarOf, type CalendarEntry } from '../../lib/icalendar.ts';
import { contentPagePath, languageAddress, publicItemPath } from '../../lib/public-paths.ts';
import { createFeedsRepo, type FeedKind } from './feeds.repo.ts';

/** Entries an Atom feed carries: the newest approved items. */
export const FEED_ENTRIES = 50;
/** Events a calendar feed carries at most. */
export const CALENDAR_EVENTS = 500;
/** The longest summary in a feed entry, in characters: the passage a reader of the feed sees. */
const SUMMARY_MAX = 500;

/** The content type each feed follows (news and events share one). */
const CONTENT_OF: Record<FeedKind, ContentType> = { publications: 'publications', stories: 'stories', news: 'news-events', events: 'news-events' };
/** Where each kind's item pages live on the hub. */
const itemPath = (kind: FeedKind, id: number) => contentPagePath(CONTENT_OF[kind], id);
/** Where each kind's list page lives. */
const listPath = (kind: FeedKind) => CONTENT_ADDRESSES[CONTENT_OF[kind]].page;
export const FEED_KINDS = Object.keys(CONTENT_OF) as FeedKind[];

const shortened = (text: string | null) => {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  return plain.length > SUMMARY_MAX ? `${plain.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : plain;
};

/** Builds the feeds service; `base` is the hub's public address (PUBLIC_URL). */
export function createFeedsService(deps: { db: Db; base: string }) {
  const repo = createFeedsRepo(deps.db);
  const base = deps.base.replace(/\/+$/, '');
  const address = (path: string, language: Language) => languageAddress(base, path, language);

  return {
    /** The Atom feed of a kind's newest approved items, with the hub's texts in `language`. */
    async atom(kind: FeedKind, language: Language): Promise<string> {
      const items = await repo.newest(kind, FEED_ENTRIES);
      const self = `${base}/feeds/${kind}.atom?lang=${language}`;
      const feed = new Feed({
        id: self,
        title: translate(language, `feeds.${kind}`),
        description: translate(language, 'feeds.description'),
        link: address(listPath(kind), language),
        language,
        updated: items.reduce<Date | undefined>((newest, item) => (!newest || item.updated > newest ? item.updated : newest), undefined) ?? new Date(0),
        generator: 'WEFE Nexus Hub',
        feedLinks: { atom: self },
        copyright: 'WEFE Nexus Hub',
      });
      for (const item of items) {
        const arabic = language === 'ar';
        feed.addItem({
          id: `${base}${itemPath(kind, item.id)}`,
          title: (arabic && item.titleAr) || item.title,
          link: address(itemPath(kind, item.id), language),
          description: shortened((arabic && item.summaryAr) || item.summary),
          date: item.updated,
          published: item.published,
          ...(item.author ? { author: [{ name: item.author }] } : {}),
        });
      }
      return feed.atom1();
    },

    /** The iCalendar feed of approved events that have not ended, soonest first. */
    async calendar(language: Language, today: string): Promise<string> {
      const events = await repo.upcomingEvents(today, CALENDAR_EVENTS);
      const host = new URL(base).hostname;
      const entries = events.map(
        (event): CalendarEntry => ({
          id: event.id,
          title: event.title,
          description: event.description,
          location: event.isOnline ? translate(language, 'feeds.online') : (event.location ?? ''),
          startingDate: event.startingDate,
          endDate: event.endDate,
          url: address(publicItemPath.newsEvent(event.id), language),
          host,
          stamp: event.updated,
        }),
      );
      return buildCalendarOf(entries, translate(language, 'feeds.calendar'));
    },
  };
}
