// The built web app served beside the API: files, history fallback, caching, and API 404s kept JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it.each(['/', '/wefe-index', '/wefe-stories/42', '/about/contact-us?x=1'])('answers %s with the app page (history fallback)', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API calls and missing files as 404s, not the app page', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
    const file = await ctx.app.inject({ method: 'GET', url: '/assets/missing-file.js' });
    expect(file.statusCode).toBe(404);
    const post = await ctx.app.inject({ method: 'POST', url: '/wefe-index' });
    expect(post.statusCode).toBe(404);
  });

  it('does not serve files outside the build', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('root:');
  });
});
