// What the workloads ask for, found through the hub's own API so they work on any data set: the
// sample data of a fresh start or the generated one of `npm run bench:data`.
import { INDEX_PAGE_SIZE_MAX, MAP_POINTS_PAGE_SIZE, PUBLICATIONS_PAGE_SIZE } from '@wefe/contract';

/** Headers of a browser's API call: it takes gzip and names its language. */
export const BROWSER_HEADERS: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip', 'accept-language': 'en' };

/** W1's query: a search term and two filters (region, a year range) with the total, as the list page sends it. */
const W1_QUERY = { search: 'water', region: 'MENA', year_from: '2010' } as const;
export const W1_DEEP_PAGE = 500;

export interface BenchFixtures {
  /** GET paths of W1: page 1, then page W1_DEEP_PAGE. */
  publicationPages: [string, string];
  publicationsTotal: number;
  storyIds: number[];
  indexYear: number;
  /** Countries the ranking of indexYear names. */
  countryIds: number[];
  map: { id: number; year: number; points: number };
  /** A type W6's submissions name. */
  publicationTypeId: number;
}

interface Envelope<T> {
  data: T;
  meta?: { total?: number };
}

async function getJson<T>(baseUrl: string, path: string): Promise<Envelope<T>> {
  const response = await fetch(new URL(path, baseUrl), { headers: BROWSER_HEADERS });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as Envelope<T>;
}

// The W1 list path for a page.
function publicationsPath(page: number): string {
  const query = new URLSearchParams({ ...W1_QUERY, page: String(page), per_page: String(PUBLICATIONS_PAGE_SIZE) });
  return `/api/publications/search?${query}`;
}

async function findStoryIds(baseUrl: string, pages = 3): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= pages; page++) {
    const answer = await getJson<Array<{ id: number }>>(baseUrl, `/api/stories?per_page=100&page=${page}`);
    ids.push(...answer.data.map((story) => story.id));
    if (answer.data.length < 100) break;
  }
  if (!ids.length) throw new Error('The hub has no approved story for W2.');
  return ids;
}

async function findIndexRanking(baseUrl: string): Promise<{ year: number; countryIds: number[] }> {
  const years = await getJson<{ default_year: number | null; years: Array<{ year: number }> }>(baseUrl, '/api/indexes/years');
  const year = years.data.default_year ?? years.data.years[0]?.year;
  if (year === undefined) throw new Error('The hub has no computed index year for W3.');
  const ranking = await getJson<Array<{ country: { id: number }; rank: number | null }>>(baseUrl, `/api/indexes?year=${year}&per_page=${INDEX_PAGE_SIZE_MAX}`);
  const countryIds = ranking.data.filter((entry) => entry.rank !== null).map((entry) => entry.country.id);
  if (!countryIds.length) throw new Error(`The hub ranks no country in ${year} for W3.`);
  return { year, countryIds };
}

/**
 * The first map-year with a full page of points (1,000), else the one with the most: a map holds one
 * point per country and year, so the generated data has at most 200 (the report says how many).
 */
async function findBusiestMap(baseUrl: string): Promise<BenchFixtures['map']> {
  const maps = await getJson<Array<{ id: number }>>(baseUrl, '/api/maps');
  let best: BenchFixtures['map'] | undefined;
  for (const { id } of maps.data) {
    const years = await getJson<number[]>(baseUrl, `/api/interactive-maps/years?map_id=${id}`);
    for (const year of years.data) {
      const points = (await getJson<unknown[]>(baseUrl, `/api/interactive-maps/map/${id}?year=${year}&per_page=1`)).meta?.total ?? 0;
      if (!best || points > best.points) best = { id, year, points };
      if (points >= MAP_POINTS_PAGE_SIZE) return best;
    }
  }
  if (!best) throw new Error('The hub has no map with points for W4.');
  return best;
}

async function firstPublicationType(baseUrl: string): Promise<number> {
  const types = await getJson<Array<{ id: number }>>(baseUrl, '/api/publication-types');
  if (!types.data[0]) throw new Error('The hub has no publication type for W6.');
  return types.data[0].id;
}

/** Finds the stories, countries, year and map the workloads use. */
export async function findBenchFixtures(baseUrl: string): Promise<BenchFixtures> {
  const firstPage = publicationsPath(1);
  const publications = await getJson<unknown[]>(baseUrl, firstPage);
  const ranking = await findIndexRanking(baseUrl);
  return {
    publicationPages: [firstPage, publicationsPath(W1_DEEP_PAGE)],
    publicationsTotal: publications.meta?.total ?? 0,
    storyIds: await findStoryIds(baseUrl),
    indexYear: ranking.year,
    countryIds: ranking.countryIds,
    map: await findBusiestMap(baseUrl),
    publicationTypeId: await firstPublicationType(baseUrl),
  };
}

/** W3's ranking path for the fixtures' year, as the index page asks for it. */
export const indexRankingPath = (fixtures: BenchFixtures) => `/api/indexes?year=${fixtures.indexYear}&per_page=${INDEX_PAGE_SIZE_MAX}`;

/** W3's country detail path. */
export const countryIndexPath = (fixtures: BenchFixtures, countryId: number) => `/api/indexes/country/${countryId}?year=${fixtures.indexYear}`;

/** W4's path: one year of the map's points with their country and legend key, as the map page asks. */
export const mapPointsPath = ({ map }: BenchFixtures) => `/api/interactive-maps/map/${map.id}?year=${map.year}&with=country,mapKey&per_page=${MAP_POINTS_PAGE_SIZE}`;

/** W2's story detail path. */
export const storyPath = (id: number) => `/api/stories/${id}`;
