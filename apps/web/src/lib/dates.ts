// Calendar dates as the date inputs and the API write them: YYYY-MM-DD in the visitor's own time zone.

/** Today's date as YYYY-MM-DD (local time), e.g. for `<input type="date" max>`. */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** English dates read day first, as the spec writes them ('5 Mar 2024'), on every page alike. */
const dayFirstLocale = (language: string) => (language === 'en' ? 'en-GB' : language);

/** A moment (an ISO timestamp) with its time, in the visitor's time zone: '21 Nov 2026, 14:05'. */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dayFirstLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * A date for reading, in the interface language ('5 Mar 2024', '٥ مارس ٢٠٢٤'): a calendar date
 * (YYYY-MM-DD) as written, a moment (an ISO timestamp) in the visitor's time zone. '' when unreadable.
 */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dayFirstLocale(language), { dateStyle: 'medium', ...(dateOnly ? { timeZone: 'UTC' } : {}) }).format(date);
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/;

/** A day or a day and a time as the news and events forms write them ('2026-03-05', '2026-03-05T09:30'), split. */
export function splitDateTime(value: string | null | undefined): { date: string; time: string } {
  const match = DATE_TIME.exec(value ?? '');
  return { date: match?.[1] ?? '', time: match?.[2] ?? '' };
}

/** The day and, when given, the time joined back: '2026-03-05T09:30', or '2026-03-05' alone. */
export function joinDateTime(date: string, time: string): string {
  const day = date.trim();
  if (day === '') return '';
  return time.trim() === '' ? day : `${day}T${time.trim()}`;
}

/**
 * A day (or a day and a time) of an event, in its own local time as written: read as such, never moved
 * into the visitor's time zone. Undefined when unreadable.
 */
function wallClock(value: string | null | undefined): { date: Date; hasTime: boolean } | undefined {
  const { date, time } = splitDateTime(value);
  if (!date) return undefined;
  const parsed = new Date(`${date}T${time || '00:00'}:00Z`);
  return Number.isNaN(parsed.getTime()) ? undefined : { date: parsed, hasTime: time !== '' };
}

/** '5 Mar 2024', '5 mars 2024', '٥ مارس ٢٠٢٤': a calendar day (or a moment's day, in UTC) in the interface language. */
export function formatDayMonthYear(value: string | null | undefined, language: string): string {
  const moment = wallClock(value);
  if (!moment) return '';
  return new Intl.DateTimeFormat(dayFirstLocale(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(moment.date);
}

/** An event's start or end for reading: the day, and its time when one is given ('5 Mar 2026, 09:30'). */
export function formatEventDateTime(value: string | null | undefined, language: string): string {
  const moment = wallClock(value);
  if (!moment) return '';
  return new Intl.DateTimeFormat(dayFirstLocale(language), {
    dateStyle: 'medium',
    ...(moment.hasTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(moment.date);
}

/** The short month and two-digit day of a date badge ('Mar', '05'), or undefined when unreadable. */
export function monthAndDay(value: string | null | undefined, language: string): { month: string; day: string } | undefined {
  const moment = wallClock(value);
  if (!moment) return undefined;
  return {
    month: new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(moment.date),
    day: new Intl.DateTimeFormat(language, { day: '2-digit', timeZone: 'UTC' }).format(moment.date),
  };
}
