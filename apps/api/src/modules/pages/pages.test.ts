// Managed pages: fields keyed as the spec's clients read them, HTML sanitised when saved and again when
// served, translated 404s, and the about-us page published once in three languages.
import { apiMessages, LANGUAGES } from '@wefe/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../../db/schema.ts';
import { ABOUT_PAGE_SLUG, aboutPage } from '../../seed/data/about-page.ts';
import { seedAboutPage } from '../../seed/site.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { savePage } from './pages.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Fields = Record<string, { value: string; raw_value: string }>;
const get = (slug: string, lang = 'en') => ctx.app.inject({ method: 'GET', url: `/api/pages/${slug}`, headers: { lang } });
const fieldsOf = async (slug: string) => {
  const res = await get(slug);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fields as Fields;
};
const empty = { title: '', title_ar: '', title_fr: '', description: [], description_ar: [], description_fr: [] };

describe('the about-us page', () => {
  it('is published once, in English, Arabic and French, with the fields keyed as the spec reads them', async () => {
    expect((await get(ABOUT_PAGE_SLUG)).statusCode).toBe(404);
    expect(await seedAboutPage(ctx.database.db)).toBe(true);
    expect(await seedAboutPage(ctx.database.db)).toBe(false);

    const res = await get(ABOUT_PAGE_SLUG, 'ar');
    expect(res.json()).toMatchObject({ success: true, message: 'تم جلب الصفحة بنجاح.', data: { slug: 'about-us', updated_at: expect.any(String) } });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const fields = res.json().data.fields as Fields;
    const paragraphs = aboutPage.description.length;
    expect(paragraphs).toBeGreaterThanOrEqual(3);
    expect(paragraphs).toBeLessThanOrEqual(5);
    expect(aboutPage.description_ar).toHaveLength(paragraphs);
    expect(aboutPage.description_fr).toHaveLength(paragraphs);
    const keys = ['title[0]', 'title_ar[0]', 'title_fr[0]'];
    for (const name of ['description', 'description_ar', 'description_fr']) for (let n = 0; n < paragraphs; n += 1) keys.push(`${name}[${n}]`);
    expect(Object.keys(fields).sort()).toEqual(keys.sort());

    expect(fields['title[0]']).toEqual({ value: 'About the WEFE Nexus Hub', raw_value: 'About the WEFE Nexus Hub' });
    expect(fields['title_ar[0]']!.raw_value).toBe('عن منصة ترابط WEFE');
    expect(fields['title_fr[0]']!.raw_value).toBe('À propos de la Plateforme Nexus WEFE');
    expect(fields['description[0]']!.value).toMatch(/^<p>The WEFE Nexus Hub is a regional knowledge and collaboration platform/);
    expect(fields['description_ar[0]']!.value).toMatch(/^<p>منصة ترابط WEFE/);
    expect(fields['description_fr[0]']!.value).toMatch(/^<p>La Plateforme Nexus WEFE/);
    // The copy is what the seed wrote: it passes the sanitiser unchanged.
    aboutPage.description.forEach((html, n) => expect(fields[`description[${n}]`]).toEqual({ value: html, raw_value: html }));
    aboutPage.description_ar.forEach((html, n) => expect(fields[`description_ar[${n}]`]!.value).toBe(html));
    aboutPage.description_fr.forEach((html, n) => expect(fields[`description_fr[${n}]`]!.value).toBe(html));
    // Real product copy: never marked as a sample.
    expect(JSON.stringify(fields)).not.toMatch(/sample|exemple|نموذج/i);
  });

  it('keeps staff’s edits: the seed never writes it again', async () => {
    await savePage(ctx.database.db, ABOUT_PAGE_SLUG, { ...aboutPage, title: 'About us (edited)' });
    expect(await seedAboutPage(ctx.database.db)).toBe(false);
    expect((await fieldsOf(ABOUT_PAGE_SLUG))['title[0]']!.raw_value).toBe('About us (edited)');
  });
});

describe('GET /pages/{slug}', () => {
  it.each(LANGUAGES)('answers an unknown slug with 404 in %s', async (lang) => {
    const res = await get('no-such-page', lang);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: apiMessages[lang]['pages.not_found'], data: null });
  });

  it('refuses a slug that is not lower-case words and dashes with 422', async () => {
    expect((await get('About_Us')).statusCode).toBe(422);
    expect((await get('..%2Fetc')).statusCode).toBe(422);
  });

  it('answers titles as text, escaped in value, and leaves out paragraphs with nothing left', async () => {
    await savePage(ctx.database.db, 'titles', {
      ...empty,
      title: 'Water & <b>Energy</b> <script>alert(1)</script>',
      title_ar: 'المياه &amp; الطاقة',
      title_fr: '  Eau "et" énergie  ',
      description: ['<p>one</p>', '<script>alert(1)</script>', '  ', '<p>two</p>'],
    });
    const fields = await fieldsOf('titles');
    expect(fields['title[0]']).toEqual({ value: 'Water &amp; Energy', raw_value: 'Water & Energy' });
    expect(fields['title_ar[0]']).toEqual({ value: 'المياه &amp; الطاقة', raw_value: 'المياه & الطاقة' });
    expect(fields['title_fr[0]']).toEqual({ value: 'Eau &quot;et&quot; énergie', raw_value: 'Eau "et" énergie' });
    expect(Object.keys(fields).sort()).toEqual(['description[0]', 'description[1]', 'title[0]', 'title_ar[0]', 'title_fr[0]']);
    expect(fields['description[1]']!.value).toBe('<p>two</p>');
  });
});

describe('HTML is sanitised when saved and when served', () => {
  const dirty = [
    '<p>Hello <script>alert("x")</script>world</p>',
    '<p><img src=x onerror=alert(1)>Picture<b onmouseover="steal()">bold</b></p>',
    '<p><a href="javascript:alert(1)">js</a> <a href="  JaVa&#x09;ScRiPt:alert(1)">tab</a> <a href="data:text/html;base64,PHNjcmlwdD4=">data</a></p>',
    '<svg onload=alert(1)><circle/></svg><iframe src="https://evil.example"></iframe><p style="color:red">styled</p>',
    `<IMG SRC="javascript:alert('XSS');"><<SCRIPT>alert("XSS");//\\<</SCRIPT><p>end</p>`,
    '<p><a href="https://example.org/report" target="_self" rel="opener">report</a> <a href="mailto:info@example.org">mail</a></p>',
  ];
  const clean = [
    '<p>Hello world</p>',
    '<p>Picture<b>bold</b></p>',
    '<p><a>js</a> <a>tab</a> <a>data</a></p>',
    '<p>styled</p>',
    '&lt;<p>end</p>',
    '<p><a href="https://example.org/report" target="_blank" rel="noopener noreferrer">report</a> <a href="mailto:info@example.org">mail</a></p>',
  ];

  it('stores and serves only the allow-list', async () => {
    const row = await savePage(ctx.database.db, 'dirty', { ...empty, title: 'Dirty', description: dirty, description_ar: dirty, description_fr: dirty });
    expect(row.paragraphsEn).toEqual(clean);
    expect(row.paragraphsAr).toEqual(clean);
    expect(row.paragraphsFr).toEqual(clean);
    const fields = await fieldsOf('dirty');
    clean.forEach((html, n) => {
      for (const name of ['description', 'description_ar', 'description_fr']) expect(fields[`${name}[${n}]`], `${name}[${n}]`).toEqual({ value: html, raw_value: html });
    });
  });

  it('serves a row changed behind the API’s back clean all the same', async () => {
    await savePage(ctx.database.db, 'tampered', { ...empty, title: 'Tampered' });
    await ctx.database.db
      .update(sitePages)
      .set({ titleEn: '<script>alert(1)</script>Owned <img src=x onerror=alert(1)>', paragraphsEn: dirty, paragraphsFr: ['<p onclick="x()">ok</p>', '<script>alert(1)</script>'] })
      .where(eq(sitePages.slug, 'tampered'));
    const fields = await fieldsOf('tampered');
    expect(fields['title[0]']).toEqual({ value: 'Owned', raw_value: 'Owned' });
    clean.forEach((html, n) => expect(fields[`description[${n}]`]).toEqual({ value: html, raw_value: html }));
    expect(fields['description_fr[0]']).toEqual({ value: '<p>ok</p>', raw_value: '<p>ok</p>' });
    expect(fields['description_fr[1]']).toBeUndefined();
    expect(JSON.stringify(fields)).not.toMatch(/<script|onerror|onclick|javascript:|<svg|<iframe|style=/i);
  });
});
