// The security headers on every answer the hub sends (issue 11; docs/decisions/007 and 023): every
// operation in the OpenAPI document as a visitor, a member and staff, with the error answers they
// meet, the API docs, stored files, the web build's pages and files, and kept answers, which the hub's
// own server sends before Fastify sees the request (docs/decisions/026), so those are read over a socket.
// plugins/security.test.ts pins the exact values on a few answers; this file is the sweep.
import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOGIN_FAILURES_PER_MINUTE } from '@wefe/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../src/db/schema.ts';
import { putStored } from '../../src/modules/media/media.fixtures.ts';
import { newBaseName } from '../../src/modules/media/media.storage.ts';
import { freshIp, signedInMember, signedInStaff } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';

const HSTS = 'max-age=31536000; includeSubDomains';
const EVIL_ORIGIN = 'https://evil.example';
// The policies that never send a page's full address to another site, nor anything from https to http.
const STRICT_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
// Plausible values for the OpenAPI document's path parameters; any other is an id.
const PATH_PARAMETERS: Record<string, string> = { slug: 'about-us', list: 'organization-types', type: 'stories' };

const INDEX_PAGE = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>WEFE Nexus Hub</title><script type="module" src="/assets/index-Ab12Cd.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;
// With page preloads the hub renders pages on the server; without them it sends index.html as built.
const PRELOADS = {
  pages: [{ pattern: '/wefe-stories/:id', scripts: [], styles: [], restOfTexts: false }],
  texts: Object.fromEntries(['en', 'ar', 'fr'].map((language) => [language, { first: `/assets/${language}-first.js`, rest: `/assets/${language}-rest.js` }])),
  fonts: { en: [], ar: [], fr: [] },
};
// A stand-in for the build's renderer (plugins/static-web-rendered.test.ts pins the hub's side of it).
const RENDERER = `
export async function renderPage({ url, language }) {
  return { kind: 'page', status: url === '/no-such-page' ? 404 : 200, head: '<title>Rendered</title>', html: '<main>' + url + ' (' + language + ')</main>', state: '{}' };
}
`;

interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders | Record<string, unknown>;
  body: string;
}

/** The Content-Security-Policy as directive name → sources. */
function cspDirectives(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Asserts what every answer must carry; `https` says whether the request came over https. */
function expectSecurityHeaders(answer: Answer, label: string, { https }: { https: boolean }) {
  const { headers } = answer;
  const csp = cspDirectives(headers['content-security-policy']);
  expect(csp.has('script-src') || csp.has('default-src'), `${label}: a CSP that governs scripts, got ${String(headers['content-security-policy'])}`).toBe(true);
  // Without script-src, browsers take default-src for scripts.
  const scriptSources = ['script-src', 'script-src-elem', 'script-src-attr', 'default-src'].flatMap((name) => csp.get(name) ?? []);
  expect(scriptSources, `${label}: CSP script sources`).not.toContain("'unsafe-inline'");
  expect(scriptSources, `${label}: CSP script sources`).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors'), `${label}: CSP frame-ancestors`).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], `${label}: X-Content-Type-Options`).toBe('nosniff');
  expect(STRICT_REFERRER_POLICIES, `${label}: Referrer-Policy ${String(headers['referrer-policy'])}`).toContain(headers['referrer-policy']);
  expect(headers['x-powered-by'], `${label}: X-Powered-By`).toBeUndefined();
  expect(headers['strict-transport-security'], `${label}: Strict-Transport-Security`).toBe(https ? HSTS : undefined);
  expect(headers['access-control-allow-origin'], `${label}: Access-Control-Allow-Origin`).toBeUndefined();
  expect(headers['access-control-allow-credentials'], `${label}: Access-Control-Allow-Credentials`).toBeUndefined();
}

interface Operation {
  method: string;
  url: string;
}

/** Every operation in the OpenAPI document, with its path parameters filled in. */
function operationsOf(context: TestContext): Operation[] {
  const document = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([openApiPath, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      url: openApiPath.replace(/\{([^}]+)\}/g, (_, name: string) => PATH_PARAMETERS[name] ?? '1'),
    })),
  );
}

const sendsBody = (method: string) => !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method);
const overHttps = (https: boolean): Record<string, string> => (https ? { 'x-forwarded-proto': 'https' } : {});

/** Listens on a free loopback port; answers a request over a new connection to it (a refused one closes it). */
async function listening(context: TestContext) {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = context.app.server.address() as AddressInfo;
  return (method: string, url: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        })
        .on('error', reject)
        .end();
    });
}

let ctx: TestContext;
let overSocket: Awaited<ReturnType<typeof listening>>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-dist-'));
const rendererDir = `${dist}-server`;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_PAGE);
  fs.writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log("app");\n'.repeat(200));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(rendererDir);
  fs.writeFileSync(path.join(rendererDir, 'entry-server.js'), RENDERER);
  // trustProxy: X-Forwarded-Proto says which requests came over https.
  ctx = await createTestApp({ webDistDir: dist, trustProxy: '1', captureLogs: true });
  overSocket = await listening(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(rendererDir, { recursive: true, force: true });
});

describe('the API', () => {
  it('answers every operation in the OpenAPI document, as a visitor, a member and staff, with the security headers', { timeout: 120_000 }, async () => {
    const operations = operationsOf(ctx);
    const member = await signedInMember(ctx);
    const staff = await signedInStaff(ctx, 'admin');
    const callers = [
      { name: 'a visitor', headers: {}, https: false, readsOnly: false },
      { name: 'a member', headers: { authorization: `Bearer ${member.bearer}` }, https: true, readsOnly: false },
      // Staff only read: their writes on made-up ids could remove what the other calls read.
      { name: 'staff', headers: { authorization: `Bearer ${staff.bearer}` }, https: false, readsOnly: true },
    ];
    // Signing out revokes the bearer every later call would use.
    const ordered = [...operations].sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
    const statuses = new Set<number>();
    for (const caller of callers) {
      for (const operation of ordered) {
        if (caller.readsOnly && operation.method !== 'GET') continue;
        const requests: Operation[] = operation.method === 'GET' ? [operation, { ...operation, method: 'HEAD' }] : [operation];
        for (const { method, url } of requests) {
          const res = await ctx.app.inject({
            method: method as 'GET',
            url,
            headers: { origin: EVIL_ORIGIN, ...caller.headers, ...overHttps(caller.https) },
            payload: sendsBody(method) ? {} : undefined,
          });
          statuses.add(res.statusCode);
          expectSecurityHeaders(res, `${method} ${url} as ${caller.name} (${res.statusCode})`, { https: caller.https });
        }
      }
    }
    // The hub's whole surface, and the answers a client meets on it: success, no content, signed out,
    // refused, missing, wrong content type and invalid.
    expect(operations.length).toBeGreaterThan(120);
    expect([...statuses]).toEqual(expect.arrayContaining([200, 204, 401, 403, 404, 415, 422]));
  });

  it('answers what Fastify refuses before any route runs with the security headers: bad JSON, a body too large, a malformed or unknown address', async () => {
    const requests: Array<{ method: 'GET' | 'POST' | 'DELETE' | 'PATCH'; url: string; headers?: Record<string, string>; payload?: string; expected: number }> = [
      { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email":', expected: 400 },
      { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: `{"email":"${'a'.repeat(1_100_000)}"}`, expected: 413 },
      { method: 'GET', url: '/api/stories/%E0%A4%A', expected: 400 },
      { method: 'GET', url: `/api/stories/${'9'.repeat(250)}`, expected: 414 },
      { method: 'GET', url: '/api/no-such-call', expected: 404 },
      { method: 'DELETE', url: '/api/no-such-call', expected: 404 },
      { method: 'PATCH', url: '/api/countries', expected: 404 },
    ];
    for (const { expected, ...request } of requests) {
      for (const https of [false, true]) {
        const res = await ctx.app.inject({ ...request, headers: { ...request.headers, origin: EVIL_ORIGIN, ...overHttps(https) } });
        const label = `${request.method} ${request.url.slice(0, 40)} over ${https ? 'https' : 'http'}`;
        expect(res.statusCode, label).toBe(expected);
        expect(res.json(), label).toMatchObject({ success: false, data: null });
        // Fastify's own answer to a malformed address quoted it back.
        expect(res.body, label).not.toContain('%E0%A4%A');
        expectSecurityHeaders(res, label, { https });
      }
    }
  });

  it('answers a throttled sign-in (429) with the security headers', async () => {
    const remoteAddress = freshIp();
    const signIn = () =>
      ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress, headers: overHttps(true), payload: { email: 'nobody@example.org', password: 'wrong-password-1' } });
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i += 1) expect((await signIn()).statusCode).toBe(401);
    const refused = await signIn();
    expect(refused.statusCode).toBe(429);
    expectSecurityHeaders(refused, 'a throttled sign-in', { https: true });
  });

  it('serves the API documentation with its own policy, still without inline scripts or framing', async () => {
    const urls = ['/api/docs', '/api/docs/static/index.html', '/api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-ui.css', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/no-such-file.js'];
    const statuses: number[] = [];
    for (const url of urls) {
      for (const https of [false, true]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { origin: EVIL_ORIGIN, ...overHttps(https) } });
        statuses.push(res.statusCode);
        expectSecurityHeaders(res, `GET ${url} (${res.statusCode})`, { https });
      }
    }
    expect(new Set(statuses)).toEqual(new Set([200, 302, 404]));
  });

  it('serves stored files, and refuses private ones, with the security headers', async () => {
    const stored = async (visibility: 'public' | 'private') => {
      const storedName = `${newBaseName()}.pdf`;
      await putStored(ctx.app.media.storage, storedName, '%PDF-1.4\n%%EOF\n');
      const [row] = await ctx.database.db
        .insert(mediaFiles)
        .values({ kind: 'document', storedName, originalName: 'report.pdf', mimeType: 'application/pdf', sizeBytes: 15, visibility })
        .returning({ id: mediaFiles.id });
      return `/api/media/${row!.id}`;
    };
    const publicFile = await stored('public');
    const privateFile = await stored('private');
    for (const https of [false, true]) {
      const served = await ctx.app.inject({ method: 'GET', url: publicFile, headers: overHttps(https) });
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain('%PDF');
      expectSecurityHeaders(served, `a public file over ${https ? 'https' : 'http'}`, { https });
      const refused = await ctx.app.inject({ method: 'GET', url: privateFile, headers: overHttps(https) });
      expect(refused.statusCode).toBe(404);
      expectSecurityHeaders(refused, `a private file over ${https ? 'https' : 'http'}`, { https });
    }
  });
});

describe('the web app', () => {
  it('serves its pages, rendered or as built, its files and its 404s with the security headers', async () => {
    const requests: Array<{ method: 'GET' | 'HEAD' | 'POST'; url: string; headers?: Record<string, string>; expected: number }> = [
      { method: 'GET', url: '/', expected: 200 },
      { method: 'GET', url: '/wefe-stories/7', expected: 200 },
      { method: 'GET', url: '/no-such-page', expected: 404 },
      // A signed-in reader's page is not rendered on the server: the app page as built.
      { method: 'GET', url: '/my-stories', headers: { cookie: 'token=abc' }, expected: 200 },
      { method: 'HEAD', url: '/about/contact-us', expected: 200 },
      { method: 'GET', url: '/assets/index-Ab12Cd.js', expected: 200 },
      { method: 'GET', url: '/assets/index-Ab12Cd.js', headers: { 'accept-encoding': 'br' }, expected: 200 },
      { method: 'GET', url: '/favicon.svg', expected: 200 },
      { method: 'GET', url: '/assets/missing-file.js', expected: 404 },
      { method: 'POST', url: '/wefe-index', expected: 404 },
    ];
    for (const { expected, ...request } of requests) {
      for (const https of [false, true]) {
        const res = await ctx.app.inject({ ...request, headers: { ...request.headers, origin: EVIL_ORIGIN, ...overHttps(https) } });
        const label = `${request.method} ${request.url} over ${https ? 'https' : 'http'}`;
        expect(res.statusCode, label).toBe(expected);
        expectSecurityHeaders(res, label, { https });
      }
    }
    const rendered = await ctx.app.inject({ method: 'GET', url: '/wefe-stories/7' });
    expect(rendered.body).toContain('<main>/wefe-stories/7 (en)</main>');
  });

  it('lets any site frame the embed pages only, each in the language its address names; everything else stays unframeable', async () => {
    for (const url of ['/embed/wefe-index/trend?country=JOR&lang=ar', '/embed/wefe-index/compare-radar?countries=JOR,EGY', '/embed/wefe-index/benchmarks']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { origin: EVIL_ORIGIN } });
      expect(res.statusCode, url).toBe(200);
      const csp = cspDirectives(res.headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), url).toEqual(['*']);
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      // Nothing else of the policy is widened.
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // The language of an embed comes from its address, whatever the reader's cookie says.
    const arabic = await ctx.app.inject({ method: 'GET', url: '/embed/wefe-index/trend?country=JOR&lang=ar', headers: { cookie: 'language=fr' } });
    expect(arabic.body).toContain('<main>/embed/wefe-index/trend?country=JOR&lang=ar (ar)</main>');
    const french = await ctx.app.inject({ method: 'GET', url: '/embed/wefe-index/trend?country=JOR', headers: { cookie: 'language=fr' } });
    expect(french.body).toContain('(fr)</main>');
    // Every page now takes its language from its address (issue 30: an address per language), but only
    // the embeds may be framed, and no look-alike address is.
    const page = await ctx.app.inject({ method: 'GET', url: '/wefe-index/country/JOR?lang=ar' });
    expect(page.body).toContain('(ar)</main>');
    expectSecurityHeaders(page, '/wefe-index/country/JOR?lang=ar', { https: false });
    for (const url of ['/wefe-index/country/JOR', '/embed/', '/embed/wefe-index/', '/embed/wefe-index/trend/../../admin', '/embed/other/trend', '/api/embed/wefe-index/trend', '/x/embed/wefe-index/trend']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res, url, { https: false });
    }
  });
});

describe('kept answers, sent by the hub’s server before Fastify', () => {
  it('carry the security headers, and HSTS only on the request that came over https', { timeout: 120_000 }, async () => {
    const reads = operationsOf(ctx).filter((operation) => operation.method === 'GET');
    const completions = () =>
      ctx.logs
        .filter((line) => line.includes('request completed from the answer cache'))
        .map((line) => (JSON.parse(line) as { reqId: string }).reqId);
    let kept = 0;
    for (const { url } of reads) {
      // Each answer kept afresh, so none runs out (10 s) between the requests that read it.
      ctx.app.answerCache.clear();
      const first = await overSocket('GET', url, { origin: EVIL_ORIGIN });
      expectSecurityHeaders(first, `GET ${url} (${first.statusCode})`, { https: false });
      if (first.statusCode !== 200) continue;
      const overHttpsAgain = await overSocket('GET', url, { origin: EVIL_ORIGIN, ...overHttps(true) });
      const overHttpAgain = await overSocket('GET', url, { origin: EVIL_ORIGIN });
      const revalidated = await overSocket('GET', url, { 'if-none-match': String(first.headers.etag), ...overHttps(true) });
      const fromCache = completions();
      // Only answers a shared cache may keep are kept; the others went through Fastify again.
      if (!fromCache.includes(String(overHttpAgain.headers['x-request-id']))) continue;
      kept += 1;
      expect(fromCache, `GET ${url} over https, kept`).toContain(overHttpsAgain.headers['x-request-id']);
      expectSecurityHeaders(overHttpsAgain, `GET ${url} kept, over https`, { https: true });
      expectSecurityHeaders(overHttpAgain, `GET ${url} kept, over http`, { https: false });
      expect(revalidated.statusCode, `GET ${url} revalidated`).toBe(304);
      expect(fromCache, `GET ${url} revalidated, kept`).toContain(revalidated.headers['x-request-id']);
      expectSecurityHeaders(revalidated, `GET ${url} kept, 304 over https`, { https: true });
    }
    // Lists, details, lookups, the index and the maps are all kept.
    expect(kept).toBeGreaterThan(20);
  });

  it('never send HSTS for a forwarded https request when the proxy is not trusted', async () => {
    const untrusted = await createTestApp({ captureLogs: true });
    try {
      const get = await listening(untrusted);
      const headers = { 'x-forwarded-proto': 'https' };
      const first = await get('GET', '/api/pillars', headers);
      const kept = await get('GET', '/api/pillars', headers);
      const keptLine = untrusted.logs.find((line) => line.includes('request completed from the answer cache'));
      expect(keptLine).toContain(String(kept.headers['x-request-id']));
      expectSecurityHeaders(first, 'an answer', { https: false });
      expectSecurityHeaders(kept, 'a kept answer', { https: false });
      const injected = await untrusted.app.inject({ method: 'GET', url: '/api/no-such-call', headers });
      expectSecurityHeaders(injected, 'an injected 404', { https: false });
    } finally {
      await untrusted.close();
    }
  });
});

describe('cross-origin requests', () => {
  it('refuses every preflight from an unknown origin, for every path in the OpenAPI document and the web app', async () => {
    const operations = [...operationsOf(ctx), { method: 'GET', url: '/' }, { method: 'GET', url: '/assets/index-Ab12Cd.js' }];
    for (const { method, url } of operations) {
      const res = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: EVIL_ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type' },
      });
      const label = `OPTIONS ${url} for ${method}`;
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.headers['access-control-allow-methods'], label).toBeUndefined();
      expect(res.headers['access-control-allow-headers'], label).toBeUndefined();
      expectSecurityHeaders(res, label, { https: false });
    }
  });
});

describe('TRACE and TRACK', () => {
  const secrets = { cookie: 'token=cookie-secret-4f2a', authorization: 'Bearer bearer-secret-9c1d' };

  const expectRefusedWithoutEcho = (res: Answer, label: string) => {
    expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, label).toBeLessThan(500);
    expect(res.body, label).not.toContain('cookie-secret-4f2a');
    expect(res.body, label).not.toContain('bearer-secret-9c1d');
  };

  it('refuses TRACE on the API and the web app, with the security headers and without echoing the request', async () => {
    for (const url of ['/api/health', '/api/stories/1', '/api/no-such-call', '/', '/wefe-stories/7', '/assets/index-Ab12Cd.js']) {
      // light-my-request's types omit TRACE, though it sends it.
      const res = await ctx.app.inject({ method: 'TRACE', url, headers: { ...secrets, origin: EVIL_ORIGIN } } as unknown as InjectOptions);
      expectRefusedWithoutEcho(res, `TRACE ${url}`);
      expectSecurityHeaders(res, `TRACE ${url}`, { https: false });
    }
  });

  it('refuses TRACE and TRACK over a real connection, without echoing the request', async () => {
    // light-my-request refuses to send TRACK at all; Node's HTTP parser refuses it before Fastify.
    for (const method of ['TRACE', 'TRACK']) {
      for (const url of ['/api/health', '/']) expectRefusedWithoutEcho(await overSocket(method, url, secrets), `${method} ${url}`);
    }
  });
});
