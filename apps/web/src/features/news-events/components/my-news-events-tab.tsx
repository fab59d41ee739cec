// The profile's 'My News & Events' tab (spec part 1, 'Profile'): 'Loading...', the failure in a red box,
// or a card per item: its image (a grey placeholder when it fails) linking to the item; for an event
// with a starting date, a date badge (short month, two-digit day); pills for the post type (else
// 'Event' or 'News'), the organization type (or N/A) and, for events, the start date; the title; for
// events the location, country and duration, for news the country and the date it was shared; where
// it stands in the team's review; and 'Edit Event' or 'Edit News'. Empty: 'No News & Events Yet' with
// 'Add News/Event'.
import type { NewsEvent } from '@wefe/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { CoverImage } from '@/components/ui/cover-image';
import { DateBadge } from '@/components/ui/date-badge';
import { FailureAlert } from '@/components/ui/form';
import { CalendarIcon } from '@/components/ui/icons';
import { ReviewStatusNotice } from '@/components/ui/review-status-badge';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDayMonthYear } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { SubmissionsList } from '@/components/profile/submissions-list';
import { submissionsTab } from '@/components/profile/submissions-tab';
import { useMyNewsEvents } from '../api/get-my-news-events';

/** The profile's tab of the member's news and events (components/profile/submissions-tab.ts). */
export const newsEventsProfileTab = submissionsTab({ value: 'news-events', label: 'profile.tabs.news_events', useList: useMyNewsEvents, Content: MyNewsEventsTab });

/** The tab's content: loading, error, empty or the cards. */
export function MyNewsEventsTab() {
  const { t } = useTranslation();
  const items = useMyNewsEvents();

  if (items.isPending) return <LoadingMessage label={t('news_events.my.loading')} />;
  if (items.isError) {
    return <FailureAlert title={t('news_events.my.failed')} detail={apiErrorMessage(items.error, t)} retryLabel={t('profile.retry')} onRetry={() => void items.refetch()} />;
  }
  return (
    <SubmissionsList
      items={items.data}
      renderCard={(item) => <MyNewsEventCard item={item} />}
      addHref={paths.newsEvents.add.getHref()}
      addLabel={t('news_events.my.add')}
      empty={{ icon: <CalendarIcon className="mx-auto size-12 text-brand-200" />, title: t('news_events.my.empty_title'), message: t('news_events.my.empty_message') }}
    />
  );
}

/** One line of the card's facts: 'Country: Jordan'. */
function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="font-semibold">{label}</dt>
      <dd dir="auto">{value}</dd>
    </div>
  );
}

function MyNewsEventCard({ item }: { item: NewsEvent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isEvent = item.type === 'event';
  const href = paths.newsEvents.detail.getHref(item.id);
  const editLabel = isEvent ? t('news_events.my.edit_event') : t('news_events.my.edit_news');
  return (
    <article aria-label={item.title} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Link to={href} aria-label={t('news_events.my.open_named', { title: item.title })} className="relative block aspect-[16/9] overflow-hidden">
        <CoverImage
          src={item.cover_image_url}
          srcSet={item.cover_image_srcset}
          sizes="(min-width: 768px) 30rem, 92vw"
          withSession={item.status !== 'approved'}
          placeholder={<CalendarIcon className="size-10" />}
          placeholderClassName="bg-slate-200 text-slate-500"
        />
        {isEvent && item.starting_date && <DateBadge date={item.starting_date} className="absolute end-3 top-3" />}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ul aria-label={t('news_events.my.facts')} className="flex flex-wrap gap-2 text-xs font-semibold">
          <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            {item.post_type?.name || (isEvent ? t('news_events.type.event') : t('news_events.type.news'))}
          </li>
          <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{item.organization_type?.name || t('profile.not_available')}</li>
          {isEvent && item.starting_date && (
            <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
              <time dateTime={item.starting_date.slice(0, 10)}>{formatDayMonthYear(item.starting_date, language)}</time>
            </li>
          )}
        </ul>
        <h3 dir="auto" className="text-lg leading-snug font-bold text-brand-800">
          <Link to={href} className="hover:underline">
            {item.title}
          </Link>
        </h3>
        <dl className="space-y-1 text-sm text-slate-700">
          {isEvent && <Fact label={t('news_events.my.location')} value={item.location} />}
          <Fact label={t('news_events.my.country')} value={item.country?.name || t('profile.not_available')} />
          {isEvent ? (
            <Fact label={t('news_events.my.duration')} value={item.duration || t('profile.not_available')} />
          ) : (
            <Fact label={t('news_events.my.created')} value={<time dateTime={item.created_at}>{formatDayMonthYear(item.created_at, language)}</time>} />
          )}
        </dl>
        <ReviewStatusNotice status={item.status} reason={item.rejection_reason} />
        <div className="mt-auto pt-2">
          <Link to={paths.newsEvents.edit.getHref(item.id)} aria-label={`${editLabel}: ${item.title}`} className={buttonStyles.cardAction}>
            {editLabel}
          </Link>
        </div>
      </div>
    </article>
  );
}
