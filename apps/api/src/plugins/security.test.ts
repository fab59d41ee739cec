// HSTS is sent only when the request came over https (through a trusted proxy).
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ trustProxy: true });
});
afterAll(() => ctx.close());

it('sends Strict-Transport-Security over https and not over http', async () => {
  const https = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
  expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const http = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(http.headers['strict-transport-security']).toBeUndefined();
});

it('refuses TRACE', async () => {
  // light-my-request's types omit TRACE, though it sends it.
  const res = await ctx.app.inject({ method: 'TRACE', url: '/api/health' } as unknown as InjectOptions);
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
});
