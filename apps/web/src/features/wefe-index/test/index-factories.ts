// Test data for the index page, shaped like the API's answers (packages/contract/src/schemas/wefe-index.ts).
import type { BenchmarkSeries, CountryIndexDetail, CountrySeries, IndexBenchmarks, IndexEntry, IndexRegion, IndexYears, Indicator, Pillar } from '@wefe/contract';
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
        indicator: { id: pillar.id * 10 + 1, code: `${pillar.slug}_access`, name: `${pillar.name} access`, localized_name: `${pillar.localized_name} access share`, indicator_type: 'access', unit: '%', localized_unit: '%', direction: 'higher_is_better' },
        raw_value: 94.25,
        unit: '%',
        localized_unit: '%',
        source: 'WHO/UNICEF JMP',
        source_url: 'https://washdata.org/data',
        licence: 'CC BY 4.0',
        source_year: 2019,
        carried_forward: false,
        weight: 0.125,
        pillar_weight: 0.5,
      },
      {
        value: '35.00',
        indicator: { id: pillar.id * 10 + 2, code: `${pillar.slug}_availability`, name: `${pillar.name} availability`, localized_name: `${pillar.localized_name} availability per person`, indicator_type: 'availability', unit: 'm3 per person', localized_unit: 'm³ per person', direction: 'higher_is_better' },
        raw_value: 1204.5,
        unit: 'm3 per person',
        localized_unit: 'm³ per person',
        source: 'FAO AQUASTAT',
        source_url: 'https://data.apps.fao.org/aquastat/',
        licence: 'CC BY-NC-SA 3.0 IGO',
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
    localized_unit: '%',
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
    localized_unit: 'indice (0-1)',
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

/** The country's code as the factories write it: its name's first three letters ('JOR', 'MOR'). */
export const iso3Of = (country: CountrySeed) => country.name.slice(0, 3).toUpperCase();

/**
 * A country's series over `years`: the index rises by 2 a year from `start`, the pillars sit around it;
 * 2020 is provisional and mostly carried forward.
 */
export function countrySeries(
  country: CountrySeed,
  { years = [2018, 2019, 2020], start = 60, groups = ['MENA', 'OIC', 'Asia'] }: { years?: number[]; start?: number; groups?: IndexRegion[] } = {},
): CountrySeries {
  return {
    country: { id: country.id, name: country.name, iso3: iso3Of(country), numeric_code: country.numeric },
    groups,
    years: years.map((year, index) => {
      const value = start + 2 * index;
      return {
        year,
        provisional: year === 2020,
        data_from: year - 4,
        data_to: year,
        carried_forward_share: year === 2020 ? 0.6 : 0.1,
        index: { value: value.toFixed(2), rank: index + 1, rank_interval: { low: index + 1, high: index + 3, median: index + 2 }, ranked_among: 54 },
        pillars: PILLARS.map((pillar, p) => ({
          pillar_id: pillar.id,
          slug: pillar.slug,
          value: (value + p * 5 - 7.5).toFixed(2),
          rank: p + 1,
          rank_interval: null,
          ranked_among: 56,
        })),
      };
    }),
  };
}

/** A group's figures: the same mean and best for the index and every pillar. */
function regionFigures(region: IndexRegion, mean: number, best: CountrySeed): IndexBenchmarks['regions'][number] {
  const figure = { mean, countries: 12, best: { country: { id: best.id, name: best.name, iso3: iso3Of(best), numeric_code: best.numeric }, value: mean + 20 } };
  return { region, members: 14, index: figure, pillars: PILLARS.map((pillar) => ({ pillar_id: pillar.id, slug: pillar.slug, ...figure })) };
}

/** GET /indexes/benchmarks: MENA 50, the OIC 45, Asia 55, Africa 40 (their bests Tunisia, Morocco, Jordan, Morocco). */
export function benchmarks(year = 2019): IndexBenchmarks {
  return {
    year,
    regions: [regionFigures('MENA', 50, TUNISIA), regionFigures('OIC', 45, MOROCCO), regionFigures('Africa', 40, MOROCCO), regionFigures('Asia', 55, JORDAN)],
  };
}

/** GET /indexes/benchmarks/series for a group: a flat mean of 48 in 2018-2020. */
export function benchmarkSeries(region: IndexRegion): BenchmarkSeries {
  return {
    region,
    years: [2018, 2019, 2020].map((year) => ({ year, provisional: year === 2020, index: 48, pillars: PILLARS.map((pillar) => ({ pillar_id: pillar.id, slug: pillar.slug, mean: 48 })) })),
  };
}
