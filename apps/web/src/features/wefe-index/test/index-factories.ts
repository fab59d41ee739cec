// Test data for the index page, shaped like the API's answers (packages/contract/src/schemas/wefe-index.ts).
import type { CountryIndexDetail, IndexEntry, IndexYears, Indicator, Pillar } from '@wefe/contract';
import { listPage } from '@/test/factories';
import { ok, type MockHandler, type RecordedRequest } from '@/test/mock-api';

export const PILLARS: Pillar[] = [
  { id: 1, slug: 'water', name: 'Water', localized_name: 'Water', description: 'Water.', localized_description: 'Water.', image: '/images/pillars/water.svg', color: ['#7dd3fc', '#0369a1'], sector_id: 1 },
  { id: 2, slug: 'energy', name: 'Energy', localized_name: 'Energy', description: 'Energy.', localized_description: 'Energy.', image: '/images/pillars/energy.svg', color: ['#fcd34d', '#b45309'], sector_id: 2 },
  { id: 3, slug: 'food', name: 'Food', localized_name: 'Food', description: 'Food.', localized_description: 'Food.', image: '/images/pillars/food.svg', color: ['#fdba74', '#c2410c'], sector_id: 3 },
  { id: 4, slug: 'ecosystems', name: 'Ecosystems', localized_name: 'Ecosystems', description: 'Ecosystems.', localized_description: 'Ecosystems.', image: null, color: ['#86efac', '#15803d'], sector_id: 4 },
];

/** The pillars as the API answers them in Arabic. */
export const PILLARS_AR: Pillar[] = PILLARS.map((pillar, index) => ({
  ...pillar,
  localized_name: ['المياه', 'الطاقة', 'الغذاء', 'النظم البيئية'][index] ?? pillar.name,
}));

export interface CountrySeed {
  id: number;
  name: string;
  numeric: string;
}

export const JORDAN: CountrySeed = { id: 111, name: 'Jordan', numeric: '400' };
export const MOROCCO: CountrySeed = { id: 150, name: 'Morocco', numeric: '504' };
export const TUNISIA: CountrySeed = { id: 220, name: 'Tunisia', numeric: '788' };
export const YEMEN: CountrySeed = { id: 245, name: 'Yemen', numeric: '887' };

/** A ranking entry: a ranked one's likely range spans one place either side, among three ranked countries. */
export function indexEntry(
  country: CountrySeed,
  rank: number | null,
  value: string | null,
  { year = 2019, pillarId = null, among = 3, provisional = false }: { year?: number; pillarId?: number | null; among?: number; provisional?: boolean } = {},
): IndexEntry {
  return {
    id: country.id * 1000 + year,
    country: { id: country.id, name: country.name, iso3: country.name.slice(0, 3).toUpperCase(), numeric_code: country.numeric },
    value,
    rank,
    year,
    pillar_id: pillarId,
    rank_interval: rank === null ? null : { low: Math.max(1, rank - 1), high: Math.min(among, rank + 1), median: rank },
    ranked_among: among,
    indicators_used: rank === null ? 12 : 18,
    indicators_total: 18,
    unranked_reason: rank === null && pillarId === null ? 'missing_sub_pillar' : null,
    provisional,
  };
}

/** `count` ranked countries named 'Country 1'... with falling values. */
export function rankedEntries(count: number): IndexEntry[] {
  return Array.from({ length: count }, (_, index) =>
    indexEntry({ id: 1000 + index, name: `Country ${index + 1}`, numeric: String(100 + index) }, index + 1, (90 - index).toFixed(2), { among: count }),
  );
}

/** GET /indexes answering `entries` (100 a page, as the page asks). */
export function indexesPage(entries: IndexEntry[]) {
  return listPage(entries, { perPage: 100, message: 'Index rankings retrieved successfully.' });
}

/** Three years: 2020 provisional (an indicator left out, most values carried forward), 2019 the default. */
export const YEARS: IndexYears = {
  years: [
    {
      year: 2020,
      ranked: 31,
      countries: 58,
      data_from: 2015,
      data_to: 2020,
      carried_forward_share: 0.62,
      provisional: true,
      indicators_entered: 17,
      indicators_left_out: [{ code: 'fd_food_deficit_depth', name: 'Depth of the food deficit', coverage: 0 }],
    },
    { year: 2019, ranked: 54, countries: 58, data_from: 2014, data_to: 2019, carried_forward_share: 0.33, provisional: false, indicators_entered: 18, indicators_left_out: [] },
    { year: 2018, ranked: 55, countries: 58, data_from: 2013, data_to: 2018, carried_forward_share: 0.16, provisional: false, indicators_entered: 18, indicators_left_out: [] },
  ],
  default_year: 2019,
};

type DetailPillar = CountryIndexDetail['pillars'][number];

/** A pillar of a country's detail: one access and one availability indicator. */
export function detailPillar(pillar: Pillar, value: string, { carriedFrom }: { carriedFrom?: number } = {}): DetailPillar {
  return {
    pillar_id: pillar.id,
    pillar: { name: pillar.name, localized_name: pillar.localized_name, slug: pillar.slug, color: pillar.color },
    value,
    rank: 3,
    rank_interval: { low: 2, high: 5, median: 3 },
    ranked_among: 54,
    indicators_used: 2,
    indicators_total: 2,
    access: value,
    availability: value,
    indicators: [
      {
        value: '88.40',
        indicator: { id: pillar.id * 10 + 1, code: `${pillar.slug}_access`, name: `${pillar.name} access`, localized_name: `${pillar.localized_name} access share`, indicator_type: 'access', unit: '%', direction: 'higher_is_better' },
        raw_value: 94.25,
        unit: '%',
        source: 'WHO/UNICEF JMP',
        source_year: 2019,
        carried_forward: false,
        weight: 0.125,
        pillar_weight: 0.5,
      },
      {
        value: '35.00',
        indicator: { id: pillar.id * 10 + 2, code: `${pillar.slug}_availability`, name: `${pillar.name} availability`, localized_name: `${pillar.localized_name} availability per person`, indicator_type: 'availability', unit: 'm3 per person', direction: 'higher_is_better' },
        raw_value: 1204.5,
        unit: 'm3 per person',
        source: 'FAO AQUASTAT',
        source_year: carriedFrom ?? 2019,
        carried_forward: carriedFrom !== undefined,
        weight: 0.125,
        pillar_weight: 0.5,
      },
    ],
  };
}

/** A country's detail with all four pillars, or none (`pillars: []`). */
export function countryDetail(
  country: CountrySeed,
  { year = 2019, rank = 1, value = '71.43', pillars = PILLARS, values = ['80.20', '64.75', '70.00', '70.77'] }: { year?: number; rank?: number | null; value?: string | null; pillars?: Pillar[]; values?: string[] } = {},
): CountryIndexDetail {
  return {
    id: country.id * 1000 + year,
    country: { id: country.id, name: country.name, iso3: country.name.slice(0, 3).toUpperCase(), numeric_code: country.numeric },
    year,
    rank,
    value,
    rank_interval: rank === null ? null : { low: rank, high: rank + 3, median: rank + 1 },
    ranked_among: 54,
    indicators_used: rank === null ? 12 : 18,
    indicators_total: 18,
    unranked_reason: rank === null && pillars.length > 0 ? 'missing_sub_pillar' : null,
    missing_sub_pillars: rank === null && pillars.length > 0 ? ['food.access'] : [],
    provisional: year === 2020,
    years: [2020, 2019, 2018],
    pillars: pillars.map((pillar, index) => detailPillar(pillar, values[index] ?? '50.00', index === 0 ? { carriedFrom: 2016 } : {})),
  };
}

/** GET /indexes/country/{id} for each country: its detail for the asked year. */
export function detailRoutes(countries: CountrySeed[], detail: (country: CountrySeed, request: RecordedRequest) => CountryIndexDetail = (country, request) => countryDetail(country, { year: Number(request.query.get('year') ?? 2019) })): Record<string, MockHandler> {
  return Object.fromEntries(countries.map((country) => [`GET /indexes/country/${country.id}`, (request: RecordedRequest) => ok(detail(country, request))]));
}

export const INDICATORS: Indicator[] = [
  {
    id: 11,
    code: 'wat_basic_drinking',
    name: 'Share of population using at least basic drinking water services',
    localized_name: 'Share of population using at least basic drinking water services',
    indicator_type: 'access',
    direction: 'higher_is_better',
    unit: '%',
    source: 'WHO/UNICEF Joint Monitoring Programme',
    source_url: 'https://github.com/owid/owid-datasets/blob/48c9992/datasets/wash.csv',
    licence: 'CC BY 4.0 (Our World in Data)',
    pillar_id: 1,
    excluded: false,
    log_transform: false,
    target: null,
    treatment_note: null,
    goalposts: { lower: 36.1, upper: 100, targeted: false },
  },
  {
    id: 41,
    code: 'eco_biodiversity_intactness',
    name: 'Biodiversity Intactness Index',
    localized_name: 'Biodiversity Intactness Index',
    indicator_type: 'availability',
    direction: 'higher_is_better',
    unit: 'index (0-1)',
    source: 'Natural History Museum',
    source_url: 'https://github.com/owid/owid-datasets/blob/48c9992/datasets/bii.csv',
    licence: 'CC BY 4.0 (Our World in Data)',
    pillar_id: 4,
    excluded: true,
    log_transform: false,
    target: null,
    treatment_note: 'artefact: exactly 1 (fully intact) for desert countries',
    goalposts: null,
  },
];
