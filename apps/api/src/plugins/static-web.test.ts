// The built web app served beside the API: files, history fallback, caching, and API 404s kept JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

// Big enough to be worth compressing; the build's .br and .gz copies carry a marker, so a test can
// tell a copy sent as it is from one compressed on the fly.
const APP_SCRIPT = `export const labels = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `label number ${i}`))};`;
const APP_STYLES = `.card { padding-inline: 1rem; }\n`.repeat(100);
const INDEX_PAGE = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const PREBUILT = '/* prebuilt */';

let ctx: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_PAGE);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(INDEX_PAGE + PREBUILT));
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dist, 'assets', 'app-Ef34Gh.js'), APP_SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'app-Ef34Gh.js.br'), zlib.brotliCompressSync(APP_SCRIPT + PREBUILT));
  fs.writeFileSync(path.join(dist, 'assets', 'app-Ef34Gh.js.gz'), zlib.gzipSync(APP_SCRIPT + PREBUILT));
  fs.writeFileSync(path.join(dist, 'assets', 'app-Ij56Kl.css'), APP_STYLES);
  fs.writeFileSync(path.join(dist, 'assets', 'map-Mn78Op.png'), await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f4c5c' } }).png().toBuffer());
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

describe('compression of the web build', () => {
  const get = (url: string, acceptEncoding?: string) => ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the build’s brotli or gzip copy as it is, and the plain file to a client that takes neither', async () => {
    const br = await get('/assets/app-Ef34Gh.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(APP_SCRIPT + PREBUILT);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(String(br.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const gzip = await get('/assets/app-Ef34Gh.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(APP_SCRIPT + PREBUILT);
    const plain = await get('/assets/app-Ef34Gh.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
  });

  it('compresses a text file without a prebuilt copy on the fly', async () => {
    const res = await get('/assets/app-Ij56Kl.css', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(APP_STYLES);
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('never compresses an image', async () => {
    const res = await get('/assets/map-Mn78Op.png', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'map-Mn78Op.png')))).toBe(true);
  });

  it('sends the app page’s prebuilt copy for client-side routes, revalidated', async () => {
    const res = await get('/wefe-index', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_PAGE + PREBUILT);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding');
  });
});
