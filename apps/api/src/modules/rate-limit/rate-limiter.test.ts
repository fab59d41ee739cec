// The shared throttle: a sliding window kept in the database, atomic under concurrency.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import type { RateLimitRule } from './rate-limiter.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    extend: (app) => {
      app.register(
        async (api) => {
          api.get('/test/throttled', { preHandler: api.rateLimit({ name: 'test-route', limit: 2, windowSeconds: 60 }) }, async () => ({
            success: true,
            message: 'ok',
            data: null,
          }));
        },
        { prefix: '/api' },
      );
    },
  });
});
afterAll(() => ctx.close());

const rule = (name: string, limit = 5): RateLimitRule => ({ name, limit, windowSeconds: 60 });

describe('rate limiter', () => {
  it('allows the limit, then refuses with the seconds to wait, counting nothing more', async () => {
    const limiter = ctx.app.rateLimiter;
    const states = [];
    for (let i = 0; i < 7; i += 1) states.push(await limiter.consume(rule('sequence'), 'someone@example.org'));
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, true, true, false, false]);
    expect(states.map((s) => s.remaining)).toEqual([4, 3, 2, 1, 0, 0, 0]);
    expect(states[5]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(states[5]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    const check = await limiter.check(rule('sequence'), 'someone@example.org');
    expect(check.allowed).toBe(false);
  });

  it('keeps subjects apart and forgets a subject on reset', async () => {
    const limiter = ctx.app.rateLimiter;
    for (let i = 0; i < 5; i += 1) await limiter.consume(rule('apart'), 'a');
    expect((await limiter.check(rule('apart'), 'a')).allowed).toBe(false);
    expect((await limiter.check(rule('apart'), 'b')).allowed).toBe(true);
    await limiter.reset(rule('apart'), 'a');
    expect((await limiter.check(rule('apart'), 'a')).remaining).toBe(5);
  });

  it('lets exactly the limit through when requests arrive at once', async () => {
    const limiter = ctx.app.rateLimiter;
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(rule('burst'), 'flood')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('stores subjects only as hashes', async () => {
    await ctx.app.rateLimiter.consume(rule('privacy'), 'private.person@example.org');
    const rows = await ctx.database.db.execute(sql`select bucket from rate_limit_hits`);
    const buckets = (rows as unknown as { rows: Array<{ bucket: string }> }).rows.map((r) => r.bucket);
    expect(buckets.some((b) => b.startsWith('privacy:'))).toBe(true);
    expect(buckets.join(' ')).not.toContain('private.person');
  });

  it('answers a throttled route with a translated 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/test/throttled', headers: { lang: 'fr' } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(res.json()).toEqual({ success: false, message: `Trop de tentatives. Veuillez réessayer dans ${retryAfter} secondes.`, data: null });
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
