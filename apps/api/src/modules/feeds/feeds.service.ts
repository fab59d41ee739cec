// Atom feeds of newly approved items per kind and language (issue 30), built with `feed` (Atom 1.0),
// and an iCalendar feed of upcoming events, written as an event's own calendar file is (lib/icalendar.ts).
// Which feeds there are, and what each reads, the content modules declare (feed-source.ts).
import { Feed } from 'feed';
import { CONTENT_ADDRESSES, type Language } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { buildCalendarOf, type CalendarEntry } from '../../lib/icalendar.ts';
import { contentPagePath, languageAddress } from '../../lib/public-paths.ts';
import type { CalendarSource, FeedSource } from './feed-source.ts';
import { createFeedsRepo } from './feeds.repo.ts';

/** Entries an Atom feed carries: the newest approved items. */
export const FEED_ENTRIES = 50;
/** Events a calendar feed carries at most. */
export const CALENDAR_EVENTS = 500;
/** The longest summary in a feed entry, in characters: the passage a reader of the feed sees. */
const SUMMARY_MAX = 500;

const shortened = (text: string | null) => {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  return plain.length > SUMMARY_MAX ? `${plain.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : plain;
};

/**
 * Builds the feeds service; `base` is the hub's public address (PUBLIC_URL), `sources` the Atom feeds
 * and `calendar` the events the content modules declare.
 */
export function createFeedsService(deps: { db: Db; base: string; sources: readonly FeedSource[]; calendar: CalendarSource }) {
  const repo = createFeedsRepo(deps.db);
  const sources = new Map(deps.sources.map((source) => [source.name, source]));
  const base = deps.base.replace(/\/+$/, '');
  const address = (path: string, language: Language) => languageAddress(base, path, language);

  return {
    /** The Atom feed of that name with its newest approved items and the hub's texts in `language`; undefined when there is none. */
    async atom(name: string, language: Language): Promise<string | undefined> {
      const source = sources.get(name);
      if (!source) return undefined;
      const items = await repo.newest(source, FEED_ENTRIES);
      const self = `${base}/feeds/${name}.atom?lang=${language}`;
      const itemPath = (id: number) => contentPagePath(source.type, id);
      const feed = new Feed({
        id: self,
        title: translate(language, source.title),
        description: translate(language, 'feeds.description'),
        link: address(CONTENT_ADDRESSES[source.type].page, language),
        language,
        updated: items.reduce<Date | undefined>((newest, item) => (!newest || item.updated > newest ? item.updated : newest), undefined) ?? new Date(0),
        generator: 'WEFE Nexus Hub',
        feedLinks: { atom: self },
        copyright: 'WEFE Nexus Hub',
      });
      for (const item of items) {
        const arabic = language === 'ar';
        feed.addItem({
          id: `${base}${itemPath(item.id)}`,
          title: (arabic && item.titleAr) || item.title,
          link: address(itemPath(item.id), language),
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
      const events = await repo.upcomingEvents(deps.calendar, today, CALENDAR_EVENTS);
      const host = new URL(base).hostname;
      const entries = events.map(
        (event): CalendarEntry => ({
          id: event.id,
          title: event.title,
          description: event.description,
          location: event.isOnline ? translate(language, 'feeds.online') : (event.location ?? ''),
          startingDate: event.startingDate,
          endDate: event.endDate,
          url: address(contentPagePath(deps.calendar.type, event.id), language),
          host,
          stamp: event.updated,
        }),
      );
      return buildCalendarOf(entries, translate(language, 'feeds.calendar'));
    },
  };
}
