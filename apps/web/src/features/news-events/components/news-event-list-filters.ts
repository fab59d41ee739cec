// The news and events list's filters (spec part 2, sections 2.8, 4 and 9): the All / News / Events tab
// (`type`), search, post types (several at once, sent comma-joined), region and sort. They live in the
// address, so a filtered list can be shared; the server applies every one. The Events tab sorts by
// date, the others by newest; events can also be shown upcoming first.
import {
  NEWS_EVENT_SORT_ALIASES,
  NEWS_EVENT_SORTS,
  NEWS_EVENT_TYPES,
  LANGUAGES,
  REGIONS,
  type Language,
  type NewsEventSort,
  type NewsEventType,
  type Region,
} from '@wefe/contract';
import type { QueryParams } from '@/lib/api-client';
import type { MessageKey } from '@/lib/i18n';
import { oneOf, readParam, withFilterParams } from '@/lib/list-filters';

/** The filters as the address holds them; '' is "not set". */
export interface NewsEventListFilters {
  /** The tab: '' for All. */
  type: NewsEventType | '';
  search: string;
  /** Post type ids, comma-joined ('1,3'), in ascending order. */
  post_type_id: string;
  region: Region | '';
  /** The language the items are written in. */
  content_language: Language | '';
  sort: NewsEventSort;
}

export type NewsEventTab = 'all' | NewsEventType;

export const DEFAULT_NEWS_EVENT_FILTERS: NewsEventListFilters = { type: '', search: '', post_type_id: '', region: '', content_language: '', sort: 'newest' };

/** The sort a tab starts with: date for events, newest otherwise (spec part 2, section 4). */
export function tabSort(type: NewsEventType | ''): NewsEventSort {
  return type === 'event' ? 'date' : 'newest';
}

/** Ids of a comma-joined list, each once, ascending; anything else dropped. */
export function parseIds(text: string): string[] {
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[1-9]\d{0,8}$/.test(id));
  return [...new Set(ids)].sort((a, b) => Number(a) - Number(b));
}

/** The filters an address names; unknown values fall back to the defaults ('new', 'old', 'up' name sorts too). */
export function newsEventFiltersFromSearchParams(params: URLSearchParams): NewsEventListFilters {
  const type = oneOf(readParam(params, 'type'), NEWS_EVENT_TYPES, '');
  const sort = readParam(params, 'sort');
  return {
    type,
    search: readParam(params, 'search'),
    post_type_id: parseIds(readParam(params, 'post_type_id')).join(','),
    region: oneOf(readParam(params, 'region'), REGIONS, ''),
    content_language: oneOf(readParam(params, 'content_language'), LANGUAGES, ''),
    sort: oneOf(NEWS_EVENT_SORT_ALIASES[sort] ?? sort, NEWS_EVENT_SORTS, tabSort(type)),
  };
}

/** `current` with the filters written (empty values and the tab's own sort left out). */
export function withNewsEventFilters(current: URLSearchParams, filters: NewsEventListFilters): URLSearchParams {
  return withFilterParams(current, filters, { ...DEFAULT_NEWS_EVENT_FILTERS, sort: tabSort(filters.type) });
}

/** True when a filter narrows the list beyond its tab (the list then asks GET /news-events/search). */
export function narrowsNewsEvents(filters: NewsEventListFilters): boolean {
  return filters.search !== '' || filters.post_type_id !== '' || filters.region !== '' || filters.content_language !== '';
}

/** The query of the list call: the filters set, post types as a list (the client joins it with commas). */
export function newsEventFiltersQuery(filters: NewsEventListFilters): QueryParams {
  return {
    type: filters.type,
    search: filters.search,
    post_type_id: parseIds(filters.post_type_id),
    region: filters.region,
    content_language: filters.content_language,
    sort: filters.sort,
  };
}

/** The sorts the select offers: upcoming first only for events (or when the address asks for it). */
export function offeredSorts(filters: NewsEventListFilters): NewsEventSort[] {
  return NEWS_EVENT_SORTS.filter((sort) => sort !== 'upcoming' || filters.type === 'event' || filters.sort === 'upcoming');
}

export const NEWS_EVENT_SORT_LABEL_KEYS = {
  newest: 'news_events.filters.sort_newest',
  oldest: 'news_events.filters.sort_oldest',
  title: 'news_events.filters.sort_title',
  date: 'news_events.filters.sort_date',
  upcoming: 'news_events.filters.sort_upcoming',
} as const satisfies Record<NewsEventSort, MessageKey>;
