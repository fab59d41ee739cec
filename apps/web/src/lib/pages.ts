// Paged list answers (`data` a list, `meta` the page numbers) read the same way by every list that
// shows pages one after another with 'Load more' (publications, stories, news and events).
import type { ApiAnswer } from './api-client';

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** True when more items match than `total` (a search counts exactly up to SEARCH_EXACT_TOTAL_MAX). */
  total_is_lower_bound?: true;
}

export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

/** A Laravel paginator nested in `data`: `{ data: [...], current_page, total, ... }` or `{ data, meta }`. */
type NestedPage<T> = { data: T[]; meta?: Partial<PageMeta> } & Partial<PageMeta>;

const isNestedPage = <T>(data: unknown): data is NestedPage<T> =>
  typeof data === 'object' && data !== null && Array.isArray((data as { data?: unknown }).data);

/** The items of a list answer's `data`: the list itself, or the one a paginator nests inside it. */
export function listItems<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  return isNestedPage<T>(data) ? data.data : [];
}

/** A list answer as the API sends it, in either shape. */
export type PageAnswer<T> = ApiAnswer<T[] | NestedPage<T>, Partial<PageMeta>>;

/**
 * The page of `answer`, asked as `page` of `perPage`; missing numbers are worked out from what came.
 * Reads both shapes: `data` the list with `meta` beside it, or a paginator nested in `data`.
 */
export function toPage<T>(answer: PageAnswer<T>, page: number, perPage: number): Page<T> {
  const items = listItems<T>(answer.data);
  const nested = isNestedPage<T>(answer.data) ? answer.data : undefined;
  const meta: Partial<PageMeta> = answer.meta ?? nested?.meta ?? nested ?? {};
  const size = meta.per_page ?? perPage;
  const total = meta.total ?? items.length;
  return {
    items,
    meta: {
      current_page: meta.current_page ?? page,
      per_page: size,
      total,
      last_page: meta.last_page ?? Math.max(1, Math.ceil(total / size)),
      ...(meta.total_is_lower_bound ? { total_is_lower_bound: true as const } : {}),
    },
  };
}

/** The page after `last`, or undefined after the last one (TanStack Query's getNextPageParam). */
export function nextPageParam(last: Page<unknown>): number | undefined {
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}
