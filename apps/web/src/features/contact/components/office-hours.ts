// The hub's office hours (spec part 1, 'Contact'): Sunday to Thursday, 09:00-17:00 in Amman, in
// English and Arabic. `officeStatus` says whether the office is open at a given instant; the caller
// passes the instant, so tests choose it.

/** Where the office is and when it answers. Days count from Sunday = 0, as Date.getDay() does. */
export const OFFICE_HOURS = {
  timeZone: 'Asia/Amman',
  /** Sunday to Thursday. */
  days: [0, 1, 2, 3, 4],
  /** Minutes after midnight, office time: opens at 09:00 and closes at 17:00 (17:00 itself is closed). */
  opensAt: 9 * 60,
  closesAt: 17 * 60,
  /** The languages the office answers in. */
  languages: ['en', 'ar'],
} as const;

export interface OfficeStatus {
  open: boolean;
  /** The day of the week in Amman at that instant, Sunday = 0. */
  weekday: number;
  /** Minutes since midnight in Amman at that instant. */
  minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const officeClock = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_HOURS.timeZone,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Whether the office is open at `now`, read on Amman's clock whatever the browser's time zone. */
export function officeStatus(now: Date): OfficeStatus {
  const parts = Object.fromEntries(officeClock.formatToParts(now).map((part) => [part.type, part.value]));
  const weekday = WEEKDAYS.indexOf(parts.weekday ?? '');
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  const workday = (OFFICE_HOURS.days as readonly number[]).includes(weekday);
  return { open: workday && minutes >= OFFICE_HOURS.opensAt && minutes < OFFICE_HOURS.closesAt, weekday, minutes };
}
