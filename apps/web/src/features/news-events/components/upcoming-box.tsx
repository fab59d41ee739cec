// The detail page's 'Upcoming' box (spec part 2, section 2.10): the 3 soonest events starting today or
// later, other than the one shown, each with its date badge and a link to its page. Nothing shows when
// there are none (or they could not be loaded: the box only adds to the page).
import { useId } from 'react';
import { Link } from 'react-router';
import { DateBadge } from '@/components/ui/date-badge';
import { PlaceName } from '@/components/ui/place-name';
import { formatEventDateTime } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { newsEventPlace } from './news-event-card';

/** The box beside the item `currentId`. */
export function UpcomingBox({ currentId }: { currentId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const upcoming = useUpcomingEvents(currentId);
  if (upcoming.isPending) {
    return (
      <p role="status" className="sr-only">
        {t('news_events.upcoming.loading')}
      </p>
    );
  }
  if (!upcoming.data || upcoming.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-brand-800">
        {t('news_events.upcoming.title')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {upcoming.data.map((event) => (
          <li key={event.id} className="flex items-start gap-3 py-3">
            <DateBadge date={event.starting_date} className="shrink-0 border border-slate-200" />
            <div className="min-w-0">
              <Link to={paths.newsEvents.detail.getHref(event.id)} dir="auto" className="font-semibold text-brand-800 hover:underline">
                {event.title}
              </Link>
              <p className="mt-0.5 text-sm text-slate-600">{formatEventDateTime(event.starting_date, language)}</p>
              <p dir="auto" className="text-sm text-slate-600">
                <PlaceName parts={newsEventPlace(event)} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
