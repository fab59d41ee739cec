// The home page's 'Latest news' grid (spec part 1, 'Home'): up to 3 news items, each card linking to
// its page with the post type, the date ('5 Mar 2024' in the interface language), the title and the
// first 100 characters of the description followed by '...' when longer. Loading cards show while the
// list is empty; a link leads to all the news.
import { HOME_LATEST_NEWS } from '@wefe/contract/constants';
import type { NewsEvent } from '@wefe/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { CoverImage } from '@/components/ui/cover-image';
import { ArrowEndIcon, CalendarIcon } from '@/components/ui/icons';
import { formatDayMonthYear } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { excerpt } from '@/lib/text';
import { useLatestNews } from '../api/get-latest-news';

/** How many characters of a description a home card shows (spec part 1, section 9). */
export const HOME_NEWS_EXCERPT_LENGTH = 100;

/** The section; the cards once the news has loaded. */
export function LatestNews() {
  const { t } = useTranslation();
  const headingId = useId();
  const news = useLatestNews();
  const items = news.data ?? [];
  return (
    <section aria-labelledby={headingId} className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('home.latest_news.eyebrow')}</p>
            <h2 id={headingId} className="mt-1 text-3xl font-bold text-brand-800">
              {t('home.latest_news.title')}
            </h2>
          </div>
          <Link to={`${paths.newsEvents.list.getHref()}?type=news`} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
            {t('home.latest_news.view_all')}
            <ArrowEndIcon className="size-4" />
          </Link>
        </div>
        {items.length === 0 ? (
          news.isPending ? (
            <div className="mt-8">
              <p role="status" className="sr-only">
                {t('home.latest_news.loading')}
              </p>
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {Array.from({ length: HOME_LATEST_NEWS }, (_, index) => (
                  <CardSkeleton key={index} />
                ))}
              </div>
            </div>
          ) : (
            <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
              {news.isError ? t('home.latest_news.failed') : t('home.latest_news.empty')}
            </p>
          )
        ) : (
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="flex *:flex-1">
                <LatestNewsCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function LatestNewsCard({ item }: { item: NewsEvent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const date = item.starting_date || item.created_at;
  return (
    <article aria-labelledby={titleId} className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-brand-50">
        <CoverImage src={item.cover_image_url} srcSet={item.cover_image_srcset} sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw" placeholder={<CalendarIcon className="size-12" />} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{item.post_type?.name || t('news_events.type.news')}</span>
          <time dateTime={date.slice(0, 10)} className="text-slate-600">
            {formatDayMonthYear(date, language)}
          </time>
        </div>
        <h3 id={titleId} dir="auto" className="text-lg leading-snug font-bold text-brand-800">
          {/* The whole card is the link's target area; the title names it. */}
          <Link to={paths.newsEvents.detail.getHref(item.id)} className="after:absolute after:inset-0 hover:underline">
            {item.title}
          </Link>
        </h3>
        <p dir="auto" className="text-slate-700">
          {excerpt(item.desc, HOME_NEWS_EXCERPT_LENGTH)}
        </p>
      </div>
    </article>
  );
}
