// The hub as its own shared cache of visitors' answers (docs/decisions/022-answer-cache.md). Answers a
// shared cache may keep (`public, max-age` in lib/cache-policy.ts) are kept finished: serialised,
// compressed and with their ETag, for at most ANSWER_CACHE_SECONDS. A popular story, ranking or map is
// then read and compressed once every few seconds instead of on every request. Any successful write by
// a signed-in caller empties the cache, so nobody reads an answer older than the last change made
// through this server: only members and staff can change what the public reads. Kept answers are served
// by the hub's server before Fastify sees the request (lib/kept-answer-server.ts, decision 026).
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { answerCacheKey, createAnswerCache, type AnswerCache } from '../lib/answer-cache.ts';
import { CACHE_POLICIES } from '../lib/cache-policy.ts';
import type { KeptAnswerDoor } from '../lib/kept-answer-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
  interface FastifyRequest {
    /** The answer cache's generation when this request began (AnswerCache.set's `since`). */
    answerCacheSince: number;
  }
}

export interface AnswerCachePluginOptions {
  /** The server's front door that serves what this plugin keeps; without one nothing is served from it. */
  door?: KeptAnswerDoor;
}

/**
 * The longest an answer is kept, whatever its max-age: a second server behind the same proxy (which
 * does not see this one's writes) serves a change at most this late.
 */
export const ANSWER_CACHE_SECONDS = 10;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 1024 * 1024;

// Per-connection and per-request headers are the server's to set on each answer (HSTS: only over https).
const NOT_KEPT = new Set(['content-length', 'x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie', 'strict-transport-security']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cache key of a visitor's GET whose answer a shared cache may keep, else null. */
function keyOf(request: FastifyRequest): { key: string; ttlMs: number } | null {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
  // Set on every route by the http-cache plugin; answers without a route (404s, the web app's files) have none.
  const policy = request.routeOptions.config?.cachePolicy;
  const maxAge = policy && CACHE_POLICIES[policy].visitor.sharedMaxAgeSeconds;
  if (!maxAge) return null;
  const key = answerCacheKey(request.lang, request.headers['accept-encoding'], request.url);
  return { key, ttlMs: Math.min(maxAge, ANSWER_CACHE_SECONDS) * 1000 };
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !NOT_KEPT.has(name.toLowerCase())) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

export default fp<AnswerCachePluginOptions>(
  async (app, { door }) => {
    const cache = createAnswerCache({ maxBytes: MAX_BYTES, maxEntryBytes: MAX_ENTRY_BYTES });
    app.decorate('answerCache', cache);

    // Other processes on the same PostgreSQL database hear of every clear here, and this one of theirs
    // (db/change-notices.ts): a change made through any of them is served by all within a second. A
    // clear heard from elsewhere is not announced again.
    const notices = app.database.changeNotices?.((error) => app.log.warn({ err: error }, 'change notices: the listening connection failed; listening again'));
    if (notices) {
      let heard = false;
      notices.onChange(() => {
        heard = true;
        try {
          cache.clear();
        } finally {
          heard = false;
        }
      });
      cache.onClear(() => {
        if (!heard) notices.announce();
      });
      app.addHook('onClose', async () => notices.close());
    }
    if (door) {
      door.open(cache, app.log);
      // While closing, Fastify answers 503 so clients go elsewhere; the front door steps aside for that.
      app.addHook('preClose', async () => door.close());
    }

    const keep: onSendAsyncHookHandler = async (request, reply, payload) => {
      if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
      const cacheable = keyOf(request);
      if (cacheable) cache.set(cacheable.key, payload, keptHeaders(reply), cacheable.ttlMs, request.answerCacheSince);
      return payload;
    };
    // An answer read before a write and kept after the write's clear would be served, stale, for its
    // whole life: the generation noted here, before the handler reads, keeps it out.
    app.decorateRequest('answerCacheSince', 0);
    app.addHook('onRequest', async (request) => {
      request.answerCacheSince = cache.generation;
    });
    // @fastify/compress compresses in an onSend hook it adds to each route; added to each route after
    // it (this plugin is registered after compression), this one sees the finished, compressed answer.
    app.addHook('onRoute', (route) => {
      route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), keep];
    });

    // Visitors' writes (sign-in, registration steps, contact messages, page visits) change nothing the
    // public reads until staff act, and they are the most frequent: they leave the cache alone.
    app.addHook('onResponse', async (request, reply) => {
      if (READS.has(request.method) || reply.statusCode >= 400 || request.headers.authorization === undefined) return;
      cache.clear();
    });
  },
  { name: 'answer-cache', dependencies: ['db', 'language', 'http-cache', 'compression'] },
);
