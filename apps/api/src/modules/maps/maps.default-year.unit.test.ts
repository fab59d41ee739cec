import { describe, expect, it } from 'vitest';
import { mapDefaultYear } from './maps.default-year.ts';

describe('mapDefaultYear', () => {
  const pillarMap = [
    { year: 2019, countries: 56 },
    { year: 2020, countries: 56 },
    { year: 2021, countries: 50 },
    { year: 2022, countries: 41 },
    { year: 2023, countries: 35 },
  ];

  it("opens on the index's default year when the map covers it, not on a newer year with few countries", () => {
    expect(mapDefaultYear(pillarMap, 2020)).toBe(2020);
  });

  it('opens on the newest well-covered year when the index has no default or the map lacks that year', () => {
    // 2022 has 41 of 56 (73 %); 2023 has 35 (62 %), under two thirds.
    expect(mapDefaultYear(pillarMap, null)).toBe(2022);
    expect(mapDefaultYear(pillarMap, 2010)).toBe(2022);
  });

  it("does not open on the index's year when the map covers it poorly", () => {
    expect(mapDefaultYear([...pillarMap, { year: 2018, countries: 10 }], 2018)).toBe(2022);
  });

  it('has no year without points, and the one year of a map with one', () => {
    expect(mapDefaultYear([], 2020)).toBeNull();
    expect(mapDefaultYear([{ year: 2005, countries: 3 }], 2020)).toBe(2005);
  });
});
