// A news item or event as schema.org sees it (JSON-LD, issue 30): an Event with its dates, place or
// online location and organiser, or a NewsArticle; with the trail that leads to it.
import type { NewsEvent } from '@wefe/contract';
import { breadcrumbs } from '@/components/ui/json-ld';
import { paths } from '@/lib/paths';
import { siteOrigin } from '@/lib/site-origin';

/** The structured data of an approved news item or event; `listName` names the list page in the trail. */
export function newsEventStructuredData(item: NewsEvent, listName: string): Record<string, unknown> {
  const origin = siteOrigin();
  const url = `${origin}${paths.newsEvents.detail.getHref(item.id)}`;
  const image = item.images[0]?.image_path ? [`${origin}${item.images[0].image_path}`] : undefined;
  const main =
    item.type === 'event'
      ? {
          '@type': 'Event',
          name: item.title,
          url,
          description: item.desc ?? undefined,
          startDate: item.starting_date ?? undefined,
          endDate: item.end_date ?? undefined,
          eventAttendanceMode: `https://schema.org/${item.is_online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
          location: item.is_online
            ? { '@type': 'VirtualLocation', url }
            : { '@type': 'Place', name: item.location, address: { '@type': 'PostalAddress', addressLocality: item.location, addressCountry: item.country.name } },
          organizer: item.organizer || item.implementing_leader ? { '@type': 'Organization', name: item.organizer || item.implementing_leader } : undefined,
          image,
          inLanguage: item.content_language,
        }
      : { '@type': 'NewsArticle', headline: item.title, url, description: item.desc ?? undefined, datePublished: item.created_at, dateModified: item.updated_at, image, inLanguage: item.content_language };
  return {
    '@graph': [
      main,
      breadcrumbs([
        { name: listName, url: `${origin}${paths.newsEvents.list.getHref()}` },
        { name: item.title, url },
      ]),
    ],
  };
}
