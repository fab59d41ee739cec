// Staff content management over publications, stories and news/events: the console's list, staff
// corrections (review state kept), unpublishing (public site and files closed, owner still sees and
// may resubmit), deletion with the files, and the audit entry of every change.
import { apiMessages } from '@wefe/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { countryId, minimalSubmission, signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { listUploads, makePdf, makePng, multipart, type Part } from '../media/media.fixtures.ts';
import { publicationsContentKind } from '../publications/publications.content-admin.ts';
import { createContentAdminService } from './content-admin.service.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInMember>>;
let member: Awaited<ReturnType<typeof signedInMember>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let reviewer: Awaited<ReturnType<typeof signedInStaff>>;
let jordan: number;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signedInMember(ctx);
  member = await signedInMember(ctx);
  admin = await signedInStaff(ctx, 'admin');
  reviewer = await signedInStaff(ctx, 'reviewer');
  jordan = await countryId(ctx, 'JO');
});
afterAll(() => ctx.close());

type Data = Record<string, unknown> & { id: number; status: string };
const auth = (bearer?: string) => (bearer ? { authorization: `Bearer ${bearer}` } : {});
const text = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));
const png = async (name: string): Promise<Part> => ({ name, filename: 'picture.png', content: await makePng(900, 600), contentType: 'image/png' });
const pdf = (name: string): Part => ({ name, filename: 'report.pdf', content: makePdf('report'), contentType: 'application/pdf' });

/** What each type needs: how a member submits one (with files), a file's address, and a valid and an invalid correction. */
interface TypeCase {
  type: 'publications' | 'stories' | 'news-events';
  mine: string;
  parts: (title: string) => Promise<Part[]>;
  fileUrl: (item: Data) => string;
  /** A correction of two fields; `same` is sent too but equals the stored value. */
  correction: { changed: Record<string, string>; same: Record<string, string> };
  /** A correction the server refuses after the contract's checks (a date), with the field it names. */
  refusedByServer: { body: Record<string, string>; field: string; message: string };
}

const CASES: TypeCase[] = [
  {
    type: 'publications',
    mine: 'my-publications',
    parts: async (title) => [
      ...text({ title, publication_type_id: '1', publication_author: 'Amal Haddad', publication_date: '2024-03-05', summary: 'Renewable groundwater in the valley.' }),
      pdf('publication_document'),
      await png('publication_image'),
    ],
    fileUrl: (item) => item.document_url as string,
    correction: { changed: { title: 'Groundwater outlook 2031 (corrected)', publication_date: '2024-04-01' }, same: { summary: 'Renewable groundwater in the valley.' } },
    refusedByServer: { body: { publication_date: '2024-02-30' }, field: 'publication_date', message: apiMessages.en['validation.date'] },
  },
  {
    type: 'stories',
    mine: 'my-stories',
    parts: async (title) => [
      ...text({
        title,
        country_id: String(jordan),
        location: 'Deir Alla',
        implementing_leader: 'Jordan Valley Farmers Cooperative',
        contact_name: 'Amal Haddad',
        contact_email: 'amal@example.org',
        contact_position: 'Programme officer',
        desc: 'Farmers replaced diesel pumps with solar pumps.',
        background: 'Diesel pumping was expensive.',
        main_components: 'Solar pumps and drip lines.',
        sustainability_status_id: '1',
        starting_date: '2022-01-10',
      }),
      await png('featured_image'),
      pdf('documents'),
    ],
    fileUrl: (item) => (item.documents as Array<{ document_path: string }>)[0]!.document_path,
    correction: { changed: { title: 'Solar pumping in Deir Alla (corrected)', title_ar: 'الضخ بالطاقة الشمسية في دير علا' }, same: { location: 'Deir Alla' } },
    refusedByServer: { body: { ending_date: '2021-12-31' }, field: 'ending_date', message: apiMessages.en['validation.date_order'] },
  },
  {
    type: 'news-events',
    mine: 'my-news-events',
    parts: async (title) => [
      ...text({
        type: 'event',
        title,
        post_type_id: '2',
        organization_type_id: '1',
        location: 'Amman',
        implementing_leader: 'Ministry of Water and Irrigation',
        starting_date: '2024-03-05',
        country_id: String(jordan),
        desc: 'Two days on water, energy and food.',
      }),
      await png('images'),
      pdf('attachment'),
    ],
    fileUrl: (item) => (item.attachment as { url: string }).url,
    correction: { changed: { title: 'Nexus workshop in Amman (corrected)', website_url: 'https://example.org/workshop' }, same: { location: 'Amman' } },
    refusedByServer: { body: { end_date: '2024-03-01' }, field: 'end_date', message: apiMessages.en['validation.date_order'] },
  },
];

const userId = async (email: string) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, email.toLowerCase())))[0]!.id;
const auditRows = (type: string, id: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
const storedFiles = async () => new Set((await listUploads(ctx.app.media.storage)).files);

describe.each(CASES)('$type', (c) => {
  const publicItem = (id: number, bearer?: string) => ctx.app.inject({ method: 'GET', url: `/api/${c.type}/${id}`, headers: auth(bearer) });
  const publicIds = async () => ((await ctx.app.inject({ method: 'GET', url: `/api/${c.type}?per_page=100` })).json().data as Data[]).map((item) => item.id);
  const patch = (id: number, body: Record<string, unknown>, bearer = reviewer.bearer, lang = 'en') =>
    ctx.app.inject({ method: 'PATCH', url: `/api/admin/${c.type}/${id}`, headers: { ...auth(bearer), lang }, payload: body });
  const unpublish = (id: number, body?: Record<string, unknown>, bearer = reviewer.bearer) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/${c.type}/${id}/unpublish`, headers: auth(bearer), ...(body ? { payload: body } : {}) });
  const remove = (id: number, bearer = admin.bearer) => ctx.app.inject({ method: 'DELETE', url: `/api/admin/${c.type}/${id}`, headers: auth(bearer) });

  async function submitted(title: string): Promise<Data> {
    const { payload, headers } = multipart(await c.parts(title));
    const res = await ctx.app.inject({ method: 'POST', url: `/api/${c.type}`, payload, headers: { ...headers, ...auth(owner.bearer) } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Data;
  }
  async function approved(title: string): Promise<Data> {
    const item = await submitted(title);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/${c.type}/${item.id}/approve`, headers: auth(admin.bearer) })).statusCode).toBe(200);
    return item;
  }

  it('refuses visitors (401) and members (403) on every call', async () => {
    const item = await approved('Access check');
    const calls = [
      { method: 'GET', url: `/api/admin/content?type=${c.type}` },
      { method: 'GET', url: `/api/admin/content/${c.type}/${item.id}` },
      { method: 'PATCH', url: `/api/admin/${c.type}/${item.id}`, payload: { title: 'Taken over' } },
      { method: 'POST', url: `/api/admin/${c.type}/${item.id}/unpublish`, payload: {} },
      { method: 'DELETE', url: `/api/admin/${c.type}/${item.id}` },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject({ ...call })).statusCode, call.url).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: auth(member.bearer) })).statusCode, call.url).toBe(403);
      expect((await ctx.app.inject({ ...call, headers: auth(owner.bearer) })).statusCode, call.url).toBe(403);
    }
    const still = (await publicItem(item.id)).json().data as Data;
    expect(still).toMatchObject({ status: 'approved', title: 'Access check' });
    expect(await auditRows(c.type, item.id)).toHaveLength(1); // the approval only
  });

  it('lists every item of the type in any state, newest first, with its owner, filtered by status and title', async () => {
    const pending = await submitted(`Listing pending ${c.type}`);
    const live = await approved(`Listing approved ${c.type}`);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/content?type=${c.type}&q=Listing&per_page=100`, headers: auth(reviewer.bearer) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<Data & { owner: { id: number; email: string } }>;
    expect(data.map((i) => i.id)).toEqual([live.id, pending.id]);
    expect(data[0]).toMatchObject({ type: c.type, title: `Listing approved ${c.type}`, status: 'approved', owner: { id: await userId(owner.email), email: owner.email } });
    expect(res.json().meta).toMatchObject({ total: 2, per_page: 100, current_page: 1 });

    const onlyPending = await ctx.app.inject({ method: 'GET', url: `/api/admin/content?type=${c.type}&q=listing&status=pending`, headers: auth(reviewer.bearer) });
    expect((onlyPending.json().data as Data[]).map((i) => i.id)).toEqual([pending.id]);
    const paged = await ctx.app.inject({ method: 'GET', url: `/api/admin/content?type=${c.type}&q=Listing&per_page=1&page=2`, headers: auth(reviewer.bearer) });
    expect((paged.json().data as Data[]).map((i) => i.id)).toEqual([pending.id]);
    expect(paged.json().meta).toMatchObject({ total: 2, last_page: 2 });

    const tooMany = await ctx.app.inject({ method: 'GET', url: `/api/admin/content?type=${c.type}&per_page=101`, headers: auth(reviewer.bearer) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty('per_page');
  });

  it('corrects texts, keeps an approved item approved, and records only the changed fields', async () => {
    const item = await approved(`Correction of ${c.type}`);
    const res = await patch(item.id, { ...c.correction.changed, ...c.correction.same, status: 'pending' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiMessages.en['content_admin.updated']);
    expect(res.json().data).toMatchObject({ status: 'approved', fields: { ...c.correction.changed, ...c.correction.same } });

    expect(await publicIds()).toContain(item.id);
    expect((await publicItem(item.id)).json().data).toMatchObject({ status: 'approved', title: c.correction.changed.title });
    const staffView = await ctx.app.inject({ method: 'GET', url: `/api/admin/content/${c.type}/${item.id}`, headers: auth(admin.bearer) });
    expect(staffView.json().data.fields).toMatchObject(c.correction.changed);

    const rows = await auditRows(c.type, item.id);
    expect(rows.map((r) => r.action)).toEqual(['approve', 'update']);
    const entry = rows[1]!;
    expect(entry).toMatchObject({ actorId: await userId(reviewer.email), actorRole: 'reviewer' });
    expect(Object.keys(entry.after!).sort()).toEqual(Object.keys(c.correction.changed).sort());
    expect(entry.after).toEqual(c.correction.changed);
    expect(entry.before!.title).toBe(`Correction of ${c.type}`);

    // Sending the stored values again changes nothing and records nothing.
    expect((await patch(item.id, c.correction.changed)).statusCode).toBe(200);
    expect(await auditRows(c.type, item.id)).toHaveLength(2);
  });

  it('answers 422 with field messages and changes nothing for a bad correction', async () => {
    const item = await approved(`Refused correction of ${c.type}`);
    const tooLong = await patch(item.id, { title: 'x'.repeat(300), ...c.correction.same }, reviewer.bearer, 'fr');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.title).toEqual([apiMessages.fr['validation.too_long'].replace('{maximum}', '255')]);
    const emptied = await patch(item.id, { title: '   ' });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors.title).toContain(apiMessages.en['validation.required']);
    const refused = await patch(item.id, { title: 'Would change', ...c.refusedByServer.body });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[c.refusedByServer.field]).toEqual([c.refusedByServer.message]);

    expect((await publicItem(item.id)).json().data.title).toBe(`Refused correction of ${c.type}`);
    expect((await auditRows(c.type, item.id)).map((r) => r.action)).toEqual(['approve']);
    expect((await patch(999_999, { title: 'Nobody' })).statusCode).toBe(404);
  });

  it('unpublishes an approved item: gone from the public list and detail, files private, still the owner’s to see and resubmit', async () => {
    const item = await approved(`Unpublished ${c.type}`);
    const fileUrl = c.fileUrl(item);
    expect((await ctx.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);

    const reason = 'The figures are being checked with the ministry.';
    const res = await unpublish(item.id, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('unpublished');

    expect(await publicIds()).not.toContain(item.id);
    expect((await publicItem(item.id)).statusCode).toBe(404);
    expect((await publicItem(item.id, member.bearer)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    const forOwner = await publicItem(item.id, owner.bearer);
    expect(forOwner.json().data).toMatchObject({ status: 'unpublished', rejection_reason: reason });
    expect((await ctx.app.inject({ method: 'GET', url: fileUrl, headers: auth(owner.bearer) })).statusCode).toBe(200);
    const mine = (await ctx.app.inject({ method: 'GET', url: `/api/${c.mine}`, headers: auth(owner.bearer) })).json().data as Data[];
    expect(mine.find((i) => i.id === item.id)?.status).toBe('unpublished');

    // The owner is told by mail, with the reason.
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(owner.email) && m.subject.includes(`Unpublished ${c.type}`) && m.subject.includes('no longer public'));
    expect(mail.text).toContain(reason);

    const rows = await auditRows(c.type, item.id);
    expect(rows.map((r) => r.action)).toEqual(['approve', 'unpublish']);
    expect(rows[1]).toMatchObject({ actorRole: 'reviewer', reason, before: { status: 'approved' }, after: { status: 'unpublished', reason } });

    // Only approved items can be unpublished; the second attempt changes nothing.
    const again = await unpublish(item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessages.en['content_admin.not_approved']);
    expect(await auditRows(c.type, item.id)).toHaveLength(2);

    // The owner's edit sends it back to review.
    const edit = await ctx.app.inject({ method: 'POST', url: `/api/${c.mine}/${item.id}`, headers: auth(owner.bearer), payload: { _method: 'PUT', title: `Unpublished ${c.type} revised` } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.status).toBe('pending');
  });

  it('refuses to unpublish a pending item (409) and answers 404 for an unknown one', async () => {
    const item = await submitted(`Pending ${c.type}`);
    const res = await unpublish(item.id, { reason: 'No' });
    expect(res.statusCode).toBe(409);
    expect((await publicItem(item.id, owner.bearer)).json().data.status).toBe('pending');
    expect(await auditRows(c.type, item.id)).toHaveLength(0);
    expect((await unpublish(999_999)).statusCode).toBe(404);
    const tooLong = await unpublish(item.id, { reason: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(422);
  });

  it('deletes an item with its files from disk and keeps its fields in the audit log', async () => {
    const before = await storedFiles();
    const item = await approved(`Deleted ${c.type}`);
    const added = [...(await storedFiles())].filter((name) => !before.has(name));
    expect(added.length).toBeGreaterThanOrEqual(2);

    const res = await remove(item.id, reviewer.bearer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiMessages.en['content_admin.deleted']);
    const left = await storedFiles();
    expect(added.filter((name) => left.has(name))).toEqual([]);
    expect((await publicItem(item.id, admin.bearer)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: c.fileUrl(item), headers: auth(owner.bearer) })).statusCode).toBe(404);

    const rows = await auditRows(c.type, item.id);
    expect(rows.map((r) => r.action)).toEqual(['approve', 'delete']);
    expect(rows[1]!.before).toMatchObject({ id: item.id, title: `Deleted ${c.type}`, status: 'approved', owner_id: await userId(owner.email) });
    expect(rows[1]!.before).not.toHaveProperty('search_vector');
    expect(rows[1]!.after).toBeNull();
    expect((await remove(item.id)).statusCode).toBe(404);
  });
});

describe('a news item', () => {
  it('has no event fields to correct: staff sending one are told so, and nothing changes', async () => {
    const { payload, headers } = multipart(text(minimalSubmission['news-events']('Aquifer agreement signed', jordan)));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/news-events', payload, headers: { ...headers, ...auth(owner.bearer) } });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/admin/content/news-events/${id}`, headers: auth(reviewer.bearer) });
    expect(Object.keys(detail.json().data.fields)).toContain('website_url');
    expect(Object.keys(detail.json().data.fields)).not.toContain('starting_date');
    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/admin/news-events/${id}`, headers: { ...auth(reviewer.bearer), lang: 'ar' }, payload: { title: 'Changed', starting_date: '2024-03-05' } });
    expect(patched.statusCode).toBe(422);
    expect(patched.json().errors).toEqual({ starting_date: [apiMessages.ar['validation.event_only']] });
    const stored = await ctx.app.inject({ method: 'GET', url: `/api/my-news-events/${id}`, headers: auth(owner.bearer) });
    expect(stored.json().data).toMatchObject({ title: 'Aquifer agreement signed', starting_date: null });
  });
});

describe('the registered kinds', () => {
  it('are all staff manage: a type no module registers has nothing to list or load (404)', async () => {
    const service = createContentAdminService({ db: ctx.app.db, media: ctx.app.media, mailer: ctx.app.mailer, publicUrl: 'http://hub.test', kinds: [publicationsContentKind] });
    expect((await service.list({ type: 'publications', page: 1, per_page: 5 })).items.every((item) => item.type === 'publications')).toBe(true);
    await expect(service.list({ type: 'stories', page: 1, per_page: 5 })).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.get('news-events', 1)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('API documentation', () => {
  it('documents the staff content calls under the staff tag', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.paths['/api/admin/content']?.get?.tags).toEqual(['staff']);
    expect(doc.paths['/api/admin/content/{type}/{id}']?.get?.tags).toEqual(['staff']);
    for (const type of ['publications', 'stories', 'news-events']) {
      expect(Object.keys(doc.paths[`/api/admin/${type}/{id}`] ?? {})).toEqual(expect.arrayContaining(['patch', 'delete']));
      expect(doc.paths[`/api/admin/${type}/{id}/unpublish`]?.post?.tags).toEqual(['staff']);
    }
  });
});
