// Builds the answers of successful calls in the shape every client reads.
import type { FastifyRequest } from 'fastify';
import { translate, type MessageKey, type MessageParams } from './i18n.ts';

/** `{ success: true, message, data }` with the message in the request's language. */
export function ok<T>(request: FastifyRequest, messageKey: MessageKey, data: T, params?: MessageParams) {
  return { success: true as const, message: translate(request.lang, messageKey, params), data };
}

/** A Laravel-style page: `data` list, `meta` with the total, and `links` built from the request URL. */
export function page<T>(
  request: FastifyRequest,
  messageKey: MessageKey,
  items: T[],
  { page, perPage, total, totalIsLowerBound }: { page: number; perPage: number; total: number; totalIsLowerBound?: boolean },
) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number) => {
    const url = new URL(request.url, 'http://hub.local');
    url.searchParams.set('page', String(target));
    return `${url.pathname}${url.search}`;
  };
  return {
    ...ok(request, messageKey, items),
    meta: { current_page: page, per_page: perPage, total, last_page: lastPage, ...(totalIsLowerBound ? { total_is_lower_bound: true as const } : {}) },
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(page - 1) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
  };
}
