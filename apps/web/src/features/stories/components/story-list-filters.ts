// The story list's filters (spec part 2, sections 2.4 and 9): search, category (a sector id), region,
// progress status (all, ongoing, completed) and sort (newest, oldest, title A-Z, Z-A). They live in the
// address, so a filtered list can be shared; the server applies every one.
import { LANGUAGES, REGIONS, STORY_SORTS, STORY_STATUS_FILTERS, type Language, type Region, type StorySort, type StoryStatusFilter } from '@wefe/contract';
import type { QueryParams } from '@/lib/api-client';
import type { MessageKey } from '@/lib/i18n';
import { oneOf, readParam, withFilterParams } from '@/lib/list-filters';

/** The filters as the address holds them; '' is "not set". */
export interface StoryListFilters {
  search: string;
  /** A sector id. */
  category: string;
  region: Region | '';
  status: StoryStatusFilter;
  /** The language the stories are written in. */
  content_language: Language | '';
  sort: StorySort;
}

export const DEFAULT_STORY_FILTERS: StoryListFilters = { search: '', category: '', region: '', status: 'all', content_language: '', sort: 'newest' };

/** The story list's filters named by an address; unknown values fall back to the defaults. */
export function storyFiltersFromSearchParams(params: URLSearchParams): StoryListFilters {
  return {
    search: readParam(params, 'search'),
    category: /^\d+$/.test(readParam(params, 'category')) ? readParam(params, 'category') : '',
    region: oneOf(readParam(params, 'region'), REGIONS, ''),
    status: oneOf(readParam(params, 'status'), STORY_STATUS_FILTERS, DEFAULT_STORY_FILTERS.status),
    content_language: oneOf(readParam(params, 'content_language'), LANGUAGES, ''),
    sort: oneOf(readParam(params, 'sort'), STORY_SORTS, DEFAULT_STORY_FILTERS.sort),
  };
}

/** `current` with the story filters written (defaults left out). */
export function withStoryFilters(current: URLSearchParams, filters: StoryListFilters): URLSearchParams {
  return withFilterParams(current, filters, DEFAULT_STORY_FILTERS);
}

/** True when a filter narrows the list (sorting only orders it). */
export function narrowsStories(filters: StoryListFilters): boolean {
  return filters.search !== '' || filters.category !== '' || filters.region !== '' || filters.content_language !== '' || filters.status !== DEFAULT_STORY_FILTERS.status;
}

/** The query of GET /stories: the filters set, 'all' left out, the sort always named. */
export function storyFiltersQuery(filters: StoryListFilters): QueryParams {
  return {
    search: filters.search,
    category: filters.category,
    region: filters.region,
    status: filters.status === 'all' ? '' : filters.status,
    content_language: filters.content_language,
    sort: filters.sort,
  };
}

/** Labels of the options when GET /stories/filters does not name them. */
export const STORY_STATUS_LABEL_KEYS = {
  all: 'stories.filters.status_all',
  ongoing: 'stories.filters.status_ongoing',
  completed: 'stories.filters.status_completed',
} as const satisfies Record<StoryStatusFilter, MessageKey>;

export const STORY_SORT_LABEL_KEYS = {
  newest: 'stories.filters.sort_newest',
  oldest: 'stories.filters.sort_oldest',
  title_az: 'stories.filters.sort_title_az',
  title_za: 'stories.filters.sort_title_za',
} as const satisfies Record<StorySort, MessageKey>;

export const STORY_REGION_LABEL_KEYS = {
  Global: 'stories.filters.regions.global',
  MENA: 'stories.filters.regions.mena',
  OIC: 'stories.filters.regions.oic',
  Africa: 'stories.filters.regions.africa',
  Asia: 'stories.filters.regions.asia',
  Europe: 'stories.filters.regions.europe',
} as const satisfies Record<Region, MessageKey>;
