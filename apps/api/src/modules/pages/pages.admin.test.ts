// Staff's editing of managed pages: staff only, the contract's limits (422 changes nothing), HTML
// sanitised in the preview and when saved (and served clean), the Arabic text served as saved, and
// one audit entry per save with the content before and after.
import { apiMessages, PAGE_PARAGRAPH_MAX, PAGE_PARAGRAPHS_MAX, PAGE_TITLE_MAX } from '@wefe/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sitePages, users } from '../../db/schema.ts';
import { ABOUT_PAGE_SLUG, aboutPage } from '../../seed/data/about-page.ts';
import { seedAboutPage } from '../../seed/site.ts';
import { signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { savePage } from './pages.service.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let reviewer: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedAboutPage(ctx.database.db);
  member = await signedInMember(ctx);
  admin = await signedInStaff(ctx, 'admin');
  reviewer = await signedInStaff(ctx, 'reviewer');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, bearer?: string, payload?: unknown, lang = 'en') =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { lang, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });

const content = (overrides: { title?: Partial<Record<'en' | 'ar' | 'fr', string>>; paragraphs?: Partial<Record<'en' | 'ar' | 'fr', string[]>> } = {}) => ({
  title: { en: 'About the hub', ar: 'عن المنصة', fr: 'À propos de la plateforme', ...overrides.title },
  paragraphs: { en: ['<p>English paragraph.</p>'], ar: ['<p>فقرة عربية.</p>'], fr: ['<p>Paragraphe français.</p>'], ...overrides.paragraphs },
});

const storedPage = async () => (await ctx.database.db.select().from(sitePages).where(eq(sitePages.slug, ABOUT_PAGE_SLUG)))[0]!;
const pageAudits = async (id: number) => ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'pages'), eq(auditLog.entityId, id)));

const dirtyParagraph =
  '<p onclick="steal()">Water <script>alert("x")</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">here</a> and <a href="https://example.org/nexus" onmouseover="x()">there</a></p>';
const cleanParagraph = '<p>Water <a>here</a> and <a href="https://example.org/nexus" target="_blank" rel="noopener noreferrer">there</a></p>';

describe('who may edit managed pages', () => {
  const calls: Array<[Method, string, unknown]> = [
    ['GET', '/admin/pages', undefined],
    ['GET', `/admin/pages/${ABOUT_PAGE_SLUG}`, undefined],
    ['PUT', `/admin/pages/${ABOUT_PAGE_SLUG}`, content({ title: { en: 'Taken over' } })],
    ['POST', `/admin/pages/${ABOUT_PAGE_SLUG}/preview`, content()],
  ];

  it.each(calls)('refuses %s %s to visitors (401) and members (403), and changes nothing', async (method, url, payload) => {
    const before = await storedPage();
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    const refused = await call(method, url, member.bearer, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: apiMessages.en['errors.forbidden'] });
    expect(await storedPage()).toEqual(before);
  });

  it('lets reviewers as well as administrators read the pages', async () => {
    for (const bearer of [admin.bearer, reviewer.bearer]) expect((await call('GET', '/admin/pages', bearer)).statusCode).toBe(200);
  });
});

describe('GET /admin/pages and /admin/pages/{slug}', () => {
  it('lists the managed pages with their titles in three languages', async () => {
    const res = await call('GET', '/admin/pages', admin.bearer);
    expect(res.statusCode, res.body).toBe(200);
    const about = (res.json().data as Array<{ slug: string }>).find((p) => p.slug === ABOUT_PAGE_SLUG);
    expect(about).toEqual({
      slug: ABOUT_PAGE_SLUG,
      title: { en: aboutPage.title, ar: aboutPage.title_ar, fr: aboutPage.title_fr },
      updated_at: expect.any(String),
      updated_by: null,
    });
  });

  it('answers the stored title and paragraphs grouped by language', async () => {
    const res = await call('GET', `/admin/pages/${ABOUT_PAGE_SLUG}`, reviewer.bearer);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedPage();
    expect(res.json().data).toEqual({
      slug: ABOUT_PAGE_SLUG,
      title: { en: stored.titleEn, ar: stored.titleAr, fr: stored.titleFr },
      paragraphs: { en: stored.paragraphsEn, ar: stored.paragraphsAr, fr: stored.paragraphsFr },
      updated_at: stored.updatedAt.toISOString(),
    });
  });

  it('hands the editor clean HTML even from a row changed behind the API’s back', async () => {
    await savePage(ctx.database.db, 'tampered', { title: 'Tampered', title_ar: '', title_fr: '', description: [], description_ar: [], description_fr: [] });
    await ctx.database.db.update(sitePages).set({ titleAr: '<b>عنوان</b><script>x</script>', paragraphsEn: [dirtyParagraph, '<script>alert(1)</script>'] }).where(eq(sitePages.slug, 'tampered'));
    const res = await call('GET', '/admin/pages/tampered', admin.bearer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: { en: 'Tampered', ar: 'عنوان', fr: '' }, paragraphs: { en: [cleanParagraph], ar: [], fr: [] } });
  });

  it('answers 404 for a page that does not exist, in the request’s language', async () => {
    for (const [method, url, payload] of [
      ['GET', '/admin/pages/no-such-page', undefined],
      ['PUT', '/admin/pages/no-such-page', content()],
      ['POST', '/admin/pages/no-such-page/preview', content()],
    ] as Array<[Method, string, unknown]>) {
      const res = await call(method, url, admin.bearer, payload, 'fr');
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: apiMessages.fr['pages.not_found'] });
    }
    expect(await ctx.database.db.select().from(sitePages).where(eq(sitePages.slug, 'no-such-page'))).toEqual([]);
  });
});

describe('POST /admin/pages/{slug}/preview', () => {
  it('answers the sanitised fields as GET /pages/{slug} would, and saves nothing', async () => {
    const before = await storedPage();
    const res = await call('POST', `/admin/pages/${ABOUT_PAGE_SLUG}/preview`, admin.bearer, content({
      title: { en: 'Water & <b>energy</b>' },
      paragraphs: { en: [dirtyParagraph, '<p><br></p>', '<p>Second</p>'], ar: ['<p dir="rtl" style="color:red">نص <strong>عربي</strong></p>'] },
    }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiMessages.en['pages.previewed']);
    expect(res.json().data).toEqual({
      slug: ABOUT_PAGE_SLUG,
      updated_at: before.updatedAt.toISOString(),
      fields: {
        'title[0]': { value: 'Water &amp; energy', raw_value: 'Water & energy' },
        'title_ar[0]': { value: 'عن المنصة', raw_value: 'عن المنصة' },
        'title_fr[0]': { value: 'À propos de la plateforme', raw_value: 'À propos de la plateforme' },
        'description[0]': { value: cleanParagraph, raw_value: cleanParagraph },
        'description[1]': { value: '<p>Second</p>', raw_value: '<p>Second</p>' },
        'description_ar[0]': { value: '<p>نص <strong>عربي</strong></p>', raw_value: '<p>نص <strong>عربي</strong></p>' },
        'description_fr[0]': { value: '<p>Paragraphe français.</p>', raw_value: '<p>Paragraphe français.</p>' },
      },
    });
    expect(await storedPage()).toEqual(before);
    expect(await pageAudits(before.id)).toEqual([]);
  });
});

describe('PUT /admin/pages/{slug}', () => {
  it('refuses content outside the contract’s limits with field messages, and changes nothing', async () => {
    const before = await storedPage();
    const tooMany = Array.from({ length: PAGE_PARAGRAPHS_MAX + 1 }, (_, n) => `<p>${n}</p>`);
    const res = await call('PUT', `/admin/pages/${ABOUT_PAGE_SLUG}`, admin.bearer, content({
      title: { en: '   ', fr: 'x'.repeat(PAGE_TITLE_MAX + 1) },
      paragraphs: { ar: ['<p>ok</p>', 'x'.repeat(PAGE_PARAGRAPH_MAX + 1)], fr: tooMany },
    }), 'ar');
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['paragraphs.ar.1', 'paragraphs.fr', 'title.en', 'title.fr']);
    expect(errors['title.en']).toEqual([apiMessages.ar['validation.required']]);
    expect(errors['title.fr']![0]).toContain(String(PAGE_TITLE_MAX));
    expect(errors['paragraphs.ar.1']![0]).toContain(String(PAGE_PARAGRAPH_MAX));

    // A language left out is refused rather than erased.
    const missing = await call('PUT', `/admin/pages/${ABOUT_PAGE_SLUG}`, admin.bearer, { title: { en: 'About' }, paragraphs: { en: [] } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['paragraphs.ar', 'paragraphs.fr', 'title.ar', 'title.fr']);

    // An English title that is nothing but markup is no title.
    const markupOnly = await call('PUT', `/admin/pages/${ABOUT_PAGE_SLUG}`, admin.bearer, content({ title: { en: '<b> </b><script>x</script>' } }));
    expect(markupOnly.statusCode).toBe(422);
    expect(markupOnly.json().errors).toEqual({ 'title.en': [apiMessages.en['validation.required']] });

    expect(await storedPage()).toEqual(before);
    expect(await pageAudits(before.id)).toEqual([]);
  });

  it('stores sanitised HTML, drops empty paragraphs, and the public page serves it clean', async () => {
    const res = await call('PUT', `/admin/pages/${ABOUT_PAGE_SLUG}`, reviewer.bearer, content({
      paragraphs: { en: ['<p>First</p>', dirtyParagraph, '<p>&nbsp;</p>', '<script>alert(1)</script>'] },
    }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: apiMessages.en['pages.saved'], data: { slug: ABOUT_PAGE_SLUG, paragraphs: { en: ['<p>First</p>', cleanParagraph] } } });
    expect((await storedPage()).paragraphsEn).toEqual(['<p>First</p>', cleanParagraph]);

    const served = await call('GET', `/pages/${ABOUT_PAGE_SLUG}`);
    const fields = served.json().data.fields as Record<string, { value: string }>;
    expect(fields['description[1]']!.value).toBe(cleanParagraph);
    expect(fields['description[2]']).toBeUndefined();
    expect(served.body).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:/i);
  });

  it('saves the Arabic text that GET /pages/about-us then answers in Arabic', async () => {
    const arabic = {
      title: { ar: 'عن منصة ترابط المياه والطاقة والغذاء والنظم البيئية' },
      paragraphs: { ar: ['<p>تجمع المنصة <strong>البيانات</strong> والقصص.</p>', '<ul><li>المياه</li><li>الطاقة</li></ul>'] },
    };
    const saved = await call('PUT', `/admin/pages/${ABOUT_PAGE_SLUG}`, admin.bearer, content(arabic), 'ar');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(apiMessages.ar['pages.saved']);

    const res = await call('GET', `/pages/${ABOUT_PAGE_SLUG}`, undefined, undefined, 'ar');
    expect(res.statusCode).toBe(200);
    const fields = res.json().data.fields as Record<string, { value: string; raw_value: string }>;
    expect(fields['title_ar[0]']!.raw_value).toBe(arabic.title.ar);
    expect(fields['description_ar[0]']!.value).toBe(arabic.paragraphs.ar[0]);
    expect(fields['description_ar[1]']!.value).toBe(arabic.paragraphs.ar[1]);
    expect(fields['description_ar[2]']).toBeUndefined();
  });

  it('records one audit entry per save, with who saved and the content before and after', async () => {
    const before = await storedPage();
    const res = await call('PUT', `/admin/pages/${ABOUT_PAGE_SLUG}`, admin.bearer, content({ title: { fr: 'À propos (révisé)' }, paragraphs: { fr: ['<p>Révisé.</p>'] } }));
    expect(res.statusCode, res.body).toBe(200);

    const [adminRow] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, admin.email.toLowerCase()));
    const entries = (await pageAudits(before.id)).filter((e) => (e.after as { title?: { fr?: string } } | null)?.title?.fr === 'À propos (révisé)');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: adminRow!.id,
      actorRole: 'admin',
      action: 'update',
      entityType: 'pages',
      entityId: before.id,
      before: { slug: ABOUT_PAGE_SLUG, title: { en: before.titleEn, ar: before.titleAr, fr: before.titleFr }, paragraphs: { en: before.paragraphsEn, ar: before.paragraphsAr, fr: before.paragraphsFr } },
      after: { slug: ABOUT_PAGE_SLUG, title: { fr: 'À propos (révisé)' }, paragraphs: { fr: ['<p>Révisé.</p>'] } },
    });

    // The admins' audit log shows it, and the list names who saved the page last.
    const log = await call('GET', `/admin/audit-log?entity_type=pages&entity_id=${before.id}`, admin.bearer);
    expect((log.json().data as Array<{ action: string }>)[0]).toMatchObject({ action: 'update', entity_type: 'pages' });
    const list = await call('GET', '/admin/pages', admin.bearer);
    const about = (list.json().data as Array<{ slug: string; updated_by: { id: number } | null }>).find((p) => p.slug === ABOUT_PAGE_SLUG);
    expect(about!.updated_by).toMatchObject({ id: adminRow!.id });
  });
});
