// Staff management of partners: who may call, create with a logo shown on the public list and served,
// edits that replace or drop the logo, reorder, delete, refusals that change nothing and leave no
// file, and the audit entry of every change.
import { apiMessages } from '@wefe/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mediaFiles, partners } from '../../db/schema.ts';
import { signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { listUploads, makePdf, makePng, multipart, type Part } from '../media/media.fixtures.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let reviewer: Awaited<ReturnType<typeof signedInStaff>>;
let png: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  admin = await signedInStaff(ctx, 'admin');
  reviewer = await signedInStaff(ctx, 'reviewer');
  png = await makePng(1000, 500);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(partners);
  // Each test starts with no logo stored, so it can count its own files.
  await ctx.app.media.remove(ctx.database.db, (await ctx.database.db.select({ id: mediaFiles.id }).from(mediaFiles)).map((f) => f.id));
});

type StaffPartner = {
  id: number;
  name: string;
  url: string | null;
  organization_type: { id: number; name_en: string; name_ar: string; name_fr: string } | null;
  image: string | null;
  logo: { id: number; url: string; srcset: string | null } | null;
  shipped_logo: string | null;
  featured: boolean;
  order: number;
};
type Entry = { actor: { email: string } | null; actor_role: string; action: string; entity_type: string; entity_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const stored = () => listUploads(ctx.app.media.storage);
const logoPart = (content = png, filename = 'logo.png'): Part => ({ name: 'logo', filename, content, contentType: 'image/png' });
const fields = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));

function send(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, bearer: string | null, parts?: Part[], lang = 'en') {
  const body = parts ? multipart(parts) : undefined;
  return ctx.app.inject({ method, url, payload: body?.payload, headers: { ...body?.headers, ...(bearer ? auth(bearer) : {}), lang } });
}
const create = (parts: Part[], bearer = admin.bearer, lang = 'en') => send('POST', '/api/admin/partners', bearer, parts, lang);
const update = (id: number, parts: Part[], bearer = admin.bearer, lang = 'en') => send('POST', `/api/admin/partners/${id}`, bearer, [{ name: '_method', value: 'PUT' }, ...parts], lang);
const reorder = (ids: unknown, bearer = admin.bearer, lang = 'en') => ctx.app.inject({ method: 'PUT', url: '/api/admin/partners/order', payload: { ids }, headers: { ...auth(bearer), lang } });
const publicList = async () => (await ctx.app.inject({ method: 'GET', url: '/api/partners' })).json().data as Array<{ id: number; name: string; image: string | null; order: number }>;
const staffList = async () => (await send('GET', '/api/admin/partners', admin.bearer)).json().data as StaffPartner[];
const entriesOf = async (query: string) => (await ctx.app.inject({ method: 'GET', url: `/api/admin/audit-log?entity_type=partners${query}`, headers: auth(admin.bearer) })).json().data as Entry[];
const entriesFor = (id: number) => entriesOf(`&entity_id=${id}`);
const auditCount = async () => (await ctx.database.db.select().from(auditLog)).length;

async function created(name: string, extra: Record<string, string> = {}, logo?: Part): Promise<StaffPartner> {
  const res = await create([...fields({ name, ...extra }), ...(logo ? [logo] : [])]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as StaffPartner;
}

describe('who may manage partners', () => {
  it('refuses visitors with 401 and members with 403 on every call, and changes nothing', async () => {
    const partner = await created('Existing');
    const calls = [
      () => send('GET', '/api/admin/partners', null),
      () => create(fields({ name: 'Intruder' }), ''),
      () => update(partner.id, fields({ name: 'Hijacked' }), ''),
      () => send('DELETE', `/api/admin/partners/${partner.id}`, null),
      () => ctx.app.inject({ method: 'PUT', url: '/api/admin/partners/order', payload: { ids: [partner.id] } }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);

    const asMember = [
      () => send('GET', '/api/admin/partners', member.bearer),
      () => create(fields({ name: 'Intruder' }), member.bearer),
      () => update(partner.id, fields({ name: 'Hijacked' }), member.bearer),
      () => send('DELETE', `/api/admin/partners/${partner.id}`, member.bearer),
      () => reorder([partner.id], member.bearer),
    ];
    for (const call of asMember) expect((await call()).statusCode).toBe(403);
    expect((await publicList()).map((p) => p.name)).toEqual(['Existing']);
  });

  it('lets reviewers manage partners as administrators do', async () => {
    const res = await create(fields({ name: 'Added by a reviewer' }), reviewer.bearer);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect((await update(id, fields({ featured: '1' }), reviewer.bearer)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/partners/${id}`, reviewer.bearer)).statusCode).toBe(200);
    expect((await entriesFor(id)).map((e) => [e.action, e.actor_role])).toEqual([
      ['delete', 'reviewer'],
      ['update', 'reviewer'],
      ['create', 'reviewer'],
    ]);
  });
});

describe('POST /admin/partners', () => {
  it('creates a partner with a logo that the public list shows and the media route serves', async () => {
    const before = (await stored()).files.length;
    const res = await create([...fields({ name: 'Jordan Water Authority', url: 'https://waj.example.org', organization_type_id: '1', featured: '1' }), logoPart()], admin.bearer, 'fr');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(apiMessages.fr['partners.created']);
    const partner = res.json().data as StaffPartner;
    expect(partner).toMatchObject({
      name: 'Jordan Water Authority',
      url: 'https://waj.example.org',
      organization_type: { id: 1, name_en: 'Government' },
      featured: true,
      order: 1,
      shipped_logo: null,
    });
    expect(partner.logo!.url).toBe(`/api/media/${partner.logo!.id}?w=800`);
    expect(partner.image).toBe(partner.logo!.url);
    // The re-encoded image and its WebP sizes; nothing left in tmp.
    expect((await stored()).files.length).toBeGreaterThan(before);
    expect((await stored()).tmp).toEqual([]);

    const shown = (await publicList()).find((p) => p.id === partner.id)!;
    expect(shown.image).toBe(partner.logo!.url);
    const image = await ctx.app.inject({ method: 'GET', url: shown.image! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const [entry] = await entriesFor(partner.id);
    expect(entry).toMatchObject({
      actor: { email: admin.email },
      action: 'create',
      entity_type: 'partners',
      before: null,
      after: { name: 'Jordan Water Authority', url: 'https://waj.example.org', organization_type_id: 1, featured: true, order: 1, logo_media_id: partner.logo!.id },
    });
  });

  it('adds each new partner at the end, and takes JSON without a logo', async () => {
    await created('First');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/partners', payload: { name: 'Second', url: '', featured: true }, headers: auth(admin.bearer) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Second', url: null, logo: null, image: null, featured: true, order: 2, organization_type: null });
    expect((await publicList()).map((p) => p.name)).toEqual(['First', 'Second']);
  });

  it.each([
    ['a missing name', fields({ url: 'https://ok.example.org' }), 'name', 'validation.required'],
    ['a bad web address', fields({ name: 'Bad link', url: 'javascript:alert(1)' }), 'url', 'validation.url'],
    ['an unknown organisation type', fields({ name: 'Odd type', organization_type_id: '9999' }), 'organization_type_id', 'validation.invalid'],
  ] as const)('refuses %s with 422 beside the field, keeping no partner, no file and no audit entry', async (_case, parts, field, key) => {
    const files = (await stored()).files;
    const entries = await auditCount();
    const res = await create([...parts, logoPart()], admin.bearer, 'ar');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([apiMessages.ar[key]]);
    expect(await publicList()).toEqual([]);
    expect(await stored()).toEqual({ tmp: [], files });
    expect(await auditCount()).toBe(entries);
  });

  it('refuses a PDF sent as the logo, and a PDF named like an image', async () => {
    const files = (await stored()).files;
    for (const logo of [{ name: 'logo', filename: 'logo.pdf', content: makePdf(), contentType: 'application/pdf' }, { name: 'logo', filename: 'logo.png', content: makePdf(), contentType: 'image/png' }]) {
      const res = await create([...fields({ name: 'PDF logo' }), logo]);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['logo']);
    }
    expect(await publicList()).toEqual([]);
    expect(await stored()).toEqual({ tmp: [], files });
  });

  it('refuses a name longer than the limit', async () => {
    const res = await create(fields({ name: 'x'.repeat(201) }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['name']);
  });
});

describe('GET /admin/partners', () => {
  it('answers every partner in order with the type in each language and the shipped logo apart', async () => {
    await ctx.database.db.insert(partners).values([
      { name: 'Shipped', organizationTypeId: 4, sortOrder: 2, logoPath: '/images/partners/shipped.svg' },
      { name: 'Plain', sortOrder: 1 },
    ]);
    const res = await send('GET', '/api/admin/partners', reviewer.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json().data as StaffPartner[];
    expect(list.map((p) => p.name)).toEqual(['Plain', 'Shipped']);
    expect(list[1]).toMatchObject({
      organization_type: { id: 4, name_en: 'Academic and research', name_ar: 'الأوساط الأكاديمية والبحثية', name_fr: 'Milieu universitaire et recherche' },
      image: '/images/partners/shipped.svg',
      shipped_logo: '/images/partners/shipped.svg',
      logo: null,
    });
  });
});

describe('POST /admin/partners/{id} (_method=PUT)', () => {
  it('replaces the logo, removing the old file once the edit is committed, and records before and after', async () => {
    const partner = await created('Logo swap', { url: 'https://swap.example.org' }, logoPart());
    const oldFiles = (await stored()).files;
    const res = await update(partner.id, [...fields({ name: 'Logo swapped', featured: '1' }), logoPart(await makePng(600, 300), 'new.png')]);
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as StaffPartner;
    expect(edited).toMatchObject({ name: 'Logo swapped', url: 'https://swap.example.org', featured: true });
    expect(edited.logo!.id).not.toBe(partner.logo!.id);
    // Every file of the old logo is gone, the new ones are there.
    const now = (await stored()).files;
    expect(now.filter((name) => oldFiles.includes(name))).toEqual([]);
    expect(now.length).toBeGreaterThan(0);
    expect((await ctx.app.inject({ method: 'GET', url: partner.logo!.url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: edited.logo!.url })).statusCode).toBe(200);

    const [entry] = await entriesFor(partner.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { name: 'Logo swap', featured: false, logo_media_id: partner.logo!.id },
      after: { name: 'Logo swapped', featured: true, logo_media_id: edited.logo!.id },
    });
  });

  it('drops the logo with remove_logo, the shipped one too, and clears the url and type when sent empty', async () => {
    const partner = await created('Dropping', { url: 'https://drop.example.org', organization_type_id: '2' }, logoPart());
    await ctx.database.db.update(partners).set({ logoPath: '/images/partners/sample.svg' });
    const res = await update(partner.id, fields({ remove_logo: '1', url: '', organization_type_id: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Dropping', url: null, organization_type: null, logo: null, image: null, shipped_logo: null });
    expect((await stored()).files).toEqual([]);
    expect(await ctx.database.db.select().from(mediaFiles)).toEqual([]);
    expect((await publicList())[0]!.image).toBeNull();
  });

  it('keeps the fields not sent, and accepts JSON', async () => {
    const partner = await created('Kept', { url: 'https://kept.example.org', organization_type_id: '3' });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/partners/${partner.id}`, payload: { _method: 'PUT', featured: true }, headers: auth(admin.bearer) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Kept', url: 'https://kept.example.org', organization_type: { id: 3 }, featured: true });
  });

  it('refuses bad input with 422, keeping the partner, its logo and no new file', async () => {
    const partner = await created('Unchanged', {}, logoPart());
    const files = (await stored()).files;
    const entries = await auditCount();
    for (const parts of [fields({ name: '' }), fields({ url: 'not a link' }), [{ name: 'logo', filename: 'logo.pdf', content: makePdf(), contentType: 'application/pdf' }]]) {
      const res = await update(partner.id, [...parts, ...(parts[0]!.name === 'logo' ? [] : [logoPart()])]);
      expect(res.statusCode, res.body).toBe(422);
    }
    expect(await stored()).toEqual({ tmp: [], files });
    expect(await auditCount()).toBe(entries);
    expect((await staffList())[0]).toMatchObject({ name: 'Unchanged', logo: { id: partner.logo!.id } });
  });

  it('answers 404 for a partner that does not exist, keeping no file', async () => {
    const files = (await stored()).files;
    const res = await update(999999, [...fields({ name: 'Ghost' }), logoPart()], admin.bearer, 'fr');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(apiMessages.fr['partners.not_found']);
    expect(await stored()).toEqual({ tmp: [], files });
  });
});

describe('PUT /admin/partners/order', () => {
  it('puts the partners in the order given, which the public list follows, and records it', async () => {
    const a = await created('A');
    const b = await created('B');
    const c = await created('C');
    const res = await reorder([c.id, a.id, b.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as StaffPartner[]).map((p) => [p.name, p.order])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect((await publicList()).map((p) => p.name)).toEqual(['C', 'A', 'B']);
    const [entry] = (await entriesOf('')).filter((e) => e.action === 'reorder');
    expect(entry).toMatchObject({ action: 'reorder', entity_type: 'partners', entity_id: 0, actor: { email: admin.email }, before: { ids: [a.id, b.id, c.id] }, after: { ids: [c.id, a.id, b.id] } });

    // The same order again changes nothing and records nothing.
    const entries = await auditCount();
    expect((await reorder([c.id, a.id, b.id])).statusCode).toBe(200);
    expect(await auditCount()).toBe(entries);
  });

  it.each([
    ['one missing', (ids: number[]) => ids.slice(1)],
    ['one twice', (ids: number[]) => [...ids, ids[0]]],
    ['an unknown one', (ids: number[]) => [...ids.slice(1), 999999]],
  ])('refuses a list with %s with 422 and changes nothing', async (_case, make) => {
    const ids = [(await created('One')).id, (await created('Two')).id];
    const entries = await auditCount();
    const res = await reorder(make(ids), admin.bearer, 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ids: [apiMessages.fr['partners.order_mismatch']] });
    expect((await publicList()).map((p) => p.name)).toEqual(['One', 'Two']);
    expect(await auditCount()).toBe(entries);
  });

  it('refuses ids that are not numbers', async () => {
    const res = await reorder(['a']);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)[0]).toMatch(/^ids/);
  });
});

describe('DELETE /admin/partners/{id}', () => {
  it('deletes the partner and its logo file, and records what it was', async () => {
    const keep = await created('Kept');
    const gone = await created('Gone', { url: 'https://gone.example.org' }, logoPart());
    expect((await stored()).files.length).toBeGreaterThan(0);
    const res = await send('DELETE', `/api/admin/partners/${gone.id}`, admin.bearer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: apiMessages.en['partners.deleted'], data: null });
    expect((await stored()).files).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: gone.logo!.url })).statusCode).toBe(404);
    expect((await publicList()).map((p) => p.id)).toEqual([keep.id]);
    const [entry] = await entriesFor(gone.id);
    expect(entry).toMatchObject({ action: 'delete', before: { name: 'Gone', url: 'https://gone.example.org', logo_media_id: gone.logo!.id }, after: null });

    expect((await send('DELETE', `/api/admin/partners/${gone.id}`, admin.bearer)).statusCode).toBe(404);
  });
});
