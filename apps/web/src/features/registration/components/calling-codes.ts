// The calling-code choices of the phone fields: one per country that has a calling code, from the
// countries the API lists (names in the interface language), searchable by name, ISO code or digits.
import { DEFAULT_CALLING_CODE, type Country } from '@wefe/contract';

export interface CallingCodeOption {
  /** ISO 3166-1 alpha-2: countries can share a calling code (+1, +44, +7), so the country is the value. */
  iso2: string;
  name: string;
  callingCode: string;
  /** Lower-case text the search looks in: names in all three languages and the ISO codes. */
  searchText: string;
}

/** The country whose calling code is chosen at first (spec part 1, section 9: +962, Jordan). */
export const DEFAULT_CALLING_COUNTRY = 'JO';

/** Lower case without accents or Arabic diacritics, so 'reunion' finds 'Réunion'. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** Choices for every country with a calling code, in the order of `countries`. */
export function callingCodeOptions(countries: readonly Country[]): CallingCodeOption[] {
  return countries
    .filter((country) => country.calling_code && country.code)
    .map((country) => ({
      iso2: country.code.toUpperCase(),
      name: country.name,
      callingCode: country.calling_code as string,
      searchText: normaliseSearch([country.name, country.name_en, country.name_ar, country.name_fr, country.code, country.iso3].join(' ')),
    }));
}

/**
 * The built-in default, so the picker works before (or without) the countries list: Jordan, named by
 * the browser's own region names in the interface language.
 */
export function defaultCallingCodeOption(language: string): CallingCodeOption {
  let name = 'Jordan';
  try {
    name = new Intl.DisplayNames([language], { type: 'region' }).of(DEFAULT_CALLING_COUNTRY) ?? name;
  } catch {
    // Older browsers without Intl.DisplayNames keep the English name.
  }
  return { iso2: DEFAULT_CALLING_COUNTRY, name, callingCode: DEFAULT_CALLING_CODE, searchText: normaliseSearch(`${name} jordan jo jor`) };
}

/**
 * The choices matching `query`: by name (any language), ISO code, or calling code with or without
 * '+'. Exact calling-code matches come first, then names that start with the query, then the rest.
 */
export function filterCallingCodes(options: readonly CallingCodeOption[], query: string): CallingCodeOption[] {
  const text = normaliseSearch(query);
  if (text === '') return [...options];
  const digits = text.replace(/^\+/, '').replace(/[\s-]/g, '');
  const isNumber = /^\d+$/.test(digits);
  const rank = (option: CallingCodeOption): number => {
    const code = option.callingCode.replace(/^\+/, '');
    if (isNumber) return code === digits ? 0 : code.startsWith(digits) ? 1 : -1;
    if (normaliseSearch(option.name).startsWith(text)) return 2;
    return option.searchText.includes(text) ? 3 : -1;
  };
  return options
    .map((option, index) => ({ option, index, score: rank(option) }))
    .filter(({ score }) => score >= 0)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map(({ option }) => option);
}

/**
 * The phone number the API expects: the calling code joined to the number (spec part 1, section 3),
 * e.g. '+962' and '079 123 4567' → '+962791234567'. Separators go, and so does the national trunk
 * prefix 0 (which is not dialled after a calling code); a number typed with its own '+' is kept as it
 * is. Empty when no number was typed.
 */
export function joinPhone(callingCode: string, number: string): string {
  const compact = number.replace(/[\s().-]/g, '');
  if (compact === '') return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${callingCode}${compact.replace(/^0/, '')}`;
}
