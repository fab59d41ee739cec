// The app page names the files of the page asked for, and of the reader's language, as preload links
// (lib/page-preloads.ts, from the build's page-preloads.json).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

const INDEX_PAGE = `<!doctype html>\n<html lang="en">\n  <head>\n    <title>WEFE Nexus Hub</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
const PRELOADS = {
  pages: [
    { pattern: '/', scripts: ['/assets/home-1.js'], styles: [], restOfTexts: false },
    { pattern: '/wefe-stories/:id', scripts: ['/assets/story-detail-1.js', '/assets/gallery-1.js'], styles: ['/assets/gallery-1.css'], restOfTexts: true },
    { pattern: '/wefe-stories/add', scripts: ['/assets/story-add-1.js'], styles: [], restOfTexts: true },
  ],
  texts: {
    en: { first: '/assets/en-first.js', rest: '/assets/en-rest.js' },
    ar: { first: '/assets/ar-first.js', rest: '/assets/ar-rest.js' },
    fr: { first: '/assets/fr-first.js', rest: '/assets/fr-rest.js' },
  },
  fonts: { en: ['/assets/latin-400.woff2'], fr: ['/assets/latin-400.woff2'], ar: ['/assets/arabic-400.woff2'] },
};

function writeDist(preloads: string | undefined): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_PAGE);
  if (preloads !== undefined) fs.writeFileSync(path.join(dist, 'page-preloads.json'), preloads);
  return dist;
}

/** The hrefs of the page's font preload links, in order. */
function fontPreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
}

/** The hrefs of the page's modulepreload links, in order. */
function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
}

describe('the app page with the build’s page preloads', () => {
  let ctx: TestContext;
  const dist = writeDist(JSON.stringify(PRELOADS));
  beforeAll(async () => {
    ctx = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('preloads the page’s code and the texts it shows, in the default language', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(modulePreloads(home.body)).toEqual(['/assets/home-1.js', '/assets/en-first.js']);
    const story = await get('/wefe-stories/42?from=home');
    expect(modulePreloads(story.body)).toEqual(['/assets/story-detail-1.js', '/assets/gallery-1.js', '/assets/en-first.js', '/assets/en-rest.js']);
    expect(story.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/gallery-1.css">');
    // Inside <head>, and the rest of the page as built.
    expect(story.body.indexOf('modulepreload')).toBeLessThan(story.body.indexOf('</head>'));
    expect(story.body).toContain('<body><div id="root"></div></body>');
  });

  it('prefers a fixed address over a pattern with a parameter', async () => {
    expect(modulePreloads((await get('/wefe-stories/add')).body)[0]).toBe('/assets/story-add-1.js');
    expect(modulePreloads((await get('/wefe-stories/add/')).body)[0]).toBe('/assets/story-add-1.js');
  });

  it('preloads the texts of the language the reader chose (its cookie), the default for anything else', async () => {
    expect(modulePreloads((await get('/wefe-stories/7', { cookie: 'token=abc; language=ar' })).body).slice(-2)).toEqual(['/assets/ar-first.js', '/assets/ar-rest.js']);
    expect(modulePreloads((await get('/', { cookie: 'language=fr' })).body)).toEqual(['/assets/home-1.js', '/assets/fr-first.js']);
    // The faces of the reader's script.
    expect(fontPreloads((await get('/', { cookie: 'language=ar' })).body)).toEqual(['/assets/arabic-400.woff2']);
    expect(fontPreloads((await get('/wefe-stories/7')).body)).toEqual(['/assets/latin-400.woff2']);
    for (const cookie of ['language=de', 'language=', 'language="><script>alert(1)</script>', 'other=ar']) {
      const res = await get('/', { cookie });
      expect(modulePreloads(res.body)).toEqual(['/assets/home-1.js', '/assets/en-first.js']);
      expect(res.body).not.toContain('<script>alert');
    }
  });

  it('preloads only the first texts on an address no page serves (the not-found page)', async () => {
    expect(modulePreloads((await get('/no/such/page')).body)).toEqual(['/assets/en-first.js']);
  });

  it('varies by cookie, and revalidates each variant by its own ETag', async () => {
    const english = await get('/wefe-stories/42');
    const arabic = await get('/wefe-stories/42', { cookie: 'language=ar' });
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(String(english.headers.vary).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
    expect(english.headers.etag).toBeDefined();
    expect(english.headers.etag).not.toBe(arabic.headers.etag);
    const again = await get('/wefe-stories/42', { 'if-none-match': String(english.headers.etag) });
    expect(again.statusCode).toBe(304);
    const switched = await get('/wefe-stories/42', { cookie: 'language=ar', 'if-none-match': String(english.headers.etag) });
    expect(switched.statusCode).toBe(200);
    expect(modulePreloads(switched.body)).toContain('/assets/ar-first.js');
  });
});

describe('the app page across a rebuild while the hub runs', () => {
  it('names the new build’s files at the next page load, and sends index.html as built once the list is gone', async () => {
    const dist = writeDist(JSON.stringify(PRELOADS));
    const ctx = await createTestApp({ webDistDir: dist });
    try {
      expect(modulePreloads((await ctx.app.inject({ method: 'GET', url: '/' })).body)[0]).toBe('/assets/home-1.js');
      const later = new Date(Date.now() + 60_000);
      const rebuilt = { ...PRELOADS, pages: [{ pattern: '/', scripts: ['/assets/home-2.js'], styles: [], restOfTexts: false }] };
      fs.writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify(rebuilt));
      fs.utimesSync(path.join(dist, 'page-preloads.json'), later, later);
      const home = await ctx.app.inject({ method: 'GET', url: '/' });
      expect(modulePreloads(home.body)).toEqual(['/assets/home-2.js', '/assets/en-first.js']);
      fs.rmSync(path.join(dist, 'page-preloads.json'));
      expect((await ctx.app.inject({ method: 'GET', url: '/' })).body).toBe(INDEX_PAGE);
    } finally {
      await ctx.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the app page with unusable page preloads', () => {
  it.each([
    ['no preloads file', undefined],
    ['a file that is not JSON', '{ pages: '],
    ['a file naming something other than built assets', JSON.stringify({ ...PRELOADS, pages: [{ pattern: '/', scripts: ['https://evil.example/x.js'], styles: [], restOfTexts: false }] })],
  ])('sends index.html as built with %s', async (_name, preloads) => {
    const dist = writeDist(preloads);
    const ctx = await createTestApp({ webDistDir: dist });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_PAGE);
    } finally {
      await ctx.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
