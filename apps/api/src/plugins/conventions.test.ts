// The API conventions every module relies on: answer shape, errors, language, headers, logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    captureLogs: true,
    extend: (app) => {
      app.register(
        async (plain) => {
          const api = plain.withTypeProvider<ZodTypeProvider>();
          api.post(
            '/test/echo',
            { schema: { body: z.object({ name: z.string().min(2), age: z.number().int().optional(), password: z.string().optional() }).strict() } },
            async (request) => ({ success: true, message: 'ok', data: { name: request.body.name } }),
          );
          api.get('/test/explode', async () => {
            throw new Error('SELECT password_hash FROM users WHERE id = 1 at /work/main/apps/api/src/secret.ts:10');
          });
        },
        { prefix: '/api' },
      );
    },
  });
});
afterAll(() => ctx.close());

describe('answers and errors', () => {
  it('answers an unknown API call with a translated 404 in the answer shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { lang: 'fr' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "Cet appel d'API n'existe pas.", data: null });
  });

  it('answers a validation failure with 422 and field messages in the request language', async () => {
    const en = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x', age: 'old', role: 'admin' } });
    expect(en.statusCode).toBe(422);
    const body = en.json();
    expect(body).toMatchObject({ success: false, message: 'The given data was invalid.', data: null });
    expect(Object.keys(body.errors).sort()).toEqual(['age', 'name', 'role']);
    expect(body.errors.role).toEqual(['This field is not accepted.']);
    expect(body.errors.name[0]).toMatch(/2/);

    const ar = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'accept-language': 'ar-JO,ar;q=0.9' }, payload: {} });
    expect(ar.statusCode).toBe(422);
    expect(ar.json()).toMatchObject({ message: 'البيانات المدخلة غير صالحة.', errors: { name: ['هذا الحقل مطلوب.'] } });

    const fr = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', headers: { lang: 'fr' }, payload: { name: 'x' } });
    expect(fr.json().errors.name[0]).not.toBe(body.errors.name[0]);
  });

  it('answers malformed JSON with a translated 400, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', lang: 'ar' },
      payload: '{"name": "ab"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'محتوى الطلب ليس بصيغة JSON صحيحة.', data: null });
  });

  it('drops __proto__ keys instead of polluting objects', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"ab","__proto__":{"polluted":true}}',
    });
    expect(res.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('hides internals of an unexpected error behind a generic 500 with a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/explode', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      data: null,
      meta: { request_id: res.headers['x-request-id'] },
    });
    expect(res.body).not.toMatch(/SELECT|password_hash|\/work\/|secret\.ts|stack/i);
  });
});

describe('language', () => {
  it.each([
    [{ lang: 'ar' }, 'ar'],
    [{ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' }, 'fr'],
    [{ 'accept-language': 'de-DE,ar;q=0.4' }, 'ar'],
    [{ 'accept-language': 'de-DE' }, 'en'],
    [{ lang: 'fr', 'accept-language': 'ar' }, 'fr'],
    [{}, 'en'],
  ])('headers %j select %s', async (headers, language) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(res.headers['content-language']).toBe(language);
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/no-such-call', '/api/test/explode'])('are on %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('request logs', () => {
  it('never contain tokens, cookies, codes or passwords', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo?token=tok-abc-123&otp=654321&search=water',
      headers: { authorization: 'Bearer bearer-secret-xyz', cookie: 'token=cookie-secret-789' },
      payload: { name: 'Amal', password: 'hunter2-password' },
    });
    const text = ctx.logs.join('\n');
    expect(text).toContain('search=water');
    for (const secret of ['tok-abc-123', '654321', 'bearer-secret-xyz', 'cookie-secret-789', 'hunter2-password']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('health and docs', () => {
  it('reports the database as reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'up', engine: ctx.database.kind } });
  });

  it('serves the OpenAPI document and its UI under /api/docs', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/countries', '/api/health', '/api/register/organization-types', '/api/sectors/type/{type}']));
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('swagger');
    expect(String(ui.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
