// Security headers on every kind of answer; HSTS only when the request came over https (through a
// trusted proxy); TRACE refused.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ trustProxy: '1' });
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

it('sends the same security headers on an answer, a kept answer, a 404 and a 422', async () => {
  const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'];
  const headersOf = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    return { status: res.statusCode, headers: Object.fromEntries(names.map((name) => [name, res.headers[name]])), poweredBy: res.headers['x-powered-by'] };
  };
  const answers = [
    await headersOf('/api/countries?per_page=5'),
    await headersOf('/api/countries?per_page=5'),
    await headersOf('/api/no-such-call'),
    await headersOf('/api/countries?per_page=abc'),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 422]);
  const [first] = answers;
  expect(first!.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  });
  expect(String(first!.headers['content-security-policy'])).toMatch(/script-src 'self';.*frame-ancestors 'none'/);
  for (const answer of answers) {
    expect(answer.headers).toEqual(first!.headers);
    expect(answer.poweredBy).toBeUndefined();
  }
});
