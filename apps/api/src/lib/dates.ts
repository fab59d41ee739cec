// Calendar dates as the API receives them: YYYY-MM-DD strings.
import type { MessageKey } from './i18n.ts';

/** Today in UTC as YYYY-MM-DD. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** True when the string names a real calendar day (2024-02-30 does not). */
export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What is wrong with a date of birth, if anything: not a real day, before 1900, or in the future. */
export function birthDateProblem(value: string): MessageKey | undefined {
  if (!isRealDate(value) || value < '1900-01-01') return 'validation.date';
  if (value > todayIso()) return 'validation.birth_date_future';
  return undefined;
}
