// Caching headers on every answer, from the one table in lib/cache-policy.ts: Cache-Control, Vary,
// and weak ETags answering If-None-Match with 304 where the answer is the same for everyone who asks.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_POLICIES, cachedAnswerFor, cachePolicyFor, NO_STORE, variesByCaller, type CachePolicyName } from '../lib/cache-policy.ts';
import { ifNoneMatchHits, weakEtag } from '../lib/etag.ts';
import { pathOf } from '../lib/url-paths.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's group in ROUTE_CACHE, set when the route is added. */
    cachePolicy?: CachePolicyName;
  }
}

/** Adds header names to Vary unless already there (in any case). */
function appendVary(reply: FastifyReply, names: string[]): void {
  const current = reply.getHeader('Vary');
  const listed = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = names.filter((name) => !listed.some((present) => present.toLowerCase() === name.toLowerCase()));
  if (missing.length > 0) reply.header('Vary', [...listed, ...missing].join(', '));
}

// Answers without a route (the 404 handler, the web app's history fallback) fall back to their path.
function policyOf(request: FastifyRequest): CachePolicyName {
  return request.routeOptions.config?.cachePolicy ?? cachePolicyFor(pathOf(request.url));
}

function answersFromCache(request: FastifyRequest, reply: FastifyReply): boolean {
  const reading = request.method === 'GET' || request.method === 'HEAD';
  return reading && reply.statusCode < 400 && !reply.hasHeader('Set-Cookie');
}

/** Sets the ETag and turns the answer into a 304 when the caller already holds it; answers the payload to send. */
function revalidate(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
  const etag = weakEtag(payload);
  reply.header('ETag', etag);
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('Content-Type').removeHeader('Content-Length');
  return null;
}

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const cachePolicy = cachePolicyFor(route.url);
      route.config = { ...route.config, cachePolicy };
      // Read by @fastify/compress, whose own onRoute hook runs after this one.
      if (!CACHE_POLICIES[cachePolicy].compress) route.compress = false;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!answersFromCache(request, reply)) {
        reply.header('Cache-Control', NO_STORE);
        return payload;
      }
      const policy = policyOf(request);
      const answer = cachedAnswerFor(policy, request.headers.authorization !== undefined);
      reply.header('Cache-Control', answer.cacheControl);
      // Lower case, as @fastify/compress looks for it before adding its own.
      appendVary(reply, [...(variesByCaller(policy) ? ['Authorization'] : []), ...(CACHE_POLICIES[policy].compress ? ['accept-encoding'] : [])]);
      return answer.etag ? revalidate(request, reply, payload) : payload;
    });
  },
  { name: 'http-cache' },
);
