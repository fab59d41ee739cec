// iCalendar files (RFC 5545): an event's own (GET /news-events/{id}.ics, one VEVENT starting and ending
// on its start date, its texts without commas or semicolons: spec part 2, 2.10) and the feed of upcoming
// events (GET /feeds/events.ics, issue 30: many VEVENTs, each to its end date when it has one).

export interface CalendarEntry {
  id: number;
  title: string;
  description: string | null;
  location: string;
  /** A day (`2026-03-05`) or a day and a local time (`2026-03-05T09:30`). */
  startingDate: string;
  /** The last day or the end time, as the start is written; without it the event ends on its start date. */
  endDate?: string | null;
  /** The item's public page. */
  url: string;
  /** Names the hub in the event's UID. */
  host: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

/** The description is cut to this many characters. */
export const CALENDAR_DESCRIPTION_MAX = 500;
const PRODUCT_ID = '-//WEFE Nexus Hub//News and Events//EN';

/**
 * A TEXT value: commas and semicolons removed (the spec's rule, which also spares calendar programs that
 * mishandle their escapes), backslashes escaped, line breaks written as `\n`, other controls dropped.
 */
export function calendarText(value: string): string {
  return value
    .replace(/[,;]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex -- removing control characters is the point
}

/**
 * Folds a content line at 75 octets (RFC 5545, 3.1): continuation lines start with one space. UTF-8
 * characters are never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // The leading space counts toward the 75 octets.
      limit = 74;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (day: string) => day.replaceAll('-', '');

/** The next calendar day of a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** `20260101T120000Z`. */
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A start or end as DTSTART/DTEND's value: a DATE for a day, a floating local time for a day and time. */
function calendarTime(value: string): { date: string } | { local: string } {
  const day = value.slice(0, 10);
  const time = /T(\d{2}):(\d{2})/.exec(value);
  return time ? { local: `${compactDate(day)}T${time[1]}${time[2]}00` } : { date: day };
}

/**
 * DTSTART and DTEND. A day is an all-day event: DTEND is the day after its last day, which RFC 5545
 * reads as the end of that day (a DTEND equal to a DATE start is invalid). A day and time is a floating
 * local time (the event's own clock, no time zone). Without an end (or one of the other form, or before
 * the start) the event ends on its start date.
 */
function startAndEnd(startingDate: string, endDate: string | null | undefined): [string, string] {
  const start = calendarTime(startingDate);
  const end = endDate ? calendarTime(endDate) : undefined;
  if ('date' in start) {
    const last = end && 'date' in end && end.date > start.date ? end.date : start.date;
    return [`DTSTART;VALUE=DATE:${compactDate(start.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(last))}`];
  }
  const finish = end && 'local' in end && end.local > start.local ? end.local : start.local;
  return [`DTSTART:${start.local}`, `DTEND:${finish}`];
}

/** One VEVENT's lines. */
function eventLines(entry: CalendarEntry): string[] {
  const [start, end] = startAndEnd(entry.startingDate, entry.endDate);
  const description = entry.description ? Array.from(entry.description).slice(0, CALENDAR_DESCRIPTION_MAX).join('') : '';
  return [
    'BEGIN:VEVENT',
    `UID:news-event-${entry.id}@${entry.host}`,
    `DTSTAMP:${utcStamp(entry.stamp)}`,
    start,
    end,
    `SUMMARY:${calendarText(entry.title)}`,
    ...(description ? [`DESCRIPTION:${calendarText(description)}`] : []),
    `LOCATION:${calendarText(entry.location)}`,
    `URL:${entry.url}`,
    'END:VEVENT',
  ];
}

/** A whole .ics file of events (CRLF line endings, folded lines); `name` names a subscribed calendar. */
export function buildCalendarOf(entries: readonly CalendarEntry[], name?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${calendarText(name)}`] : []),
    ...entries.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** An event's own .ics file. */
export function buildCalendar(entry: CalendarEntry): string {
  return buildCalendarOf([entry]);
}

/**
 * The file name: the title as an ASCII slug (accents dropped, other characters as hyphens, at most
 * 80 characters), or `event-{id}` when nothing is left (an Arabic title).
 */
export function calendarFileName(title: string, id: number): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || `event-${id}`}.ics`;
}
