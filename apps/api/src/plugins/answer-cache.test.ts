// The answer cache through the real app and its server: visitors' public answers are kept finished for
// a few seconds and served before Fastify (lib/kept-answer-server.ts), and a write through the API, a
// signed-in caller, another language or encoding never gets a stale one. Reads go over a socket:
// injected requests reach Fastify directly and are never answered from the cache.
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCacheKey } from '../lib/answer-cache.ts';
import { signedInStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

interface SocketAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
}

/** Listens on a free loopback port and returns a GET over a real connection to it. */
async function listening(context: TestContext) {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = context.app.server.address() as AddressInfo;
  return (url: string, headers: Record<string, string> = {}) =>
    new Promise<SocketAnswer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const rawPayload = Buffer.concat(chunks);
            resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, rawPayload, body: rawPayload.toString('utf8') });
          });
        })
        .on('error', reject);
    });
}

let get: Awaited<ReturnType<typeof listening>>;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await signedInStaff(ctx, 'admin');
  get = await listening(ctx);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.app.answerCache.clear());

const firstPillar = (body: string) => (JSON.parse(body) as { data: { name: string }[] }).data[0]?.name;
// Behind the app's back, as a second server or a script would change it.
const renamePillarInDatabase = (name: string) => ctx.database.db.execute(sql`UPDATE pillars SET name_en = ${name} WHERE id = (SELECT min(id) FROM pillars)`);

describe('the answer cache', () => {
  it("serves a visitor's repeated read finished, with the same ETag, until a write goes through the API", async () => {
    const first = await get('/api/pillars');
    expect(first.statusCode).toBe(200);
    await renamePillarInDatabase('Water, renamed');
    const again = await get('/api/pillars');
    expect(firstPillar(again.body)).toBe(firstPillar(first.body));
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    // Any successful write by a signed-in caller empties it (here signing out, which changes no pillar).
    const write = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${staff.bearer}` } });
    expect(write.statusCode, write.body).toBeLessThan(300);
    expect(firstPillar((await get('/api/pillars')).body)).toBe('Water, renamed');
    staff = await signedInStaff(ctx, 'admin');
  });

  it('keeps large answers too, compressed once (every country, over 8 KB of JSON)', async () => {
    const first = await get('/api/countries', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(first.rawPayload);
    expect(json.length).toBeGreaterThan(8 * 1024);
    // Kept as the compressed bytes sent (with its key and headers), not the JSON: a streamed answer could not have been.
    expect(ctx.app.answerCache.size).toBe(1);
    expect(ctx.app.answerCache.bytes).toBeGreaterThan(first.rawPayload.length);
    expect(ctx.app.answerCache.bytes).toBeLessThan(json.length);
    const again = await get('/api/countries', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 304 from the cache when the ETag matches', async () => {
    const first = await get('/api/pillars');
    const again = await get('/api/pillars', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps each language and each encoding apart', async () => {
    const english = await get('/api/pillars', { 'accept-encoding': 'gzip' });
    const arabic = await get('/api/pillars', { lang: 'ar', 'accept-encoding': 'gzip' });
    const brotli = await get('/api/pillars', { 'accept-encoding': 'br' });
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
    expect(english.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect((await get('/api/pillars', { lang: 'ar', 'accept-encoding': 'gzip' })).headers['content-language']).toBe('ar');
    expect((await get('/api/pillars', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('never answers a signed-in caller from it, nor keeps errors or personal answers', async () => {
    await get('/api/pillars');
    await renamePillarInDatabase('Water, for staff');
    const signedIn = await get('/api/pillars', { authorization: `Bearer ${staff.bearer}` });
    expect(firstPillar(signedIn.body)).toBe('Water, for staff');

    expect((await get('/api/stories/999999')).statusCode).toBe(404);
    await get('/api/health');
    expect(ctx.app.answerCache.size).toBe(1);
  });

  it("is not emptied by visitors' writes, which change nothing the public reads: signing in, a contact message", async () => {
    await get('/api/pillars');
    await signedInStaff(ctx, 'reviewer');
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Salma Haddad', email: 'salma@example.org', phone: '+962 79 123 4567', location: 'Amman, Jordan', body: 'A question about the index and its sources.' },
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    expect(ctx.app.answerCache.size).toBe(1);
  });
});

describe('the answer cache while a write lands', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not keep an answer read before a write that cleared the cache while it was being sent', async () => {
    const original = firstPillar((await get('/api/pillars')).body);
    ctx.app.answerCache.clear();
    const keep = ctx.app.answerCache.set.bind(ctx.app.answerCache);
    let written: Promise<void> | undefined;
    // The visitor's read is done and its answer about to be kept when staff's change goes through.
    vi.spyOn(ctx.app.answerCache, 'set').mockImplementationOnce((...args) => {
      written = (async () => {
        await renamePillarInDatabase('Water, changed meanwhile');
        const write = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${staff.bearer}` } });
        expect(write.statusCode, write.body).toBeLessThan(300);
        keep(...args);
      })();
    });
    try {
      expect(firstPillar((await get('/api/pillars')).body)).toBe(original);
      await written;
      expect(firstPillar((await get('/api/pillars')).body)).toBe('Water, changed meanwhile');
    } finally {
      vi.restoreAllMocks();
      staff = await signedInStaff(ctx, 'admin');
      await renamePillarInDatabase(original!);
      ctx.app.answerCache.clear();
    }
  });
});

describe('the answer cache near the end of a kept answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends one reader to refresh it early, and serves the others the kept answer meanwhile', async () => {
    const original = firstPillar((await get('/api/pillars')).body);
    const key = answerCacheKey('en', undefined, '/api/pillars');
    const start = Date.now();
    const at = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(start + ms);
    try {
      // Kept for 10 s; from 7 s the next reader refreshes it, before anyone has to wait for it.
      await renamePillarInDatabase('Water, refreshed');
      at(8_000);
      expect(firstPillar((await get('/api/pillars')).body)).toBe('Water, refreshed');

      // While a refresh is under way (claimed here as a reader in flight would), the others get the kept one.
      await renamePillarInDatabase('Water, third');
      at(8_000 + 7_500);
      expect(ctx.app.answerCache.get(key)).toBeUndefined();
      expect(firstPillar((await get('/api/pillars')).body)).toBe('Water, refreshed');
      // A refresh that never came back is given to another reader a second later.
      at(8_000 + 8_500);
      expect(firstPillar((await get('/api/pillars')).body)).toBe('Water, third');
    } finally {
      vi.restoreAllMocks();
      await renamePillarInDatabase(original!);
    }
  });
});

describe('the answer cache behind a proxy that ends TLS (TRUST_PROXY)', () => {
  let proxied: TestContext;
  let getProxied: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: '1', captureLogs: true });
    getProxied = await listening(proxied);
  });
  afterAll(() => proxied.close());

  it('sends HSTS with a kept answer only when that request came over https, and logs each one it serves', async () => {
    const overHttps = { 'x-forwarded-proto': 'https' };
    const first = await getProxied('/api/pillars?from=proxy', overHttps);
    expect(first.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const keptOverHttp = await getProxied('/api/pillars?from=proxy', { 'x-forwarded-proto': 'http' });
    expect(keptOverHttp.headers.etag).toBe(first.headers.etag);
    expect(keptOverHttp.headers['strict-transport-security']).toBeUndefined();
    const keptOverHttps = await getProxied('/api/pillars?from=proxy', overHttps);
    expect(keptOverHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(keptOverHttps.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const served = proxied.logs.filter((line) => line.includes('request completed from the answer cache'));
    expect(served).toHaveLength(2);
    expect(served.map((line) => (JSON.parse(line) as { reqId: string }).reqId)).toEqual([keptOverHttp.headers['x-request-id'], keptOverHttps.headers['x-request-id']]);
  });
});
