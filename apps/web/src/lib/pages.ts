// Paged list answers (`data` a list, `meta` the page numbers) read the same way by every list that
// shows pages one after another with 'Load more' (publications, stories).
import type { ApiAnswer } from './api-client';

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

/** The page of `answer`, asked as `page` of `perPage`; missing numbers are worked out from what came. */
export function toPage<T>(answer: ApiAnswer<T[], Partial<PageMeta>>, page: number, perPage: number): Page<T> {
  const items = Array.isArray(answer.data) ? answer.data : [];
  const meta = answer.meta ?? {};
  const size = meta.per_page ?? perPage;
  const total = meta.total ?? items.length;
  return {
    items,
    meta: {
      current_page: meta.current_page ?? page,
      per_page: size,
      total,
      last_page: meta.last_page ?? Math.max(1, Math.ceil(total / size)),
    },
  };
}

/** The page after `last`, or undefined after the last one (TanStack Query's getNextPageParam). */
export function nextPageParam(last: Page<unknown>): number | undefined {
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}
