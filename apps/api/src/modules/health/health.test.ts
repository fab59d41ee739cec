// GET /api/health tells a load balancer whether the database answers.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';

describe('GET /api/health', () => {
  it('answers 200 while the database is up and 503, translated, once it is gone', async () => {
    const ctx = await createTestApp();
    const up = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(up.headers['cache-control']).toBe('private, no-store');
    await ctx.database.close();
    const down = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { lang: 'ar' } });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, message: 'تعذّر الوصول إلى قاعدة البيانات.', data: { status: 'degraded', database: 'down' } });
    await ctx.close();
  });
});
