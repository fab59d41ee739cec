// The calendar-leaf badge of an event's card (spec part 1, profile, and part 2, the news and events
// list): the short month over the two-digit day ('Mar' / '05') in the interface language, with the
// whole date for screen readers.
import { formatDayMonthYear, monthAndDay } from '@/lib/dates';
import { useLanguage } from '@/lib/i18n';

/** The badge of `date` ('2026-03-05' or '2026-03-05T09:30'); nothing when it cannot be read. */
export function DateBadge({ date, className = '' }: { date: string | null | undefined; className?: string }) {
  const language = useLanguage();
  const parts = monthAndDay(date, language);
  if (!date || !parts) return null;
  return (
    <time
      dateTime={date.slice(0, 10)}
      className={`flex w-14 flex-col items-center overflow-hidden rounded-lg bg-white text-center leading-none shadow-sm ${className}`}
    >
      <span className="sr-only">{formatDayMonthYear(date, language)}</span>
      <span aria-hidden="true" className="w-full bg-brand-700 px-1 py-1 text-xs font-semibold text-white uppercase">
        {parts.month}
      </span>
      <span aria-hidden="true" className="py-1.5 text-xl font-bold text-brand-800">
        {parts.day}
      </span>
    </time>
  );
}
