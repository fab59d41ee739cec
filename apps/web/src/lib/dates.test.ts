import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatEventDateTime, joinDateTime, monthAndDay, splitDateTime } from './dates';

describe('event dates', () => {
  it('splits and joins a day and an optional time', () => {
    expect(splitDateTime('2026-03-05T09:30')).toEqual({ date: '2026-03-05', time: '09:30' });
    expect(splitDateTime('2026-03-05')).toEqual({ date: '2026-03-05', time: '' });
    expect(splitDateTime(null)).toEqual({ date: '', time: '' });
    expect(joinDateTime('2026-03-05', '09:30')).toBe('2026-03-05T09:30');
    expect(joinDateTime('2026-03-05', ' ')).toBe('2026-03-05');
    expect(joinDateTime('', '09:30')).toBe('');
  });

  it("writes '5 Mar 2024' in English and follows the language otherwise", () => {
    expect(formatDayMonthYear('2024-03-05', 'en')).toBe('5 Mar 2024');
    expect(formatDayMonthYear('2024-03-05T23:30', 'en')).toBe('5 Mar 2024');
    expect(formatDayMonthYear('2024-03-05', 'fr')).toBe('5 mars 2024');
    expect(formatDayMonthYear('not a date', 'en')).toBe('');
  });

  it('shows an event’s time as written, whatever the visitor’s time zone', () => {
    expect(formatEventDateTime('2026-03-05T09:30', 'en')).toBe('5 Mar 2026, 09:30');
    expect(formatEventDateTime('2026-03-05', 'en')).toBe('5 Mar 2026');
  });

  it('gives a badge the short month and the two-digit day', () => {
    expect(monthAndDay('2026-03-05T09:30', 'en')).toEqual({ month: 'Mar', day: '05' });
    expect(monthAndDay('2026-12-31', 'fr')).toEqual({ month: 'déc.', day: '31' });
    expect(monthAndDay('', 'en')).toBeUndefined();
  });
});
