// The list's filters (spec part 1, 'Publications list'): read from and written to the address's search
// parameters, so a filtered list can be shared and survives a reload. The server applies every one.
import { LANGUAGES, PUBLICATION_SORTS, REGIONS, YEAR_FILTER_MAX, YEAR_FILTER_MIN, type Language, type Region } from '@wefe/contract';
import type { QueryParams } from '@/lib/api-client';
import type { MessageKey } from '@/lib/i18n';
import { oneOf, readParam, withFilterParams } from '@/lib/list-filters';

export type PublicationSort = (typeof PUBLICATION_SORTS)[number];

/** The filters as the address holds them; '' is "not set". */
export interface PublicationFilters {
  search: string;
  region: Region | '';
  year_from: string;
  year_to: string;
  topic: string;
  publication_type_id: string;
  /** The language the publications are written in. */
  content_language: Language | '';
  sort: PublicationSort;
}

export const DEFAULT_SORT: PublicationSort = 'new';

export const EMPTY_FILTERS: PublicationFilters = {
  search: '',
  region: '',
  year_from: '',
  year_to: '',
  topic: '',
  publication_type_id: '',
  content_language: '',
  sort: DEFAULT_SORT,
};

/** The filters that narrow the list (sorting only orders it). */
export const NARROWING_FILTERS = ['search', 'region', 'year_from', 'year_to', 'topic', 'publication_type_id', 'content_language'] as const satisfies readonly (keyof PublicationFilters)[];

/**
 * The topics of the spec's two readings, matched by the server against keywords and sector. The value
 * is the English word sent to the server; the label is translated.
 */
export const TOPICS: readonly { value: string; labelKey: MessageKey }[] = [
  { value: 'Energy', labelKey: 'publications.topics.energy' },
  { value: 'Food', labelKey: 'publications.topics.food' },
  { value: 'Water', labelKey: 'publications.topics.water' },
  { value: 'Ecosystems', labelKey: 'publications.topics.ecosystems' },
  { value: 'Nexus', labelKey: 'publications.topics.nexus' },
  { value: 'Governance', labelKey: 'publications.topics.governance' },
  { value: 'Innovation', labelKey: 'publications.topics.innovation' },
  { value: 'Knowledge', labelKey: 'publications.topics.knowledge' },
  { value: 'Methods', labelKey: 'publications.topics.methods' },
  { value: 'Sustainability', labelKey: 'publications.topics.sustainability' },
  { value: 'Gender', labelKey: 'publications.topics.gender' },
];

export const REGION_LABEL_KEYS = {
  Global: 'publications.regions.global',
  MENA: 'publications.regions.mena',
  OIC: 'publications.regions.oic',
  Africa: 'publications.regions.africa',
  Asia: 'publications.regions.asia',
  Europe: 'publications.regions.europe',
} as const satisfies Record<Region, MessageKey>;

export const SORT_LABEL_KEYS = {
  new: 'publications.sort.new',
  old: 'publications.sort.old',
  az: 'publications.sort.az',
} as const satisfies Record<PublicationSort, MessageKey>;

/** The filters an address names; unknown regions and sorts fall back to none and newest. */
export function filtersFromSearchParams(params: URLSearchParams): PublicationFilters {
  const text = (name: string) => readParam(params, name);
  return {
    search: text('search'),
    region: oneOf(text('region'), REGIONS, ''),
    year_from: text('year_from'),
    year_to: text('year_to'),
    topic: text('topic'),
    publication_type_id: text('publication_type_id'),
    content_language: oneOf(text('content_language'), LANGUAGES, ''),
    sort: oneOf(text('sort'), PUBLICATION_SORTS, DEFAULT_SORT),
  };
}

/**
 * `current` with the filters replaced: empty ones and the default sort are left out, so a plain list
 * has a plain address; other parameters (such as the add dialog's) are kept.
 */
export function withFilters(current: URLSearchParams, filters: PublicationFilters): URLSearchParams {
  return withFilterParams(current, filters, EMPTY_FILTERS);
}

/** True when any filter narrows the list (the empty state then offers to clear them). */
export function hasActiveFilters(filters: PublicationFilters): boolean {
  return NARROWING_FILTERS.some((name) => filters[name] !== '');
}

/** The query of GET /publications/search for these filters (the client skips empty values). */
export function filtersQuery(filters: PublicationFilters): QueryParams {
  return { ...filters };
}

export type YearError = 'range' | 'order';

/** Checks the year boxes: whole years from 1990 to 2100, and from not after to (spec section 5). */
export function checkYears(filters: Pick<PublicationFilters, 'year_from' | 'year_to'>): { year_from?: YearError; year_to?: YearError } {
  const errors: { year_from?: YearError; year_to?: YearError } = {};
  const valid = (value: string) => /^\d{4}$/.test(value) && Number(value) >= YEAR_FILTER_MIN && Number(value) <= YEAR_FILTER_MAX;
  if (filters.year_from !== '' && !valid(filters.year_from)) errors.year_from = 'range';
  if (filters.year_to !== '' && !valid(filters.year_to)) errors.year_to = 'range';
  if (!errors.year_from && !errors.year_to && filters.year_from !== '' && filters.year_to !== '' && Number(filters.year_from) > Number(filters.year_to)) {
    errors.year_to = 'order';
  }
  return errors;
}
