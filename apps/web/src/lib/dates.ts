// Calendar dates as the date inputs and the API write them: YYYY-MM-DD in the visitor's own time zone.

/** Today's date as YYYY-MM-DD (local time), e.g. for `<input type="date" max>`. */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date for reading, in the interface language ('5 Mar 2024', '٥ مارس ٢٠٢٤'): a calendar date
 * (YYYY-MM-DD) as written, a moment (an ISO timestamp) in the visitor's time zone. '' when unreadable.
 */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...(dateOnly ? { timeZone: 'UTC' } : {}) }).format(date);
}
