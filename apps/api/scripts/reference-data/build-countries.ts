// Writes src/seed/data/countries.json, the country list the hub ships (see SOURCES.md beside it).
// Run from apps/api after upgrading a source package or editing a correction below:
//   node --import tsx scripts/reference-data/build-countries.ts
// The output is committed; countries.test.ts fails when it no longer matches what this script builds.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import isoCountries from 'i18n-iso-countries';
import worldCountries from 'world-countries';

/** The six continents the hub filters by; the UN M49 region of each country or territory. */
export const CONTINENTS = ['Africa', 'Americas', 'Antarctica', 'Asia', 'Europe', 'Oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];

/** One country or territory as countries.json stores it. */
export interface CountryRecord {
  iso2: string;
  iso3: string;
  numeric: string;
  name_en: string;
  name_ar: string;
  name_fr: string;
  calling_code: string | null;
  latitude: number;
  longitude: number;
  continent: Continent;
  is_mena: boolean;
  is_oic: boolean;
}

/** The whole of countries.json: the licence travels with the data because the file is a derived database. */
export interface CountriesFile {
  license: string;
  notice: string;
  generated_by: string;
  countries: CountryRecord[];
}

/** Where the WEFE membership list and the generated file live. */
export const WEFE_COUNTRIES_CSV = fileURLToPath(new URL('../../src/seed/data/wefe/countries.csv', import.meta.url));
export const COUNTRIES_JSON = fileURLToPath(new URL('../../src/seed/data/countries.json', import.meta.url));

type Language = 'en' | 'ar' | 'fr';

// XK (Kosovo) is a user-assigned code that i18n-iso-countries and world-countries carry but ISO 3166-1 does not.
const NOT_IN_ISO_3166_1 = new Set(['XK']);

// For these the first (official) English name is the one to show: their alias is an abbreviation
// (UAE, UK), ambiguous (Congo), a bare ASCII spelling (Aland Islands), a catalogue form
// ("Korea, Republic of") or not the name the hub uses (Türkiye, not Turkey; Netherlands, not The Netherlands).
const KEEP_OFFICIAL_EN = new Set(['AE', 'AX', 'CD', 'CG', 'GB', 'KR', 'NL', 'TR']);

// Hand corrections, written by the project, where the package names read as a catalogue entry, are dated
// or are not the usual short form. The build fails if a correction no longer changes anything, so an
// upstream fix cannot leave a stale entry behind.
const NAME_CORRECTIONS: Record<string, Partial<Record<Language, string>>> = {
  AE: { fr: 'Émirats arabes unis' },
  BN: { en: 'Brunei', fr: 'Brunei' },
  BS: { ar: 'جزر البهاما' },
  BY: { ar: 'بيلاروس' },
  CF: { fr: 'République centrafricaine' },
  CI: { fr: "Côte d'Ivoire" },
  CV: { en: 'Cabo Verde' },
  CX: { ar: 'جزيرة كريسماس' },
  CZ: { ar: 'التشيك', fr: 'Tchéquie' },
  DO: { fr: 'République dominicaine' },
  FM: { en: 'Micronesia', ar: 'ميكرونيزيا' },
  GM: { en: 'Gambia' },
  IO: { fr: "Territoire britannique de l'océan Indien" },
  LA: { en: 'Laos' },
  MD: { en: 'Moldova' },
  MF: { en: 'Saint Martin' },
  MM: { ar: 'ميانمار' },
  RE: { en: 'Réunion' },
  SA: { fr: 'Arabie saoudite' },
  SH: { ar: 'سانت هيلينا' },
  SJ: { fr: 'Svalbard et Jan Mayen' },
  ST: { en: 'São Tomé and Príncipe' },
  SX: { en: 'Sint Maarten' },
  SY: { en: 'Syria' },
  SZ: { ar: 'إسواتيني', fr: 'Eswatini' },
  TF: { ar: 'الأقاليم الجنوبية الفرنسية' },
  TZ: { ar: 'تنزانيا', fr: 'Tanzanie' },
  UM: { ar: 'جزر الولايات المتحدة الصغيرة النائية' },
  US: { fr: 'États-Unis' },
  VA: { en: 'Vatican City', fr: 'Vatican' },
  VG: { en: 'British Virgin Islands', fr: 'Îles Vierges britanniques' },
  VI: { en: 'U.S. Virgin Islands', fr: 'Îles Vierges des États-Unis' },
  WF: { ar: 'واليس وفوتونا' },
};

// world-countries gives a dialling root and suffixes; for these the derived code is not the country's
// E.164 country code, so the project states it (reason beside each).
const CALLING_CODE_CORRECTIONS: Record<string, string | null> = {
  AQ: '+672', // Antarctic bases are reached through the Australian external territories code.
  AX: '+358', // Åland is in Finland's plan; 18 is its area code.
  BV: null, // Uninhabited, with no numbering plan (the package says Norway's +47); Heard Island is already null there.
  EH: '+212', // Served from Morocco's plan.
  SH: '+290', // The package lists +290 and Ascension's +247; Saint Helena's own code is the main one.
  SJ: '+47', // Svalbard is in Norway's plan; 79 is its prefix.
  UM: '+1', // The package says +268, which is Eswatini; the islands use US numbering.
  VA: '+39', // Dialled through Italy (+39 06 698); +379 is reserved and unused.
};

// The hub's continent is the UN M49 region. world-countries' region matches M49 except for these
// (it files Cyprus under Europe, the Minor Outlying Islands under the Americas, and five southern
// territories under an 'Antarctic' region that M49 does not have).
const CONTINENT_CORRECTIONS: Record<string, Continent> = {
  AQ: 'Antarctica',
  BV: 'Americas',
  CY: 'Asia',
  GS: 'Americas',
  HM: 'Oceania',
  TF: 'Africa',
  UM: 'Oceania',
};

const LANGUAGES: readonly Language[] = ['en', 'ar', 'fr'];

/** iso3 → membership flags from the WEFE countries.csv (header iso3,name_en,oic_member,mena). */
export function parseWefeMembership(csvText: string): Map<string, { mena: boolean; oic: boolean }> {
  const lines = csvText.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines.shift() ?? '').split(',');
  const column = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`wefe countries.csv has no '${name}' column`);
    return index;
  };
  const iso3Col = column('iso3');
  const oicCol = column('oic_member');
  const menaCol = column('mena');
  const flag = (value: string | undefined, line: string): boolean => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw new Error(`wefe countries.csv: expected true or false in line '${line}'`);
  };

  const membership = new Map<string, { mena: boolean; oic: boolean }>();
  for (const line of lines) {
    // The file has no quoted fields; a quote or a wrong field count means the format changed under us.
    const cells = line.split(',');
    if (line.includes('"') || cells.length !== header.length) {
      throw new Error(`wefe countries.csv: cannot read line '${line}'`);
    }
    const iso3 = cells[iso3Col] ?? '';
    if (membership.has(iso3)) throw new Error(`wefe countries.csv: ${iso3} appears twice`);
    membership.set(iso3, { mena: flag(cells[menaCol], line), oic: flag(cells[oicCol], line) });
  }
  return membership;
}

function isContinent(value: string): value is Continent {
  return (CONTINENTS as readonly string[]).includes(value);
}

function roundCoordinate(value: number): number {
  // Four decimals (about 10 m) is far finer than a country's centre point needs and keeps the file tidy.
  return Math.round(value * 10_000) / 10_000;
}

function packageVersion(name: string): string {
  const require = createRequire(import.meta.url);
  const manifest = require(`${name}/package.json`) as { version: string };
  return manifest.version;
}

function englishName(iso2: string): string {
  const official = isoCountries.getName(iso2, 'en', { select: 'official' });
  const alias = isoCountries.getName(iso2, 'en', { select: 'alias' });
  return (KEEP_OFFICIAL_EN.has(iso2) ? official : alias) ?? '';
}

function callingCodeFromIdd(idd: { root: string; suffixes: string[] }): string | null {
  if (idd.root === '') return null;
  // The suffixes of +1 are North American area codes, and several suffixes mean the root alone is the
  // country code (+7 for Russia and Kazakhstan); only a single suffix belongs to the country code.
  if (idd.root === '+1' || idd.suffixes.length !== 1) return idd.root;
  return `${idd.root}${idd.suffixes[0] ?? ''}`;
}

function assertCorrectionsApply(
  records: Map<string, CountryRecord>,
  raw: Map<string, CountryRecord>,
  sourceRegions: Map<string, string>,
): void {
  const check = (table: string, iso2: string, changed: boolean): void => {
    if (!records.has(iso2)) throw new Error(`${table}: ${iso2} is not an ISO 3166-1 code`);
    if (!changed) throw new Error(`${table}: the correction for ${iso2} no longer changes anything; remove it`);
  };
  for (const [iso2, names] of Object.entries(NAME_CORRECTIONS)) {
    for (const language of LANGUAGES) {
      const corrected = names[language];
      if (corrected !== undefined) check('NAME_CORRECTIONS', iso2, raw.get(iso2)?.[`name_${language}`] !== corrected);
    }
  }
  for (const [iso2, code] of Object.entries(CALLING_CODE_CORRECTIONS)) {
    check('CALLING_CODE_CORRECTIONS', iso2, raw.get(iso2)?.calling_code !== code);
  }
  for (const [iso2, continent] of Object.entries(CONTINENT_CORRECTIONS)) {
    check('CONTINENT_CORRECTIONS', iso2, sourceRegions.get(iso2) !== continent);
  }
}

/** Builds the country list from the installed packages and the WEFE membership CSV; pure apart from reading packages. */
export function buildCountries(wefeCountriesCsv: string): CountriesFile {
  const membership = parseWefeMembership(wefeCountriesCsv);
  const byIso2 = new Map(worldCountries.map((country) => [country.cca2, country]));
  const iso2Codes = Object.keys(isoCountries.getAlpha2Codes())
    .filter((iso2) => !NOT_IN_ISO_3166_1.has(iso2))
    .sort();

  const raw = new Map<string, CountryRecord>();
  const sourceRegions = new Map<string, string>();
  for (const iso2 of iso2Codes) {
    const iso3 = isoCountries.alpha2ToAlpha3(iso2);
    const numeric = isoCountries.alpha2ToNumeric(iso2);
    const world = byIso2.get(iso2);
    if (!iso3 || !numeric) throw new Error(`i18n-iso-countries has no alpha-3 or numeric code for ${iso2}`);
    if (!world) throw new Error(`world-countries has no entry for ${iso2}`);
    // Two independent packages must agree on the codes before either is trusted.
    if (world.cca3 !== iso3 || world.ccn3 !== numeric) {
      throw new Error(`${iso2}: i18n-iso-countries says ${iso3}/${numeric}, world-countries ${world.cca3}/${world.ccn3}`);
    }
    const [latitude, longitude] = world.latlng;
    sourceRegions.set(iso2, world.region);
    // A region that is not one of ours (world-countries' 'Antarctic') must have a correction.
    const continent = CONTINENT_CORRECTIONS[iso2] ?? world.region;
    if (!isContinent(continent)) {
      throw new Error(`${iso2}: world-countries region '${world.region}' is not a continent and has no correction`);
    }
    raw.set(iso2, {
      iso2,
      iso3,
      numeric,
      name_en: englishName(iso2),
      name_ar: isoCountries.getName(iso2, 'ar') ?? '',
      name_fr: isoCountries.getName(iso2, 'fr') ?? '',
      calling_code: callingCodeFromIdd(world.idd),
      latitude: roundCoordinate(latitude),
      longitude: roundCoordinate(longitude),
      continent,
      is_mena: false,
      is_oic: false,
    });
  }

  const records = new Map<string, CountryRecord>();
  for (const [iso2, record] of raw) {
    const names = NAME_CORRECTIONS[iso2] ?? {};
    const flags = membership.get(record.iso3);
    records.set(iso2, {
      ...record,
      name_en: names.en ?? record.name_en,
      name_ar: names.ar ?? record.name_ar,
      name_fr: names.fr ?? record.name_fr,
      calling_code: iso2 in CALLING_CODE_CORRECTIONS ? (CALLING_CODE_CORRECTIONS[iso2] ?? null) : record.calling_code,
      is_mena: flags?.mena ?? false,
      is_oic: flags?.oic ?? false,
    });
  }
  assertCorrectionsApply(records, raw, sourceRegions);

  const knownIso3 = new Set([...records.values()].map((record) => record.iso3));
  const unmatched = [...membership.keys()].filter((iso3) => !knownIso3.has(iso3));
  if (unmatched.length > 0) {
    throw new Error(`wefe countries.csv has iso3 codes that match no ISO 3166-1 country: ${unmatched.join(', ')}`);
  }

  const countries = [...records.values()];
  for (const country of countries) {
    const missing = (['name_en', 'name_ar', 'name_fr'] as const).filter((key) => country[key].trim() === '');
    if (missing.length > 0) throw new Error(`${country.iso2} has no ${missing.join(', ')}`);
    if (country.calling_code !== null && !/^\+\d{1,4}$/.test(country.calling_code)) {
      throw new Error(`${country.iso2}: calling code '${country.calling_code}' is not +digits`);
    }
  }

  const worldVersion = packageVersion('world-countries');
  const isoVersion = packageVersion('i18n-iso-countries');
  return {
    license: 'ODbL-1.0',
    notice:
      `Contains information from world-countries ${worldVersion} (https://github.com/mledoze/countries), ` +
      'made available under the Open Database License (ODbL) v1.0, https://opendatacommons.org/licenses/odbl/1.0/. ' +
      `Codes and names from i18n-iso-countries ${isoVersion} (MIT); corrections, continents and MENA/OIC flags by the WEFE Nexus Hub. ` +
      'This derived database is made available under the ODbL v1.0. See SOURCES.md beside this file.',
    generated_by: 'apps/api/scripts/reference-data/build-countries.ts',
    countries,
  };
}

/** The exact bytes of countries.json: one country a line, so a change shows as a one-line diff. */
export function renderCountriesJson(file: CountriesFile): string {
  const { countries, ...header } = file;
  const head = JSON.stringify(header, null, 2).slice(0, -2);
  const rows = countries.map((country) => `    ${JSON.stringify(country)}`).join(',\n');
  return `${head},\n  "countries": [\n${rows}\n  ]\n}\n`;
}

function main(): void {
  const file = buildCountries(readFileSync(WEFE_COUNTRIES_CSV, 'utf8'));
  writeFileSync(COUNTRIES_JSON, renderCountriesJson(file));
  const count = (predicate: (country: CountryRecord) => boolean): number => file.countries.filter(predicate).length;
  console.log(
    `countries.json: ${file.countries.length} countries, ${count((c) => c.is_mena)} MENA, ${count((c) => c.is_oic)} OIC, ` +
      `${count((c) => c.calling_code === null)} without a calling code`,
  );
}

// Importing this module (as the test does) must not write anything.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
