// Compressed API answers through the real app: brotli or gzip as the client accepts, the same JSON once
// decompressed, small answers and stored uploads sent as they are.
import zlib from 'node:zlib';
import { count } from 'drizzle-orm';
import { contactMessages } from '../db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { makePng, multipart } from '../modules/media/media.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('JSON answers', () => {
  it('are brotli-compressed or gzipped as accepted, and decompress to the same JSON', async () => {
    const plain = await get('/api/indexes');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);

    const br = await get('/api/indexes', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(String(br.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(br.headers['x-content-type-options']).toBe('nosniff');

    const gzip = await get('/api/indexes', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leave answers under 1 KB as they are', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('send a map’s 1,000 points in under 40 KB gzipped', async () => {
    const [map] = (await get('/api/maps')).json().data as Array<{ id: number }>;
    const res = await get(`/api/interactive-maps/map/${map!.id}?per_page=1000&with=country,mapKey`, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(res.rawPayload).toString());
    expect(body.data).toHaveLength(1000);
    expect(res.rawPayload.length).toBeLessThan(40 * 1024);
  });

  it('compress open-data downloads built in memory', async () => {
    const res = await get('/api/indexes/export.csv', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toMatch(/^\uFEFFyear,iso3,country,/);
  });
});

describe('stored uploads', () => {
  it('are sent as stored, with their length, even when text and even to clients that take compression', async () => {
    const member = await signedInMember(ctx);
    const csv = Buffer.from(`country,year,value\n${Array.from({ length: 300 }, (_, i) => `Jordan,${1990 + (i % 30)},${i}.5`).join('\n')}\n`);
    const png = await makePng(600, 400);
    const fields = { title: 'Aquifer levels', publication_type_id: '1', publication_author: 'Amal Haddad', publication_date: '2024-03-05', publication_sector: 'Water', summary: 'Levels.', keywords: 'groundwater' };
    const { payload, headers } = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'publication_document', filename: 'levels.csv', content: csv, contentType: 'text/csv' },
      { name: 'publication_image', filename: 'cover.png', content: png, contentType: 'image/png' },
    ]);
    const auth = { authorization: `Bearer ${member.bearer}` };
    const created = await ctx.app.inject({ method: 'POST', url: '/api/publications', payload, headers: { ...headers, ...auth } });
    expect(created.statusCode, created.body).toBe(201);
    const { document_url: documentUrl, image_url: imageUrl } = created.json().data as { document_url: string; image_url: string };

    const document = await get(documentUrl, { ...auth, 'accept-encoding': 'gzip, br' });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toContain('text/csv');
    expect(document.headers['content-encoding']).toBeUndefined();
    expect(document.headers['content-length']).toBe(String(csv.length));
    expect(document.rawPayload.equals(csv)).toBe(true);
    expect(document.headers['cache-control']).toBe('private, max-age=3600');

    const image = await get(imageUrl, { ...auth, 'accept-encoding': 'gzip, br' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(Number(image.headers['content-length'])).toBe(image.rawPayload.length);
  });
});

describe('compressed request bodies', () => {
  it('are refused with a translated 415 and change nothing', async () => {
    const messages = () => ctx.database.db.select({ n: count() }).from(contactMessages);
    const before = await messages();
    const body = zlib.gzipSync(JSON.stringify({ name: 'Amal Haddad', email: 'amal@example.org', subject: 'Hello', message: 'A message about aquifers.' }));
    const expected = {
      en: 'Send the request body uncompressed: compressed bodies are not accepted.',
      ar: 'أرسل محتوى الطلب دون ضغط: المحتوى المضغوط غير مقبول.',
      fr: 'Envoyez le corps de la requête sans compression : les corps compressés ne sont pas acceptés.',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: body,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-language': lang },
      });
      expect(sent.statusCode, sent.body).toBe(415);
      expect(sent.json()).toEqual({ success: false, data: null, message });
    }
    expect(await messages()).toEqual(before);
  });
});

describe('odd Accept-Encoding headers', () => {
  it('get the whole answer, honouring q-values, and never a server error', async () => {
    const plain = (await get('/api/indexes')).json();
    const decoded = (answer: Awaited<ReturnType<typeof get>>) => {
      const encoding = answer.headers['content-encoding'];
      const body = encoding === 'gzip' ? zlib.gunzipSync(answer.rawPayload) : encoding === 'br' ? zlib.brotliDecompressSync(answer.rawPayload) : answer.rawPayload;
      return JSON.parse(body.toString());
    };
    for (const accept of ['compress, x-gzip;q=abc', 'identity;q=0, *;q=0', ' , ,', 'x'.repeat(2000)]) {
      const answer = await get('/api/indexes', { 'accept-encoding': accept });
      expect(answer.statusCode, accept).toBe(200);
      expect(decoded(answer)).toEqual(plain);
    }
    const preferred = await get('/api/indexes', { 'accept-encoding': 'br;q=0.1, gzip;q=0.9' });
    expect(preferred.headers['content-encoding']).toBe('gzip');
    expect(decoded(preferred)).toEqual(plain);
  });
});
