// W9 and W10's searches (issue 29): each request a word or a year no request before it used, so no
// kept answer serves it, as real visitors' searches are. Words come from the generated texts'
// vocabulary in three languages, places, and misspellings (which fall back to trigram similarity).
import { NEWS_EVENT_SORTS, NEWS_EVENTS_PAGE_SIZE, PUBLICATIONS_PAGE_SIZE, REGIONS, SITE_SEARCH_PAGE_SIZE, SITE_SEARCH_TYPES, STORIES_PAGE_SIZE, STORY_SORTS } from '@wefe/contract';
import { GROUPS, ORGANISATIONS, THEMES } from '../data/words.ts';

const MISSPELLINGS = ['desalinaton', 'irigation', 'groundwatr', 'biodiversty', 'sanitaton', 'electricty', 'fisherie', 'drout'];
const PLACES = ['Azraq', 'Amman', 'Jordan Valley', 'Nile Delta', 'Sousse', 'Marrakech', 'Aswan', 'Basra', 'Tozeur', 'Dakar'];

/** Every word a unique search picks from: single words of the vocabulary, places and misspellings. */
export const SEARCH_WORDS: readonly string[] = [
  ...new Set(
    [...THEMES, ...GROUPS, ...ORGANISATIONS]
      .flatMap((phrase) => [phrase.en, phrase.fr, phrase.ar])
      .flatMap((phrase) => phrase.split(/[\s']+/))
      .filter((word) => word.length >= 4),
  ),
  ...PLACES,
  ...MISSPELLINGS,
];

const FIRST_YEAR = 1990;
const YEARS = 35;

/** The n-th unique search: the words in turn, each with every starting year before one repeats. */
export function uniqueSearch(n: number): { word: string; yearFrom: number } {
  return { word: SEARCH_WORDS[n % SEARCH_WORDS.length]!, yearFrom: FIRST_YEAR + (Math.floor(n / SEARCH_WORDS.length) % YEARS) };
}

/** The hub's list path of the n-th unique search, with the total. */
export function uniqueSearchPath(n: number): string {
  const { word, yearFrom } = uniqueSearch(n);
  const query = new URLSearchParams({ search: word, year_from: String(yearFrom), page: '1', per_page: String(PUBLICATIONS_PAGE_SIZE) });
  return `/api/publications/search?${query}`;
}

/** How many distinct paths uniqueSearchPath makes before it repeats. */
export const UNIQUE_SEARCHES = SEARCH_WORDS.length * YEARS;

// The stories and news/events lists have no year filter: a search is made unique by its word with a
// region (or none) and a sort, as a visitor narrows and reorders what a word found.
const LIST_REGIONS = [undefined, ...REGIONS] as const;
const LIST_SEARCHES = {
  stories: { sorts: STORY_SORTS, perPage: STORIES_PAGE_SIZE },
  'news-events': { sorts: NEWS_EVENT_SORTS, perPage: NEWS_EVENTS_PAGE_SIZE },
} as const;
export type SearchedList = keyof typeof LIST_SEARCHES;

/** How many distinct paths uniqueListSearchPath makes for a list before it repeats. */
export function uniqueListSearches(list: SearchedList): number {
  return SEARCH_WORDS.length * LIST_REGIONS.length * LIST_SEARCHES[list].sorts.length;
}

/** The n-th unique search of the stories or news/events list: each word with every region and sort before one repeats. */
export function uniqueListSearch(list: SearchedList, n: number): { word: string; region: (typeof LIST_REGIONS)[number]; sort: string; perPage: number } {
  const { sorts, perPage } = LIST_SEARCHES[list];
  const word = SEARCH_WORDS[n % SEARCH_WORDS.length]!;
  const variant = Math.floor(n / SEARCH_WORDS.length);
  const region = LIST_REGIONS[variant % LIST_REGIONS.length];
  const sort = sorts[Math.floor(variant / LIST_REGIONS.length) % sorts.length]!;
  return { word, region, sort, perPage };
}

/** The hub's path of the n-th unique search of the stories or news/events list. */
export function uniqueListSearchPath(list: SearchedList, n: number): string {
  const { word, region, sort, perPage } = uniqueListSearch(list, n);
  const query = new URLSearchParams({ search: word, ...(region ? { region } : {}), sort, page: '1', per_page: String(perPage) });
  return `/api/${list}?${query}`;
}

// The site search (issue 30) has no filters but the kind: a search is made unique by its word with a
// kind (or every kind) and one of its first pages, as a visitor narrows and pages what a word found.
const SITE_SEARCH_KINDS = [undefined, ...SITE_SEARCH_TYPES] as const;
const SITE_SEARCH_PAGES = 3;

/** How many distinct paths uniqueSiteSearchPath makes before it repeats. */
export const UNIQUE_SITE_SEARCHES = SEARCH_WORDS.length * SITE_SEARCH_KINDS.length * SITE_SEARCH_PAGES;

/** The n-th unique site search: each word with every kind and page before one repeats. */
export function uniqueSiteSearchPath(n: number): string {
  const word = SEARCH_WORDS[n % SEARCH_WORDS.length]!;
  const variant = Math.floor(n / SEARCH_WORDS.length);
  const kind = SITE_SEARCH_KINDS[variant % SITE_SEARCH_KINDS.length];
  const page = 1 + (Math.floor(variant / SITE_SEARCH_KINDS.length) % SITE_SEARCH_PAGES);
  const query = new URLSearchParams({ q: word, page: String(page), per_page: String(SITE_SEARCH_PAGE_SIZE) });
  if (kind) query.set('type', kind);
  return `/api/search?${query}`;
}
