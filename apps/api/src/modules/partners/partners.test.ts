// Partners: the list in staff's order with the featured filter and a limit, one partner, translated
// 404s, logos (uploaded or shipped with the web app), and the sample partners seeded once.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiMessages, LANGUAGES } from '@wefe/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, partners } from '../../db/schema.ts';
import { SAMPLE_PARTNER_MARK, samplePartners } from '../../seed/data/sample-partners.ts';
import { seedSamplePartners } from '../../seed/site.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type PartnerAnswer = { id: number; name: string; url: string | null; image: string | null; type: string | null; featured: boolean; order: number };
// These tests write partners straight to the database, behind the app: injected requests never meet
// the answer cache, which serves only requests that come through the server (lib/kept-answer-server.ts).
const get = (url: string, lang = 'en') => ctx.app.inject({ method: 'GET', url, headers: { lang } });
const list = async (query = '', lang = 'en') => {
  const res = await get(`/api/partners${query}`, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PartnerAnswer[];
};

describe('sample partners', () => {
  it('start empty, then are seeded once, marked as samples, with example.org links and logos the web app ships', async () => {
    expect(await list()).toEqual([]);
    expect(await seedSamplePartners(ctx.database.db)).toBe(samplePartners.length);
    expect(await seedSamplePartners(ctx.database.db)).toBe(0);

    const seeded = await list();
    expect(seeded).toHaveLength(samplePartners.length);
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    for (const partner of seeded) {
      expect(partner.name.startsWith(`${SAMPLE_PARTNER_MARK} `)).toBe(true);
      expect(partner.url).toMatch(/^https:\/\/example\.org\/sample-partners\/[a-z-]+$/);
      expect(partner.image).toMatch(/^\/images\/partners\/[a-z-]+\.svg$/);
      const logo = fs.readFileSync(path.join(webPublic, partner.image!), 'utf8');
      expect(logo).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* role="img" aria-label="Sample partner logo: /);
      expect(logo).not.toMatch(/<script|on\w+=|href=/i);
    }
    expect(seeded.filter((p) => p.featured)).toHaveLength(6);
  });

  it('are not seeded again once staff removed them', async () => {
    await ctx.database.db.delete(partners);
    expect(await seedSamplePartners(ctx.database.db)).toBe(0);
    expect(await list()).toEqual([]);
  });
});

describe('GET /partners', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await ctx.database.db.delete(partners);
    const rows = await ctx.database.db
      .insert(partners)
      .values([
        { name: 'Third', url: 'https://third.example.org', organizationTypeId: 4, featured: true, sortOrder: 3, logoPath: '/images/partners/third.svg' },
        { name: 'First', url: 'https://first.example.org', organizationTypeId: 1, featured: false, sortOrder: 1 },
        { name: 'Second (tie, older)', url: null, organizationTypeId: null, featured: true, sortOrder: 2 },
        { name: 'Second (tie, newer)', url: 'https://second.example.org', organizationTypeId: 5, featured: true, sortOrder: 2 },
      ])
      .returning({ id: partners.id, name: partners.name });
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  });

  it('answers every partner in staff’s order, ties oldest first, with the spec’s fields', async () => {
    const res = await get('/api/partners');
    expect(res.json()).toMatchObject({ success: true, message: 'Partners retrieved successfully.' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const answer = res.json().data as PartnerAnswer[];
    expect(answer.map((p) => p.name)).toEqual(['First', 'Second (tie, older)', 'Second (tie, newer)', 'Third']);
    expect(answer[0]).toEqual({ id: ids.First, name: 'First', url: 'https://first.example.org', image: null, type: 'Government', featured: false, order: 1 });
    expect(answer[1]).toMatchObject({ url: null, image: null, type: null });
    expect(answer[3]).toMatchObject({ image: '/images/partners/third.svg', type: 'Academic and research', featured: true, order: 3 });
  });

  it('names the organisation type in the reader’s language', async () => {
    expect((await list('', 'ar')).find((p) => p.name === 'Third')!.type).toBe('الأوساط الأكاديمية والبحثية');
    expect((await list('', 'fr')).find((p) => p.name === 'Third')!.type).toBe('Milieu universitaire et recherche');
  });

  it('keeps the featured ones with featured=true, the others with featured=false, and caps with limit', async () => {
    expect((await list('?featured=true')).map((p) => p.name)).toEqual(['Second (tie, older)', 'Second (tie, newer)', 'Third']);
    expect((await list('?featured=1&limit=2')).map((p) => p.name)).toEqual(['Second (tie, older)', 'Second (tie, newer)']);
    expect((await list('?featured=false')).map((p) => p.name)).toEqual(['First']);
    expect((await list('?limit=1')).map((p) => p.name)).toEqual(['First']);
    expect((await list('?featured=&limit=')).length).toBe(4);
  });

  it('refuses a bad filter with 422 and field messages', async () => {
    const res = await get('/api/partners?featured=maybe&limit=0', 'fr');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['featured', 'limit']);
    expect(res.json().errors.featured).toEqual([apiMessages.fr['validation.invalid']]);
  });

  it('gives an uploaded logo’s public link before the shipped one', async () => {
    const BASE = '0123456789abcdef0123456789abcdef';
    const [file] = await ctx.database.db
      .insert(mediaFiles)
      .values({
        kind: 'image',
        storedName: `${BASE}.png`,
        originalName: 'logo.png',
        mimeType: 'image/png',
        sizeBytes: 10,
        visibility: 'public',
        variants: JSON.stringify({ 400: `${BASE}-400.webp`, 800: `${BASE}-800.webp` }),
      })
      .returning({ id: mediaFiles.id });
    await ctx.database.db.update(partners).set({ logoMediaId: file!.id }).where(eq(partners.id, ids.Third!));
    expect((await get(`/api/partners/${ids.Third}`)).json().data.image).toBe(`/api/media/${file!.id}?w=800`);
  });
});

describe('GET /partners/{id}', () => {
  it('answers one partner', async () => {
    const [row] = await ctx.database.db.insert(partners).values({ name: 'Only one', url: 'https://one.example.org', organizationTypeId: 2, sortOrder: 9 }).returning();
    const res = await get(`/api/partners/${row!.id}`, 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Partenaire récupéré avec succès.',
      data: { id: row!.id, name: 'Only one', url: 'https://one.example.org', image: null, type: 'Organisation non gouvernementale (ONG)', featured: false, order: 9 },
    });
  });

  it.each(LANGUAGES)('answers a missing partner with 404 in %s', async (lang) => {
    const res = await get('/api/partners/999999', lang);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: apiMessages[lang]['partners.not_found'], data: null });
  });

  it('spells the 404 in each language', () => {
    expect([apiMessages.en['partners.not_found'], apiMessages.ar['partners.not_found'], apiMessages.fr['partners.not_found']]).toEqual([
      'Partner not found.',
      'الشريك غير موجود.',
      'Partenaire introuvable.',
    ]);
  });

  it('refuses an id that is not a number with 422', async () => {
    expect((await get('/api/partners/abc')).statusCode).toBe(422);
  });
});
