// News and events as the e-mail alerts announce them (alerts/alert-source.ts): two kinds a member
// follows apart, told by the item's type.
import { newsEventSectors, newsEvents } from '../../db/schema.ts';
import type { AlertSource } from '../alerts/alert-source.ts';

/** Newly approved news and events in a digest, each under its own heading. */
export const newsEventsAlerts: AlertSource = {
  type: 'news-events',
  kinds: {
    news: { en: 'News', ar: 'الأخبار', fr: 'Actualités' },
    event: { en: 'Events', ar: 'الفعاليات', fr: 'Événements' },
  },
  kindColumn: newsEvents.type,
  columns: { title: newsEvents.title, country: newsEvents.countryId },
  sectors: { link: newsEventSectors, item: newsEventSectors.newsEventId, sector: newsEventSectors.sectorId },
};
