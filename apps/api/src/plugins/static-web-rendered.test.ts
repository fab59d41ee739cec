// A signed-out visitor's page arrives rendered by the web build's renderer (<dist>-server/entry-server.js,
// docs/decisions/027-server-rendered-pages.md): here a stand-in renderer, so the test pins the hub's
// side of the contract (where the render goes, which language, when the browser renders instead).
// The real renderer is tested in apps/web (entry-server.test.tsx) and in the journeys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { answerCacheKey } from '../lib/answer-cache.ts';
import { translate } from '../lib/i18n.ts';

const APP_PAGE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>WEFE Nexus Hub</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const PRELOADS = {
  pages: [{ pattern: '/wefe-stories/:id', scripts: ['/assets/story-1.js'], styles: [], restOfTexts: true }],
  texts: Object.fromEntries(['en', 'ar', 'fr'].map((language) => [language, { first: `/assets/${language}-first.js`, rest: `/assets/${language}-rest.js` }])),
  fonts: { en: [], ar: [], fr: [] },
};
// The stand-in calls the API through the hub's transport, as the real renderer's pages do, and shows
// what it answered; it counts its renders so a test can tell that it was not asked.
const RENDERER = `
globalThis.renders = 0;
export async function renderPage({ url, language, transport }) {
  globalThis.renders += 1;
  if (url === '/broken') throw new Error('renderer broke at /internal/secret.js');
  if (url === '/members-only') return { kind: 'app-only' };
  const call = url === '/publications' ? '/api/publication-types' : '/api/no-such-call';
  const answer = await transport(call, { method: 'GET', headers: { lang: language, accept: 'application/json' } });
  const body = await answer.json();
  return {
    kind: 'page',
    status: url === '/no-such-page' ? 404 : 200,
    head: '<title>Solar &amp; water | WEFE Nexus Hub</title>',
    html: '<main><h1>Rendered ' + url + '</h1><p>' + answer.status + ' ' + body.message + '</p></main>',
    state: JSON.stringify({ language, queries: { mutations: [], queries: [] }, loaderData: {} }),
  };
}
`;

let ctx: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-dist-'));
const rendererDir = `${dist}-server`;
const renders = () => (globalThis as { renders?: number }).renders ?? 0;
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), APP_PAGE);
  fs.writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify(PRELOADS));
  fs.mkdirSync(rendererDir);
  fs.writeFileSync(path.join(rendererDir, 'entry-server.js'), RENDERER);
  ctx = await createTestApp({ webDistDir: dist, captureLogs: true });
});
beforeEach(() => {
  (globalThis as { renders?: number }).renders = 0;
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(rendererDir, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it("sends a visitor the page rendered in their language, its title in the head and its state after it", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/wefe-stories/7', headers: { cookie: 'language=ar' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<title>Solar &amp; water | WEFE Nexus Hub</title>');
    // The renderer's call went through the hub's own routes, in the reader's language.
    expect(rootOf(res.body)).toBe(`<main><h1>Rendered /wefe-stories/7</h1><p>404 ${translate('ar', 'errors.route_not_found')}</p></main>`);
    expect(res.body).toContain('<script type="application/json" id="server-state">{"language":"ar"');
    // The page's own preloads are still there.
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/story-1.js">');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });

  it('renders in French for a French reader, and in English when no language is named', async () => {
    const french = await ctx.app.inject({ method: 'GET', url: '/about', headers: { cookie: 'language=fr' } });
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(rootOf(french.body)).toContain(translate('fr', 'errors.route_not_found'));
    const english = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(rootOf(english.body)).toContain(translate('en', 'errors.route_not_found'));
  });

  it('renders in the language the address names (?lang=, as sitemaps and shared links carry it), whatever the cookie says', async () => {
    const arabic = await ctx.app.inject({ method: 'GET', url: '/about?lang=ar', headers: { cookie: 'language=fr' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(rootOf(arabic.body)).toContain(translate('ar', 'errors.route_not_found'));
    // A language the hub does not have leaves the reader's own.
    const unknown = await ctx.app.inject({ method: 'GET', url: '/about?lang=de', headers: { cookie: 'language=fr' } });
    expect(unknown.body).toContain('<html lang="fr" dir="ltr">');
  });

  it("renders from the answer a visitor's same call left in the hub's cache, without asking the route", async () => {
    ctx.app.answerCache.set(
      answerCacheKey('fr', undefined, '/api/publication-types'),
      JSON.stringify({ success: true, message: 'kept for visitors', data: [] }),
      { 'content-type': 'application/json; charset=utf-8' },
      10_000,
    );
    const french = await ctx.app.inject({ method: 'GET', url: '/publications', headers: { cookie: 'language=fr' } });
    expect(rootOf(french.body)).toContain('<p>200 kept for visitors</p>');
    // Another language has its own answer: the route answers it (and the hub keeps that one too).
    const english = await ctx.app.inject({ method: 'GET', url: '/publications' });
    expect(rootOf(english.body)).not.toContain('kept for visitors');
    expect(ctx.app.answerCache.get(answerCacheKey('en', undefined, '/api/publication-types'))).toBeDefined();
  });

  it('answers 404 when the renderer finds no page at the address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toContain('Rendered /no-such-page');
  });

  const builtPageCases: [string, { url: string; headers: Record<string, string>; method?: 'GET' | 'HEAD' }, number][] = [
    ['a signed-in reader (their pages show their account)', { url: '/wefe-stories/7', headers: { cookie: 'language=en; token=abc' } }, 0],
    ['a members-only page', { url: '/members-only', headers: {} }, 1],
    ['a HEAD request', { url: '/wefe-stories/7', headers: {}, method: 'HEAD' }, 0],
  ];
  it.each(builtPageCases)('sends the app page as built for %s', async (_case, { url, headers, method = 'GET' }, expectedRenders) => {
    const res = await ctx.app.inject({ method, url, headers });
    expect(res.statusCode).toBe(200);
    if (method === 'GET') expect(rootOf(res.body)).toBe('');
    expect(res.body).not.toContain('server-state');
    expect(renders()).toBe(expectedRenders);
  });

  it('sends the app page as built when the renderer fails, without its internals, and logs why', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).not.toContain('secret');
    expect(ctx.logs.some((line) => line.includes('server render failed') && line.includes('/internal/secret.js'))).toBe(true);
  });
});
