// The calendar file's pieces: text values, line folding, start and end, and the file name.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, buildCalendarOf, calendarFileName, calendarText, foldLine } from './icalendar.ts';

const entry = { id: 4, title: 'Forum', description: null, location: 'Rabat', url: 'https://hub.example/news-events/4', host: 'hub.example', stamp: new Date('2026-01-02T03:04:05.678Z') };

describe('calendarText', () => {
  it('drops commas and semicolons and escapes backslashes and line breaks', () => {
    expect(calendarText('Water, energy; food')).toBe('Water energy food');
    expect(calendarText('a\\b\r\nc\rd\ne\tf\u0007')).toBe('a\\\\b\\nc\\nd\\ne f');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds a longer one, continuation lines starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine('x'.repeat(200)).split('\r\n');
    expect(folded.map((line) => line.length)).toEqual([75, 75, 52]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  });

  it('never splits a character written in several UTF-8 octets', () => {
    const arabic = `SUMMARY:${'مؤتمر المياه '.repeat(12)}`;
    const lines = foldLine(arabic).split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(arabic);
    expect(lines.join('').includes('\uFFFD')).toBe(false);
  });
});

describe('buildCalendar', () => {
  it('writes a day as an all-day event and a day and time as a floating time', () => {
    const day = buildCalendar({ ...entry, startingDate: '2026-12-31' });
    expect(day).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(day).toContain('\r\nDTSTAMP:20260102T030405Z\r\n');
    const timed = buildCalendar({ ...entry, startingDate: '2026-12-31T23:45' });
    expect(timed).toContain('\r\nDTSTART:20261231T234500\r\nDTEND:20261231T234500\r\n');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(timed)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toString()).toBe('2026-12-31T23:45:00');
    expect(event.uid).toBe('news-event-4@hub.example');
  });

  it('cuts the description to 500 characters, counting characters, not UTF-16 units', () => {
    const description = '💧'.repeat(600);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(buildCalendar({ ...entry, description, startingDate: '2026-01-10' }))).getFirstSubcomponent('vevent')!);
    expect(Array.from(event.description)).toHaveLength(500);
  });
});

describe('calendarFileName', () => {
  it.each([
    ['Water, Energy & Food: Forum 2026', 'water-energy-food-forum-2026.ics'],
    ['Atelier régional à Kénitra', 'atelier-regional-a-kenitra.ics'],
    ['  --Nexus--  ', 'nexus.ics'],
    ['مؤتمر المياه', 'event-9.ics'],
    ['x'.repeat(79) + ' yz', `${'x'.repeat(79)}.ics`],
  ])('%s → %s', (title, expected) => {
    expect(calendarFileName(title, 9)).toBe(expected);
  });
});

describe('buildCalendarOf', () => {
  it('writes several events, each to its end when it has one, and names the calendar', () => {
    const ics = buildCalendarOf(
      [
        { ...entry, id: 1, startingDate: '2031-05-04', endDate: '2031-05-06' },
        { ...entry, id: 2, startingDate: '2031-06-10T09:30', endDate: '2031-06-10T11:00' },
        // An end before the start, or of the other form, is not an end.
        { ...entry, id: 3, startingDate: '2031-07-01', endDate: '2031-06-01' },
        { ...entry, id: 4, startingDate: '2031-08-01T10:00', endDate: '2031-08-02' },
      ],
      'Upcoming events, WEFE',
    );
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Upcoming events WEFE');
    const spans = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return [event.startDate.toString(), event.endDate.toString()];
    });
    expect(spans).toEqual([
      ['2031-05-04', '2031-05-07'],
      ['2031-06-10T09:30:00', '2031-06-10T11:00:00'],
      ['2031-07-01', '2031-07-02'],
      ['2031-08-01T10:00:00', '2031-08-01T10:00:00'],
    ]);
  });
});
