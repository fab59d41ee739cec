// A card of the news and events list (spec part 2, section 2.8): the cover (a placeholder when there is
// none or it fails to load), the post type, a date badge for events (short month, two-digit day), the
// title linking to the item, a 100-character excerpt, where it happens, its date and sharing.
import { ContentLanguageBadge } from '@/components/ui/content-language';
import type { NewsEvent } from '@wefe/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { DateBadge } from '@/components/ui/date-badge';
import { CalendarIcon, MapPinIcon } from '@/components/ui/icons';
import { ShareButton } from '@/components/ui/share-button';
import { PlaceName } from '@/components/ui/place-name';
import { formatDayMonthYear } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { excerpt } from '@/lib/text';

/** How wide a card's cover shows in the grid (1, 2 or 3 columns), for the srcset choice. */
export const NEWS_EVENT_CARD_IMAGE_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw';

/** How many characters of the description a card shows (spec part 1, section 9). */
export const NEWS_EVENT_EXCERPT_LENGTH = 100;

/** 'Amman, Jordan': where it happens and the country, unless the place already names it. */
export function newsEventPlace(item: Pick<NewsEvent, 'location' | 'country'>): string[] {
  const country = item.country?.name ?? '';
  if (!country || item.location.toLocaleLowerCase().includes(country.toLocaleLowerCase())) return [item.location];
  return [item.location, country];
}

/** The cover of a news item or event, or a calendar placeholder. */
export function NewsEventCover({ item, sizes, alt }: { item: NewsEvent; sizes: string; alt?: string }) {
  return (
    <CoverImage
      src={item.cover_image_url}
      srcSet={item.cover_image_srcset}
      sizes={sizes}
      alt={alt}
      withSession={item.status !== 'approved'}
      placeholder={<CalendarIcon className="size-12" />}
    />
  );
}

/** The post type as a pill: the server's name, else 'Event' or 'News'; white over an image. */
export function PostTypePill({ item, onImage = false }: { item: Pick<NewsEvent, 'post_type' | 'type'>; onImage?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold text-brand-800 ${onImage ? 'absolute start-3 top-3 bg-white shadow-sm' : 'bg-brand-50'}`}>
      {item.post_type?.name || (item.type === 'event' ? t('news_events.type.event') : t('news_events.type.news'))}
    </span>
  );
}

/** One news item or event as a card. */
export function NewsEventCard({ item }: { item: NewsEvent }) {
  const language = useLanguage();
  const titleId = useId();
  const href = paths.newsEvents.detail.getHref(item.id);
  return (
    <article aria-labelledby={titleId} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/9] overflow-hidden bg-brand-50">
        <NewsEventCover item={item} sizes={NEWS_EVENT_CARD_IMAGE_SIZES} />
        <PostTypePill item={item} onImage />
        {item.type === 'event' && <DateBadge date={item.starting_date} className="absolute end-3 top-3" />}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ContentLanguageBadge language={item.content_language} className="self-start" />
        <h3 id={titleId} dir="auto" lang={item.content_language} className="text-lg leading-snug font-bold text-brand-800">
          <Link to={href} className="hover:underline">
            {item.title}
          </Link>
        </h3>
        <p dir="auto" lang={item.content_language} className="text-slate-700">
          {excerpt(item.desc, NEWS_EVENT_EXCERPT_LENGTH)}
        </p>
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
          <MapPinIcon className="size-4 shrink-0" />
          <PlaceName parts={newsEventPlace(item)} />
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarIcon className="size-4 shrink-0" />
            {/* An event's start; news has none and shows the day it was posted (spec: created date). */}
            <time dateTime={(item.starting_date ?? item.created_at).slice(0, 10)}>{formatDayMonthYear(item.starting_date ?? item.created_at, language)}</time>
          </span>
          <ShareButton href={href} title={item.title} />
        </div>
      </div>
    </article>
  );
}
