import { describe, expect, it } from 'vitest';
import { officeStatus } from './office-hours';

// Instants written with Amman's offset (UTC+3 all year since 2022), so each case reads as office time
// whatever time zone the tests run in.
describe('officeStatus', () => {
  it('is open on Thursday at 16:59 in Amman', () => {
    expect(officeStatus(new Date('2026-05-14T16:59:00+03:00'))).toEqual({ open: true, weekday: 4, minutes: 16 * 60 + 59 });
  });

  it('is closed on Thursday at 17:00 in Amman', () => {
    expect(officeStatus(new Date('2026-05-14T17:00:00+03:00')).open).toBe(false);
  });

  it('is closed all Friday and Saturday', () => {
    expect(officeStatus(new Date('2026-05-15T10:00:00+03:00'))).toMatchObject({ open: false, weekday: 5 });
    expect(officeStatus(new Date('2026-05-16T12:00:00+03:00'))).toMatchObject({ open: false, weekday: 6 });
  });

  it('opens on Sunday at 09:00 in Amman, not a minute before', () => {
    expect(officeStatus(new Date('2026-05-17T09:00:00+03:00')).open).toBe(true);
    expect(officeStatus(new Date('2026-05-17T08:59:00+03:00')).open).toBe(false);
  });

  it("reads Amman's day, not the UTC one: Saturday 22:30 UTC is Sunday 01:30 in Amman", () => {
    expect(officeStatus(new Date('2026-05-16T22:30:00Z'))).toEqual({ open: false, weekday: 0, minutes: 90 });
    // Sunday 06:00 UTC is 09:00 in Amman.
    expect(officeStatus(new Date('2026-05-17T06:00:00Z')).open).toBe(true);
  });
});
