// Checks the committed countries.json against the rules it promises and against a fresh build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTINENTS,
  COUNTRIES_JSON,
  WEFE_COUNTRIES_CSV,
  buildCountries,
  parseWefeMembership,
  renderCountriesJson,
  type CountriesFile,
} from './build-countries.ts';

const committedText = readFileSync(COUNTRIES_JSON, 'utf8');
const committed = JSON.parse(committedText) as CountriesFile;
const countries = committed.countries;
const wefeCsv = readFileSync(WEFE_COUNTRIES_CSV, 'utf8');
const ARABIC_LETTER = /[\u0621-\u064A]/;

describe('countries.json', () => {
  it('lists every ISO 3166-1 country and territory once, sorted by iso2', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    const iso2 = countries.map((c) => c.iso2);
    const iso3 = countries.map((c) => c.iso3);
    expect(new Set(iso2).size).toBe(countries.length);
    expect(new Set(iso3).size).toBe(countries.length);
    expect(iso2).toEqual([...iso2].sort());
    for (const c of countries) {
      expect(c.iso2).toMatch(/^[A-Z]{2}$/);
      expect(c.iso3).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
    }
  });

  it('names every entry in English, Arabic and French', () => {
    for (const c of countries) {
      expect(c.name_en.trim(), c.iso2).not.toBe('');
      expect(c.name_fr.trim(), c.iso2).not.toBe('');
      expect(c.name_ar, c.iso2).toMatch(ARABIC_LETTER);
    }
  });

  it('places every entry on the globe with a continent and a well-formed calling code', () => {
    for (const c of countries) {
      expect(c.latitude, c.iso2).toBeGreaterThanOrEqual(-90);
      expect(c.latitude, c.iso2).toBeLessThanOrEqual(90);
      expect(c.longitude, c.iso2).toBeGreaterThanOrEqual(-180);
      expect(c.longitude, c.iso2).toBeLessThanOrEqual(180);
      expect(CONTINENTS, c.iso2).toContain(c.continent);
      if (c.calling_code !== null) expect(c.calling_code, c.iso2).toMatch(/^\+\d{1,4}$/);
    }
  });

  it('flags exactly the MENA and OIC countries of the WEFE countries.csv', () => {
    const membership = parseWefeMembership(wefeCsv);
    const expectedMena = [...membership].filter(([, m]) => m.mena).map(([iso3]) => iso3).sort();
    const expectedOic = [...membership].filter(([, m]) => m.oic).map(([iso3]) => iso3).sort();
    expect(expectedMena).toHaveLength(25);
    expect(expectedOic).toHaveLength(57);
    expect(countries.filter((c) => c.is_mena).map((c) => c.iso3).sort()).toEqual(expectedMena);
    expect(countries.filter((c) => c.is_oic).map((c) => c.iso3).sort()).toEqual(expectedOic);
  });

  it('has Jordan right', () => {
    const jordan = countries.find((c) => c.iso2 === 'JO');
    expect(jordan).toMatchObject({ iso3: 'JOR', numeric: '400', name_ar: 'الأردن', name_fr: 'Jordanie', calling_code: '+962' });
    expect(jordan?.latitude).toBeCloseTo(31, 0);
    expect(jordan?.longitude).toBeCloseTo(36, 0);
  });

  it('says it is ODbL-licensed, because it derives from world-countries', () => {
    expect(committed.license).toBe('ODbL-1.0');
    expect(committed.notice).toContain('world-countries');
  });

  it('is exactly what the generator builds now', () => {
    expect(renderCountriesJson(buildCountries(wefeCsv))).toBe(committedText);
  });

  it('refuses a WEFE iso3 that matches no country', () => {
    expect(() => buildCountries(`${wefeCsv.trimEnd()}\nXXX,Nowhere,true,true\n`)).toThrow(/XXX/);
  });
});
