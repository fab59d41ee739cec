// The shared throttle as an app decorator, plus a route hook that answers 429 with Retry-After.
import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../lib/errors.ts';
import { createRateLimitRepo } from '../modules/rate-limit/rate-limit.repo.ts';
import { createRateLimiter, type RateLimiter, type RateLimitRule } from '../modules/rate-limit/rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** A preHandler that throttles a route per subject (the client address by default). */
    rateLimit(rule: RateLimitRule, subject?: (request: FastifyRequest) => string): preHandlerAsyncHookHandler;
  }
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;
const KEEP_HITS_SECONDS = 24 * 60 * 60;

export default fp(
  async (app) => {
    const limiter = createRateLimiter(createRateLimitRepo(app.db));
    app.decorate('rateLimiter', limiter);
    app.decorate('rateLimit', (rule: RateLimitRule, subject = (request: FastifyRequest) => request.ip) => {
      return async (request: FastifyRequest) => {
        const state = await limiter.consume(rule, subject(request));
        if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
      };
    });
    const timer = setInterval(() => {
      limiter.prune(KEEP_HITS_SECONDS).catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit prune failed'));
    }, PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
