// W9 and W10's searches (issue 29): each request a word or a year no request before it used, so no
// kept answer serves it, as real visitors' searches are. Words come from the generated texts'
// vocabulary in three languages, places, and misspellings (which fall back to trigram similarity).
import { PUBLICATIONS_PAGE_SIZE } from '@wefe/contract';
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
export function uniqueSearchPath(n: number): string {
  const word = SEARCH_WORDS[n % SEARCH_WORDS.length]!;
  const yearFrom = FIRST_YEAR + (Math.floor(n / SEARCH_WORDS.length) % YEARS);
  const query = new URLSearchParams({ search: word, year_from: String(yearFrom), page: '1', per_page: String(PUBLICATIONS_PAGE_SIZE) });
  return `/api/publications/search?${query}`;
}

/** How many distinct paths uniqueSearchPath makes before it repeats. */
export const UNIQUE_SEARCHES = SEARCH_WORDS.length * YEARS;
