// robots.txt and the sitemaps (issue 30): well-formed XML, only approved items, every address in
// three languages with its alternates, member and staff areas excluded.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, minimalSubmission, signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../media/media.fixtures.ts';
import { PUBLIC_PAGES } from './sitemap.service.ts';

let ctx: TestContext;
let approvedStory: number;
let pendingStory: number;
const BASE = 'http://localhost:3000';
const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

beforeAll(async () => {
  ctx = await createTestApp();
  const member = await signedInMember(ctx);
  const staff = await signedInStaff(ctx, 'reviewer');
  const jordan = await countryId(ctx, 'JO');
  const submit = async (title: string) => {
    const { payload, headers } = multipart(Object.entries(minimalSubmission.stories(title, jordan)).map(([name, value]) => ({ name, value })));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/stories', payload, headers: { ...headers, ...auth(member.bearer) } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  approvedStory = await submit('A story search engines should find');
  pendingStory = await submit('A story still under review');
  expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${approvedStory}/approve`, headers: auth(staff.bearer) })).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });

async function xml(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.body), url).toBe(true);
  return parser.parse(res.body) as Record<string, unknown>;
}

type UrlEntry = { loc: string; lastmod?: string; 'xhtml:link': Array<{ rel: string; hreflang: string; href: string }> };

describe('robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of the API, member and staff areas, and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const area of ['/api/', '/admin', '/profile', '/login', '/wefe-stories/edit/', '/alerts/']) expect(lines).toContain(`Disallow: ${area}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('index every sitemap, each kind in numbered parts, with the newest change', async () => {
    const index = (await xml('/sitemap.xml')).sitemapindex as { xmlns: string; sitemap: Array<{ loc: string; lastmod?: string }> };
    expect(index.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.sitemap.map((entry) => entry.loc)).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/publications-1.xml`,
      `${BASE}/sitemaps/stories-1.xml`,
      `${BASE}/sitemaps/news-events-1.xml`,
      `${BASE}/sitemaps/countries-1.xml`,
    ]);
    const stories = index.sitemap.find((entry) => entry.loc.endsWith('stories-1.xml'))!;
    expect(Number.isNaN(Date.parse(stories.lastmod ?? ''))).toBe(false);
  });

  it('list each approved story in three languages, each with every language as an alternate and x-default, and no story under review', async () => {
    const set = (await xml('/sitemaps/stories-1.xml')).urlset as { url: UrlEntry[] };
    const path = `/wefe-stories/${approvedStory}`;
    const entries = set.url.filter((entry) => entry.loc.startsWith(`${BASE}${path}?`));
    expect(entries.map((entry) => entry.loc)).toEqual(['en', 'ar', 'fr'].map((language) => `${BASE}${path}?lang=${language}`));
    for (const entry of entries) {
      expect(entry['xhtml:link'].map((link) => [link.hreflang, link.href])).toEqual([
        ['en', `${BASE}${path}?lang=en`],
        ['ar', `${BASE}${path}?lang=ar`],
        ['fr', `${BASE}${path}?lang=fr`],
        ['x-default', `${BASE}${path}`],
      ]);
      expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
    }
    expect(set.url.some((entry) => entry.loc.includes(`/wefe-stories/${pendingStory}?`))).toBe(false);
  });

  it('list the site pages and the countries the index has scored', async () => {
    const pages = (await xml('/sitemaps/pages.xml')).urlset as { url: UrlEntry[] };
    expect(pages.url).toHaveLength(PUBLIC_PAGES.length * 3);
    expect(pages.url.map((entry) => entry.loc)).toContain(`${BASE}/publications?lang=ar`);
    const countries = (await xml('/sitemaps/countries-1.xml')).urlset as { url: UrlEntry[] };
    expect(countries.url.map((entry) => entry.loc)).toContain(`${BASE}/wefe-index/country/JOR?lang=fr`);
  });

  it('answer 404 for a part or a kind that does not exist', async () => {
    for (const url of ['/sitemaps/stories-2.xml', '/sitemaps/users-1.xml', '/sitemaps/stories-0.xml']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('La ressource demandée est introuvable.');
    }
  });
});
