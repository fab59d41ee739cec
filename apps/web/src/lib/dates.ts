// Calendar dates as the date inputs and the API write them: YYYY-MM-DD in the visitor's own time zone.

/** Today's date as YYYY-MM-DD (local time), e.g. for `<input type="date" max>`. */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
