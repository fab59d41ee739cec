// The workloads of `npm run bench:peers`, as each server is asked them. The hub and its peers hold the
// same publications, stories and news/events (ids included); each request asks both for the same thing
// in its own API: visitors' reads of approved publications, newest first, with the total, and searches
// of stories and news/events.
import type { AutocannonRequest } from 'autocannon';
import { BROWSER_HEADERS } from '../server/fixtures.ts';
import { nextClientAddress } from '../server/client-address.ts';
import { uniqueListSearch, uniqueListSearchPath, uniqueSearch, uniqueSearchPath, type SearchedList } from '../server/unique-searches.ts';
import type { PeerTable } from './peer-table.ts';

/** A server under measure: the hub or a peer. */
export interface Peer {
  name: string;
  url: string;
  rssBytes(): number;
  stop(): Promise<void>;
}

export const PEER_WORKLOADS = {
  P1: 'unique searches: a new word or year each request, 12 a page, with the total (no kept answer)',
  P2: 'the same list URL: page 1 of 12, newest first, with the total',
  P3: 'a publication by id, over 1,000 ids',
  P4: 'a deep page: page 500 of 20, with the total',
  P5: 'unique story searches: a new word, region or sort each request, 9 a page, with the total (no kept answer)',
  P6: 'unique news/event searches: a new word, region or sort each request, a page, with the total (no kept answer)',
} as const;
export type PeerWorkloadId = keyof typeof PEER_WORKLOADS;

/** The workloads whose every request is a search no one made before. */
const UNIQUE_SEARCH_WORKLOADS: ReadonlySet<PeerWorkloadId> = new Set(['P1', 'P5', 'P6']);

/** How a server is asked each workload. */
export interface PeerDialect {
  uniqueSearch(n: number): string;
  uniqueStorySearch(n: number): string;
  uniqueNewsSearch(n: number): string;
  firstPage: string;
  detail(id: number): string;
  deepPage: string;
  /** Headers of every request: the hub's name a client address per request, as nginx would (its flood guard is per address). */
  headers(workload: PeerWorkloadId): Record<string, string>;
}

const DEEP_PAGE = 500;
const DEEP_PER_PAGE = 20;

export const HUB_DIALECT: PeerDialect = {
  uniqueSearch: uniqueSearchPath,
  uniqueStorySearch: (n) => uniqueListSearchPath('stories', n),
  uniqueNewsSearch: (n) => uniqueListSearchPath('news-events', n),
  firstPage: '/api/publications?page=1&per_page=12',
  detail: (id) => `/api/publications/${id}`,
  deepPage: `/api/publications?page=${DEEP_PAGE}&per_page=${DEEP_PER_PAGE}`,
  headers: () => ({ ...BROWSER_HEADERS, 'x-forwarded-for': nextClientAddress() }),
};

// The hub's story and news/event sorts in Directus's terms. Directus sorts titles as stored (the hub by
// their lower case), and by start newest first it puts items without a start first (the hub last).
const DIRECTUS_SORTS: Record<string, string> = {
  newest: '-date_created,-id',
  oldest: 'date_created,id',
  title_az: 'title,id',
  title_za: '-title,-id',
  title: 'title,id',
  date: '-starting_date,-date_created,-id',
  upcoming: 'starting_date,id',
};

/** Directus's path of the n-th unique search of a list, as the hub's uniqueListSearchPath asks it. */
function directusListSearch(list: SearchedList, collection: PeerTable, n: number): string {
  const { word, region, sort, perPage } = uniqueListSearch(list, n);
  const query = new URLSearchParams({ search: word, sort: DIRECTUS_SORTS[sort]!, limit: String(perPage), page: '1', meta: 'filter_count' });
  // The hub matches a region through the item's country; the peer's copy carries the country's flags.
  if (region === 'MENA') query.set('filter[is_mena][_eq]', 'true');
  else if (region === 'OIC') query.set('filter[is_oic][_eq]', 'true');
  else if (region && region !== 'Global') query.set('filter[continent][_eq]', region);
  return `/items/${collection}?${query}`;
}

// Directus's public role reads approved publications only (its permission's filter), as the hub's visitors do.
const DIRECTUS_LIST = '/items/publications?sort=-publication_date,-id&meta=filter_count';

export const DIRECTUS_DIALECT: PeerDialect = {
  uniqueSearch: (n) => {
    const { word, yearFrom } = uniqueSearch(n);
    const query = new URLSearchParams({ search: word, 'filter[publication_date][_gte]': `${yearFrom}-01-01`, limit: '12', page: '1' });
    return `${DIRECTUS_LIST}&${query}`;
  },
  uniqueStorySearch: (n) => directusListSearch('stories', 'stories', n),
  uniqueNewsSearch: (n) => directusListSearch('news-events', 'news_events', n),
  firstPage: `${DIRECTUS_LIST}&limit=12&page=1`,
  detail: (id) => `/items/publications/${id}`,
  deepPage: `${DIRECTUS_LIST}&limit=${DEEP_PER_PAGE}&page=${DEEP_PAGE}`,
  // Unique searches go around Directus's cache (CACHE_SKIP_ALLOWED): with it they would only be written to it.
  headers: (workload) => ({ ...BROWSER_HEADERS, ...(UNIQUE_SEARCH_WORKLOADS.has(workload) ? { 'cache-control': 'no-store' } : {}) }),
};

function cycle<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

/**
 * The autocannon request of a workload in a server's dialect. Unique searches start at `firstSearch`:
 * every server of a round is asked the same searches in the same order, and each round starts where
 * no earlier round's searches reached.
 */
export function peerRequest(workload: PeerWorkloadId, dialect: PeerDialect, detailIds: number[], firstSearch: number): AutocannonRequest {
  const nextId = cycle(detailIds);
  let search = firstSearch;
  const nextPath: Record<PeerWorkloadId, () => string> = {
    P1: () => dialect.uniqueSearch(search++),
    P2: () => dialect.firstPage,
    P3: () => dialect.detail(nextId()),
    P4: () => dialect.deepPage,
    P5: () => dialect.uniqueStorySearch(search++),
    P6: () => dialect.uniqueNewsSearch(search++),
  };
  return {
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: nextPath[workload](), headers: dialect.headers(workload) }),
  };
}
