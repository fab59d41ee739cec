// Reference data calls, in the three languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, lang?: string) => ctx.app.inject({ method: 'GET', url, headers: lang ? { lang } : {} });

describe('GET /api/countries', () => {
  it('lists every ISO 3166 country with names, codes and centroids', async () => {
    const res = await get('/api/countries?per_page=1000');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(245);
    expect(body.meta.total).toBe(body.data.length);
    const jordan = body.data.find((c: { code: string }) => c.code === 'JO');
    expect(jordan).toMatchObject({ name: 'Jordan', name_ar: 'الأردن', iso3: 'JOR', calling_code: '+962', is_mena: true, is_oic: true });
    expect(jordan.latitude).toBeCloseTo(31, 0);
    expect(jordan.longitude).toBeCloseTo(36, 0);
    expect(Object.keys(jordan)).toEqual(expect.arrayContaining(['id', 'name', 'name_ar', 'code']));
  });

  it('names countries in the request language and sorts them in it', async () => {
    const ar = (await get('/api/countries', 'ar')).json();
    const jordan = ar.data.find((c: { code: string }) => c.code === 'JO');
    expect(jordan.name).toBe('الأردن');
    const names = ar.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'ar')));
    const fr = (await get('/api/countries', 'fr')).json();
    expect(fr.data.find((c: { code: string }) => c.code === 'JO').name).toBe('Jordanie');
  });

  it('pages with meta.total and links', async () => {
    const body = (await get('/api/countries?per_page=10&page=2')).json();
    expect(body.data).toHaveLength(10);
    expect(body.meta).toMatchObject({ current_page: 2, per_page: 10 });
    expect(body.meta.total).toBeGreaterThanOrEqual(245);
    expect(body.links.prev).toBe('/api/countries?per_page=10&page=1');
    expect(body.links.next).toBe('/api/countries?per_page=10&page=3');
  });

  it('searches in any language and filters the MENA and OIC regions', async () => {
    const byArabic = (await get(`/api/countries?search=${encodeURIComponent('الأردن')}`)).json();
    expect(byArabic.data.map((c: { code: string }) => c.code)).toEqual(['JO']);
    const byFrench = (await get('/api/countries?search=jordanie')).json();
    expect(byFrench.data.map((c: { code: string }) => c.code)).toEqual(['JO']);
    const literal = (await get('/api/countries?search=%25')).json();
    expect(literal.data).toEqual([]);
    const mena = (await get('/api/countries?region=MENA')).json();
    expect(mena.meta.total).toBe(25);
    const oic = (await get('/api/countries?region=OIC')).json();
    expect(oic.meta.total).toBe(57);
  });

  it('refuses a page size beyond the limit with a field message', async () => {
    const res = await get('/api/countries?per_page=5000', 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.per_page).toHaveLength(1);
    const bad = await get('/api/countries?page=abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['page']);
  });
});

describe('reference lists', () => {
  it('lists organization types in the request language', async () => {
    const en = (await get('/api/register/organization-types')).json();
    expect(en.data.map((t: { slug: string }) => t.slug)).toEqual(['government', 'ngo', 'private', 'academic', 'international', 'other']);
    const ar = (await get('/api/register/organization-types', 'ar')).json();
    expect(ar.data[0].name).toMatch(/[\u0600-\u06FF]/);
    const fr = (await get('/api/register/organization-types', 'fr')).json();
    expect(fr.data[0].name).not.toBe(en.data[0].name);
  });

  it('lists the four education levels', async () => {
    const body = (await get('/api/register/education-levels')).json();
    expect(body.data.map((l: { name: string }) => l.name)).toEqual(["High School", "Bachelor's", "Master's", 'PhD/Doctorate']);
  });

  it('lists post types, sustainability statuses and publication types with their fixed ids', async () => {
    const posts = (await get('/api/post-types')).json().data;
    expect(posts.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([[1, 'News'], [2, 'Event'], [3, 'Announcement']]);
    const statuses = (await get('/api/sustainability-statuses')).json().data;
    expect(statuses.map((s: { id: number; name: string }) => [s.id, s.name])).toEqual([
      [1, 'Sustainable'],
      [2, 'Partially Sustainable'],
      [3, 'Under Development'],
    ]);
    const types = (await get('/api/publication-types')).json().data;
    expect(types.map((t: { name: string }) => t.name)).toEqual([
      'Report', 'Brief', 'Policy Note', 'Dataset', 'Research Paper', 'Journal Article', 'Book', 'Conference Paper',
    ]);
    const categories = (await get('/api/institution-categories', 'fr')).json().data;
    expect(categories.length).toBeGreaterThan(3);
  });

  it('lists sectors, all of them and by type', async () => {
    const all = (await get('/api/sectors')).json().data;
    expect(all.map((s: { name: string }) => s.name)).toEqual(['Water', 'Energy', 'Food', 'Ecosystems']);
    const maps = (await get('/api/sectors/type/interactive-maps', 'ar')).json().data;
    expect(maps).toHaveLength(4);
    expect(maps.every((s: { type: string; name: string }) => s.type === 'interactive-maps' && /[\u0600-\u06FF]/.test(s.name))).toBe(true);
    const none = await get('/api/sectors/type/no-such-type');
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual([]);
  });
});
