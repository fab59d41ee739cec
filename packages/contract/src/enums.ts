// Fixed value sets named by the spec.
import { CONTENT_ITEM_KIND_LIST, type ContentItemKind } from './schemas/content-types.ts';

/** Post types (spec part 2, section 3): 1 News, 2 Event, 3 Announcement. */
export const POST_TYPE_IDS = { news: 1, event: 2, announcement: 3 } as const;

/** Sustainability statuses (spec part 2, section 3). */
export const SUSTAINABILITY_STATUS_IDS = { sustainable: 1, partiallySustainable: 2, underDevelopment: 3 } as const;

/** Regions offered by the list filters. */
export const REGIONS = ['Global', 'MENA', 'OIC', 'Africa', 'Asia', 'Europe'] as const;
export type Region = (typeof REGIONS)[number];

/** Sector types; maps use `interactive-maps`. */
export const SECTOR_TYPES = ['interactive-maps'] as const;

// The list pages' options: plain values, apart from the schemas that check them (schemas/*.ts), so a
// page that only lists does not evaluate the forms' schemas (and zod) with them.

/** Publication sorts. */
export const PUBLICATION_SORTS = ['new', 'old', 'az'] as const;
/** `unpublished`: approved once, then taken off the public site by staff; the owner's edit sends it back to review. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'unpublished'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const PUBLICATIONS_PAGE_SIZE = 12;
/**
 * A search counts its matches exactly up to this many; past it the answer's total is this number with
 * `meta.total_is_lower_bound` (shown as "More than 1,000 results"), as search engines do: counting every
 * match of a common word read them all (0.4 s for 42,000 of 100,000 publications), issue 29.
 */
export const SEARCH_EXACT_TOTAL_MAX = 1000;

/** Story sorts and progress. */
export const STORY_SORTS = ['newest', 'oldest', 'title_az', 'title_za'] as const;
export type StorySort = (typeof STORY_SORTS)[number];
export const STORY_STATUS_FILTERS = ['all', 'ongoing', 'completed'] as const;
export type StoryStatusFilter = (typeof STORY_STATUS_FILTERS)[number];
/** A card's label: ongoing if is_ongoing, completed if it has an ending date, otherwise to be determined. */
export const STORY_PROGRESS = ['ongoing', 'completed', 'tbd'] as const;
export type StoryProgress = (typeof STORY_PROGRESS)[number];

/** News and events: types, sorts and an event's details. */
export const NEWS_EVENT_TYPES = ['news', 'event'] as const;
export type NewsEventType = (typeof NEWS_EVENT_TYPES)[number];

/** Sorts: newest and oldest by creation, title A to Z, date (start date, latest first), upcoming (soonest first). */
export const NEWS_EVENT_SORTS = ['newest', 'oldest', 'title', 'date', 'upcoming'] as const;
export type NewsEventSort = (typeof NEWS_EVENT_SORTS)[number];
/** The spec's select values (new, old, up) name the same sorts. */
export const NEWS_EVENT_SORT_ALIASES: Record<string, NewsEventSort> = { new: 'newest', old: 'oldest', up: 'upcoming' };
export const EVENT_TYPES = ['conference', 'workshop', 'webinar', 'training', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const FEE_TYPES = ['free', 'paid', 'varies'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/**
 * The groups the index compares a country with: MENA and the OIC by membership, and the continents of
 * the hub's countries (as countries.json names them).
 */
export const INDEX_REGIONS = ['MENA', 'OIC', 'Africa', 'Americas', 'Asia', 'Europe'] as const;
export type IndexRegion = (typeof INDEX_REGIONS)[number];

/** What an e-mail alert can follow (issue 30): the kinds of approved content (schemas/content-types.ts). */
export const ALERT_KINDS: readonly ContentItemKind[] = CONTENT_ITEM_KIND_LIST;
export type AlertKind = ContentItemKind;
/** What the site search finds (GET /api/search?type=): each kind of public item, in the order its facets are listed. */
export const SITE_SEARCH_TYPES = [...CONTENT_ITEM_KIND_LIST, 'country', 'partner', 'page'] as const;
export type SiteSearchType = (typeof SITE_SEARCH_TYPES)[number];

/** How often a member's alert digest is sent. */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The most countries and sectors one alert follows (none chosen follows all of them). */
export const ALERT_COUNTRIES_MAX = 30;
export const ALERT_SECTORS_MAX = 20;
/** The most items one digest lists; it counts the rest. */
export const ALERT_DIGEST_ITEMS_MAX = 30;

/** Results a site search page holds by default, and at most. */
export const SITE_SEARCH_PAGE_SIZE = 10;
export const SITE_SEARCH_PAGE_SIZE_MAX = 50;
/** Content results the header's search panel shows under its page matches. */
export const SITE_SEARCH_PANEL_RESULTS = 6;
/** The longest site search term. */
export const SITE_SEARCH_QUERY_MAX = 200;

/** The formats "Cite this" offers for a publication: APA text, and BibTeX and RIS files. */
export const CITATION_FORMATS = ['apa', 'bibtex', 'ris'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];
