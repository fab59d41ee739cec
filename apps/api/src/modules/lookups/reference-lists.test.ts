// The reference lists staff manage: who may read and change them, the checks of a change, what the
// public lookup calls show afterwards, and the audit row of every change.
import { apiMessages } from '@wefe/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let reviewer: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  admin = await signedInStaff(ctx, 'admin');
  reviewer = await signedInStaff(ctx, 'reviewer');
});
afterAll(() => ctx.close());

type Entry = { id: number; slug: string; name: string; name_ar: string; name_fr: string; order: number; in_use: number };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { bearer?: string; payload?: object; lang?: string } = {}) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}), ...(options.lang ? { lang: options.lang } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const entries = async (list: string): Promise<Entry[]> => {
  const res = await call('GET', `/admin/reference-lists/${list}`, { bearer: admin.bearer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Entry[];
};
const publicNames = async (url: string, lang: string): Promise<string[]> => ((await call('GET', url, { lang })).json().data as { name: string }[]).map((e) => e.name);
const auditRows = (entityId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'reference-lists'), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id));
const auditCount = async () => (await ctx.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityType, 'reference-lists'))).length;

describe('who may use the reference lists', () => {
  const changes: Array<['POST' | 'PUT' | 'DELETE', string, object?]> = [
    ['POST', '/admin/reference-lists/publication-types', { name: 'Atlas', name_ar: 'أطلس', name_fr: 'Atlas géographique' }],
    ['PUT', '/admin/reference-lists/publication-types/1', { name: 'Report', name_ar: 'تقرير', name_fr: 'Rapport' }],
    ['DELETE', '/admin/reference-lists/publication-types/7'],
    ['PUT', '/admin/reference-lists/publication-types/order', { ids: [1, 2, 3, 4, 5, 6, 7, 8] }],
  ];

  it('refuses visitors (401) and members (403), reads and changes alike', async () => {
    for (const url of ['/admin/reference-lists', '/admin/reference-lists/sectors']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, { bearer: member.bearer })).statusCode).toBe(403);
    }
    for (const [method, url, payload] of changes) {
      expect((await call(method, url, { payload })).statusCode).toBe(401);
      expect((await call(method, url, { payload, bearer: member.bearer })).statusCode).toBe(403);
    }
  });

  it('lets reviewers read but not change (403), and changes nothing when refused', async () => {
    expect((await call('GET', '/admin/reference-lists', { bearer: reviewer.bearer })).statusCode).toBe(200);
    expect((await call('GET', '/admin/reference-lists/sectors', { bearer: reviewer.bearer })).statusCode).toBe(200);
    const before = await entries('publication-types');
    for (const [method, url, payload] of changes) {
      expect((await call(method, url, { payload, bearer: reviewer.bearer })).statusCode).toBe(403);
    }
    expect(await entries('publication-types')).toEqual(before);
    expect(await auditCount()).toBe(0);
  });

  it('answers 404 for a list it does not manage, and for an unknown entry', async () => {
    const names = { name: 'Other', name_ar: 'أخرى', name_fr: 'Autre chose' };
    expect((await call('GET', '/admin/reference-lists/post-types', { bearer: admin.bearer })).statusCode).toBe(404);
    expect((await call('GET', '/admin/reference-lists/no-such-list', { bearer: reviewer.bearer })).statusCode).toBe(404);
    expect((await call('POST', '/admin/reference-lists/countries', { bearer: admin.bearer, payload: names })).statusCode).toBe(404);
    expect((await call('PUT', '/admin/reference-lists/sectors/999999', { bearer: admin.bearer, payload: names })).statusCode).toBe(404);
    expect((await call('DELETE', '/admin/reference-lists/sectors/999999', { bearer: admin.bearer })).statusCode).toBe(404);
  });
});

describe('reading the lists', () => {
  it('names the five managed lists with their sizes', async () => {
    const res = await call('GET', '/admin/reference-lists', { bearer: admin.bearer });
    expect(res.json().data).toEqual([
      { key: 'organization-types', count: 6 },
      { key: 'education-levels', count: 4 },
      { key: 'publication-types', count: 8 },
      { key: 'sectors', count: 4 },
      { key: 'institution-categories', count: expect.any(Number) },
    ]);
  });

  it('answers every entry in its order, named in the three languages, with how many records use it', async () => {
    const types = await entries('organization-types');
    expect(types.map((t) => t.slug)).toEqual(['government', 'ngo', 'private', 'academic', 'international', 'other']);
    expect(types[0]).toMatchObject({ id: 1, name: 'Government', name_ar: 'جهة حكومية', name_fr: 'Gouvernement', order: 0 });
    // The signed-in member registered as private sector (organization type 3).
    expect(types.find((t) => t.id === 3)!.in_use).toBeGreaterThanOrEqual(1);
    expect(types.find((t) => t.id === 6)!.in_use).toBe(0);
    const sectors = await entries('sectors');
    // Each sector has a pillar and maps.
    expect(sectors.every((s) => s.in_use > 0)).toBe(true);
  });
});

describe('adding an entry', () => {
  it('adds it at the end, and the public call shows it in each language', async () => {
    const before = await entries('publication-types');
    const res = await call('POST', '/admin/reference-lists/publication-types', {
      bearer: admin.bearer,
      payload: { name: '  Atlas  ', name_ar: 'أطلس', name_fr: 'Atlas cartographique' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as Entry;
    expect(created).toMatchObject({ slug: 'atlas', name: 'Atlas', name_ar: 'أطلس', name_fr: 'Atlas cartographique', in_use: 0 });
    // Seeded entries keep the spec's ids; added ones come after them.
    expect(created.id).toBeGreaterThan(Math.max(...before.map((e) => e.id)));
    expect(created.order).toBeGreaterThan(Math.max(...before.map((e) => e.order)));

    expect((await publicNames('/publication-types', 'en')).at(-1)).toBe('Atlas');
    expect((await publicNames('/publication-types', 'ar')).at(-1)).toBe('أطلس');
    expect((await publicNames('/publication-types', 'fr')).at(-1)).toBe('Atlas cartographique');
    expect((await call('GET', '/publication-types', { bearer: admin.bearer })).headers['cache-control']).toBe('private, no-cache');

    const [row] = await auditRows(created.id);
    expect(row).toMatchObject({ action: 'create', actorRole: 'admin', before: null });
    expect(row!.after).toMatchObject({ list: 'publication-types', id: created.id, name: 'Atlas', name_ar: 'أطلس', name_fr: 'Atlas cartographique' });
  });

  it('adds a sector to every sector list, the maps page included', async () => {
    const res = await call('POST', '/admin/reference-lists/sectors', { bearer: admin.bearer, payload: { name: 'Climate', name_ar: 'المناخ', name_fr: 'Climat' } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await publicNames('/sectors', 'fr')).at(-1)).toBe('Climat');
    expect((await publicNames('/sectors/type/interactive-maps', 'ar')).at(-1)).toBe('المناخ');
  });

  it('refuses missing, blank and too long names beside their fields (422), changing nothing', async () => {
    const before = await entries('education-levels');
    const audits = await auditCount();
    const missing = await call('POST', '/admin/reference-lists/education-levels', { bearer: admin.bearer, payload: { name: 'Diploma' } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['name_ar', 'name_fr']);
    const bad = await call('POST', '/admin/reference-lists/education-levels', {
      bearer: admin.bearer,
      lang: 'fr',
      payload: { name: '   ', name_ar: 'د'.repeat(121), name_fr: 'Diplôme' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toEqual([apiMessages.fr['validation.required']]);
    expect(bad.json().errors.name_ar).toEqual([apiMessages.fr['validation.too_long'].replace('{maximum}', '120')]);
    expect(bad.json().errors.name_fr).toBeUndefined();
    expect(await entries('education-levels')).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a name the list already has in that language, whatever its case (422)', async () => {
    const before = await entries('education-levels');
    const res = await call('POST', '/admin/reference-lists/education-levels', {
      bearer: admin.bearer,
      lang: 'ar',
      payload: { name: "master's", name_ar: 'دبلوم', name_fr: 'DOCTORAT' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [apiMessages.ar['reference_lists.name_taken']],
      name_fr: [apiMessages.ar['reference_lists.name_taken']],
    });
    expect(await entries('education-levels')).toEqual(before);
  });
});

describe('renaming an entry', () => {
  it('renames it in the three languages, keeps its id and slug, and records before and after', async () => {
    const res = await call('PUT', '/admin/reference-lists/institution-categories/1', {
      bearer: admin.bearer,
      payload: { name: 'Government body', name_ar: 'هيئة حكومية', name_fr: 'Organisme public' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: 1, name: 'Government body', name_ar: 'هيئة حكومية', name_fr: 'Organisme public' });
    expect(await publicNames('/institution-categories', 'fr')).toContain('Organisme public');
    const [row] = await auditRows(1);
    expect(row).toMatchObject({ action: 'update' });
    expect(row!.before).toMatchObject({ list: 'institution-categories', id: 1 });
    expect((row!.before as { name: string }).name).not.toBe('Government body');
    expect(row!.after).toMatchObject({ list: 'institution-categories', name: 'Government body', name_fr: 'Organisme public' });
  });

  it('lets an entry keep its own name but not take another entry’s (422)', async () => {
    const [first, second] = await entries('organization-types');
    const same = await call('PUT', `/admin/reference-lists/organization-types/${first!.id}`, {
      bearer: admin.bearer,
      payload: { name: first!.name, name_ar: first!.name_ar, name_fr: `${first!.name_fr} public` },
    });
    expect(same.statusCode, same.body).toBe(200);
    const taken = await call('PUT', `/admin/reference-lists/organization-types/${first!.id}`, {
      bearer: admin.bearer,
      payload: { name: first!.name, name_ar: second!.name_ar, name_fr: first!.name_fr },
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['name_ar']);
  });
});

describe('deleting an entry', () => {
  it('refuses an entry in use with a translated 409 and keeps it', async () => {
    const audits = await auditCount();
    const res = await call('DELETE', '/admin/reference-lists/organization-types/3', { bearer: admin.bearer, lang: 'ar' });
    expect(res.statusCode).toBe(409);
    const used = (await entries('organization-types')).find((t) => t.id === 3)!;
    expect(res.json().message).toBe(apiMessages.ar['reference_lists.in_use'].replace('{count}', String(used.in_use)));
    expect(used).toBeDefined();
    expect(await auditCount()).toBe(audits);
  });

  it('deletes an unused entry: the public call no longer offers it, and the audit log keeps it', async () => {
    const res = await call('DELETE', '/admin/reference-lists/publication-types/7', { bearer: admin.bearer });
    expect(res.statusCode, res.body).toBe(200);
    expect((await entries('publication-types')).map((e) => e.id)).not.toContain(7);
    expect(await publicNames('/publication-types', 'en')).not.toContain('Book');
    const [row] = await auditRows(7);
    expect(row).toMatchObject({ action: 'delete', after: null });
    expect(row!.before).toMatchObject({ list: 'publication-types', id: 7, slug: 'book', name: 'Book' });
  });

  it('never gives a deleted id to a new entry, even the highest one', async () => {
    // One added by staff first, so the highest entry is one the sequence handed out.
    await call('POST', '/admin/reference-lists/publication-types', { bearer: admin.bearer, payload: { name: 'Map series', name_ar: 'سلسلة خرائط', name_fr: 'Série de cartes' } });
    const before = await entries('publication-types');
    const highest = Math.max(...before.map((e) => e.id));
    expect(before.find((e) => e.id === highest)!.in_use).toBe(0);
    expect((await call('DELETE', `/admin/reference-lists/publication-types/${highest}`, { bearer: admin.bearer })).statusCode).toBe(200);
    const res = await call('POST', '/admin/reference-lists/publication-types', { bearer: admin.bearer, payload: { name: 'Book', name_ar: 'كتاب', name_fr: 'Livre' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.id).toBeGreaterThan(highest);
  });
});

describe('reordering a list', () => {
  it('refuses an order that does not name every entry once (422), changing nothing', async () => {
    const before = await entries('education-levels');
    const ids = before.map((e) => e.id);
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999999], []]) {
      const res = await call('PUT', '/admin/reference-lists/education-levels/order', { bearer: admin.bearer, payload: { ids: wrong } });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['ids']);
    }
    expect(await entries('education-levels')).toEqual(before);
  });

  it('puts the list in the new order, publicly too, and records both orders', async () => {
    const before = await entries('education-levels');
    const reversed = before.map((e) => e.id).reverse();
    const res = await call('PUT', '/admin/reference-lists/education-levels/order', { bearer: admin.bearer, payload: { ids: reversed } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Entry[]).map((e) => e.id)).toEqual(reversed);
    expect(await publicNames('/register/education-levels', 'en')).toEqual(before.map((e) => e.name).reverse());
    const [row] = await auditRows(0);
    expect(row).toMatchObject({
      action: 'reorder',
      before: { list: 'education-levels', ids: before.map((e) => e.id) },
      after: { list: 'education-levels', ids: reversed },
    });
  });
});

describe('the last entry of a list', () => {
  it('is never deleted, so a list is never left empty', async () => {
    const levels = await entries('education-levels');
    const unused = levels.filter((level) => level.in_use === 0);
    expect(unused.length).toBe(levels.length - 1);
    for (const level of unused) {
      expect((await call('DELETE', `/admin/reference-lists/education-levels/${level.id}`, { bearer: admin.bearer })).statusCode).toBe(200);
    }
    const [last] = await entries('education-levels');
    const res = await call('DELETE', `/admin/reference-lists/education-levels/${last!.id}`, { bearer: admin.bearer, lang: 'fr' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessages.fr['reference_lists.last_entry']);
    expect(await entries('education-levels')).toHaveLength(1);
  });
});
