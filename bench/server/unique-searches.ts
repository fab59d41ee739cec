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

// The site search (issue 30) has no filters but the kind: a search is made unique by its term with a
// kind (or every kind) and one of its first pages, as a visitor narrows and pages what a term found.
// The hub keeps a term's matches for its next kind or page (decision 048), so the terms must not run
// out within a run: W9's words first, then two words of one language, as visitors also search.
const SITE_SEARCH_KINDS = [undefined, ...SITE_SEARCH_TYPES] as const;
const SITE_SEARCH_PAGES = 3;
const SITE_SEARCH_VARIANTS = SITE_SEARCH_KINDS.length * SITE_SEARCH_PAGES;

/** Single words of the vocabulary in one language. */
function wordsOf(language: 'en' | 'fr' | 'ar'): string[] {
  return [...new Set([...THEMES, ...GROUPS, ...ORGANISATIONS].flatMap((phrase) => phrase[language].split(/[\s']+/)).filter((word) => word.length >= 4))];
}

/** Every pair of two different words of one language, the languages in turn. */
const WORD_PAIRS: readonly string[] = (() => {
  const byLanguage = (['en', 'fr', 'ar'] as const).map((language) => {
    const words = wordsOf(language);
    return words.flatMap((first, i) => words.filter((_, j) => j !== i).map((second) => `${first} ${second}`));
  });
  const longest = Math.max(...byLanguage.map((pairs) => pairs.length));
  return Array.from({ length: longest }, (_, i) => byLanguage.flatMap((pairs) => (i < pairs.length ? [pairs[i]!] : [])));
})().flat();

/** The site search terms in turn: W9's words, then the word pairs. */
const SITE_SEARCH_TERMS: readonly string[] = [...SEARCH_WORDS, ...WORD_PAIRS];

/** The k-th site search term (W9's words, then the word pairs), from the first again once all were used. */
export function siteSearchTerm(k: number): string {
  return SITE_SEARCH_TERMS[k % SITE_SEARCH_TERMS.length]!;
}

/** How many distinct paths uniqueSiteSearchPath makes before it repeats. */
export const UNIQUE_SITE_SEARCHES = SITE_SEARCH_TERMS.length * SITE_SEARCH_VARIANTS;

/**
 * The n-th unique site search. As many visitors as W9 has words search at once, each a term of their
 * own that they then ask with every kind and page, one request a visitor in turn: a visitor's next click
 * comes that many requests later. Visitors start at different steps, so new terms (each a first
 * search) are spread evenly among the others' next clicks instead of all coming at once.
 */
export function uniqueSiteSearchPath(n: number): string {
  const visitors = SEARCH_WORDS.length;
  const visitor = n % visitors;
  const step = Math.floor(n / visitors) + visitor;
  const term = siteSearchTerm((Math.floor(step / SITE_SEARCH_VARIANTS) * visitors + visitor) % SITE_SEARCH_TERMS.length);
  const variant = step % SITE_SEARCH_VARIANTS;
  const kind = SITE_SEARCH_KINDS[variant % SITE_SEARCH_KINDS.length];
  const page = 1 + Math.floor(variant / SITE_SEARCH_KINDS.length);
  const query = new URLSearchParams({ q: term, page: String(page), per_page: String(SITE_SEARCH_PAGE_SIZE) });
  if (kind) query.set('type', kind);
  return `/api/search?${query}`;
}
