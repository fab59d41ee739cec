// Success stories: submissions under review, ownership, edits with files, validation, and the public
// list's filters, search, sorts and pages.
import { apiMessages, STORY_VISUALS_MAX } from '@wefe/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { countryId, signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { listUploads, makeDocx, makePdf, makePng, multipart, type Part } from '../media/media.fixtures.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let jordan: number;
beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  staff = await signedInStaff(ctx, 'reviewer');
  jordan = await countryId(ctx, 'JO');
});
afterAll(() => ctx.close());

type StoryAnswer = {
  id: number;
  title: string;
  desc: string;
  excerpt: string | null;
  status: string;
  progress: string;
  is_ongoing: boolean;
  country_id: number;
  country: { id: number; name: string };
  city_id: number | null;
  sectors: Array<{ id: number; name: string }>;
  visuals: Array<{ id: number; image_path: string; image_srcset: string | null; order: number; alt_text: string | null; text_ar: string | null }>;
  documents: Array<{ id: number; document_path: string; document_name: string; formatted_file_size: string }>;
  [key: string]: unknown;
};

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: 'Solar pumping for farms in the Jordan Valley',
  country_id: String(jordan),
  location: 'Deir Alla',
  implementing_leader: 'Jordan Valley Farmers Cooperative',
  contact_name: 'Amal Haddad',
  contact_email: 'amal@example.org',
  contact_position: 'Programme officer',
  desc: 'Farmers replaced diesel pumps with solar pumps and drip irrigation.',
  background: 'Diesel pumping was expensive and drew down the aquifer.',
  main_components: 'Solar pumps, drip lines and farmer field schools.',
  sustainability_status_id: '1',
  ...overrides,
});
const textParts = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));
const png = async (name: string, width = 900, height = 600): Promise<Part> => ({ name, filename: `${name.replace(/\W/g, '')}.png`, content: await makePng(width, height), contentType: 'image/png' });
const pdf = (name: string, filename = 'report.pdf'): Part => ({ name, filename, content: makePdf(filename), contentType: 'application/pdf' });

async function submit(bearer: string, overrides: Record<string, string> = {}, extra: Part[] = [], lang = 'en') {
  const { payload, headers } = multipart([...textParts(fields(overrides)), ...extra]);
  return ctx.app.inject({ method: 'POST', url: '/api/stories', payload, headers: { ...headers, ...auth(bearer), lang } });
}
async function edit(bearer: string, id: number, parts: Part[], lang = 'en') {
  const { payload, headers } = multipart([{ name: '_method', value: 'PUT' }, ...parts]);
  return ctx.app.inject({ method: 'POST', url: `/api/my-stories/${id}`, payload, headers: { ...headers, ...auth(bearer), lang } });
}
const approve = (id: number) => ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${id}/approve`, headers: auth(staff.bearer) });
async function created(bearer: string, overrides: Record<string, string> = {}, extra: Part[] = []): Promise<StoryAnswer> {
  const res = await submit(bearer, overrides, extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as StoryAnswer;
}
async function approved(bearer: string, overrides: Record<string, string> = {}, extra: Part[] = []): Promise<number> {
  const story = await created(bearer, overrides, extra);
  expect((await approve(story.id)).statusCode).toBe(200);
  return story.id;
}
const get = (url: string, bearer?: string, lang = 'en') => ctx.app.inject({ method: 'GET', url, headers: { ...(bearer ? auth(bearer) : {}), lang } });
const list = (query: string, lang = 'en') => get(`/api/stories${query}`, undefined, lang);
const ids = (res: { json(): { data: Array<{ id: number }> } }) => res.json().data.map((s) => s.id);
const storedFiles = () => listUploads(ctx.app.media.storage);

describe('submission and review', () => {
  it('keeps a new story and its files private until staff approve it, then makes them public and tells the owner', async () => {
    const res = await submit(
      member.bearer,
      { title: 'Treated wastewater for date palms', is_ongoing: '1', starting_date: '2021-09-01', story_link: 'https://example.org/palms' },
      [
        { name: 'donor[]', value: '  Sample Water Fund ' },
        { name: 'donor[]', value: '' },
        { name: 'donor[]', value: 'Regional Facility' },
        { name: 'sectors[]', value: '1' },
        { name: 'sectors[]', value: '3' },
        { name: 'partners[0][sector]', value: 'Government' },
        { name: 'partners[0][organization]', value: 'Ministry of Water' },
        { name: 'partners[1][sector]', value: 'Academia' },
        { name: 'partners[1][organization]', value: '' },
        { name: 'partners[2][sector]', value: 'NGO' },
        { name: 'partners[2][organization]', value: 'Water Friends' },
        { name: 'visual_alt_text[]', value: 'Palm grove' },
        { name: 'visual_alt_text[]', value: 'Treatment plant' },
        { name: 'visual_alt_text_ar[]', value: 'بستان نخيل' },
        await png('visuals[]'),
        await png('visuals[]', 300, 200),
        pdf('documents[]', 'plan.pdf'),
        { name: 'documents[]', filename: 'notes.docx', content: makeDocx() },
        await png('featured_image', 1700, 900),
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Your story has been submitted and will be reviewed by our team.');
    const story = res.json().data as StoryAnswer;
    expect(story).toMatchObject({
      status: 'pending',
      is_owner: true,
      is_ongoing: true,
      progress: 'ongoing',
      starting_date: '2021-09-01',
      ending_date: null,
      story_link: 'https://example.org/palms',
      donor: ['Sample Water Fund', 'Regional Facility'],
      partners: [
        { sector: 'Government', organization: 'Ministry of Water' },
        { sector: 'NGO', organization: 'Water Friends' },
      ],
      country: { id: jordan, name: 'Jordan' },
      sustainability_status: { id: 1, name: 'Sustainable' },
      rejection_reason: null,
    });
    expect(story.sectors.map((s) => s.name)).toEqual(['Water', 'Food']);
    expect(story.visuals.map((v) => [v.order, v.alt_text, v.text_ar])).toEqual([
      [0, 'Palm grove', 'بستان نخيل'],
      [1, 'Treatment plant', null],
    ]);
    const [first, second] = story.visuals;
    expect(first!.image_path).toMatch(/^\/api\/media\/\d+\?w=800$/);
    expect(first!.image_srcset).toMatch(/\?w=400 400w, .*\?w=800 800w$/);
    expect(second!.image_path).toMatch(/\?w=400$/);
    expect(story.documents.map((d) => d.document_name)).toEqual(['plan.pdf', 'notes.docx']);
    expect(story.documents[0]!.document_path).toMatch(/^\/api\/media\/\d+$/);
    expect(story.documents[0]!.formatted_file_size).toMatch(/^\d+ B$/);
    // The featured image is the cover, not the first visual.
    expect(story.cover_image_url).toMatch(/^\/api\/media\/\d+\?w=800$/);
    expect(story.cover_image_url).not.toBe(first!.image_path);
    expect(story.cover_image_srcset).toContain('1600w');

    // Pending: invisible to the public and to other members, visible to the owner and staff.
    const other = await signedInMember(ctx);
    expect(ids(await list('?per_page=100'))).not.toContain(story.id);
    expect((await get(`/api/stories/${story.id}`)).statusCode).toBe(404);
    expect((await get(`/api/stories/${story.id}`, other.bearer)).statusCode).toBe(404);
    expect((await get(`/api/stories/${story.id}`, member.bearer)).json().data.status).toBe('pending');
    expect((await get(`/api/stories/${story.id}`, staff.bearer)).json().data).toMatchObject({ status: 'pending', is_owner: false });
    for (const url of [first!.image_path, story.documents[0]!.document_path, story.cover_image_url as string]) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(url, other.bearer)).statusCode, url).toBe(404);
      expect((await get(url, member.bearer)).statusCode, url).toBe(200);
    }
    const queue = (await get('/api/admin/submissions?type=stories', staff.bearer)).json().data as Array<{ type: string; id: number; title: string }>;
    expect(queue).toContainEqual(expect.objectContaining({ type: 'stories', id: story.id, title: 'Treated wastewater for date palms' }));
    const everyType = (await get('/api/admin/submissions', staff.bearer)).json().data as Array<{ type: string; id: number }>;
    expect(everyType.some((s) => s.type === 'stories' && s.id === story.id)).toBe(true);
    expect((await get('/api/admin/submissions?type=stories', member.bearer)).statusCode).toBe(403);

    const decided = await approve(story.id);
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.status).toBe('approved');
    expect(ids(await list('?per_page=100'))).toContain(story.id);
    expect((await get(`/api/stories/${story.id}`)).json().data).toMatchObject({ status: 'approved', is_owner: false });
    for (const url of [first!.image_path, second!.image_path, story.documents[1]!.document_path, story.cover_image_url as string]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect((await get(story.documents[0]!.document_path)).headers['content-disposition']).toMatch(/^attachment/);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && /published/.test(m.subject));
    expect(mail.subject).toBe('Your story is published: Treated wastewater for date palms');
    expect(mail.text).toContain(`http://localhost:3000/wefe-stories/${story.id}`);
    expect((await get('/api/admin/submissions?type=stories', staff.bearer)).json().data.map((s: { id: number }) => s.id)).not.toContain(story.id);

    const again = await approve(story.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This submission was already decided by another reviewer.');
    const late = await ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${story.id}/reject`, headers: auth(staff.bearer), payload: { reason: 'Too late' } });
    expect(late.statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/stories/999999/approve', headers: auth(staff.bearer) })).statusCode).toBe(404);
  });

  it('rejects once, with a reason the owner sees in their stories and by mail', async () => {
    const story = await created(member.bearer, { title: 'Draft without figures' });
    const noReason = await ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${story.id}/reject`, headers: auth(staff.bearer), payload: {} });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['This field is required.']);
    const reason = 'Please add the results in figures.';
    const rejected = await ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${story.id}/reject`, headers: auth(staff.bearer), payload: { reason } });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe('The submission was rejected and its author told why.');
    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${story.id}/reject`, headers: auth(staff.bearer), payload: { reason } });
    expect(again.statusCode).toBe(409);
    expect((await get(`/api/my-stories/${story.id}`, member.bearer)).json().data).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect((await get(`/api/stories/${story.id}`)).statusCode).toBe(404);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && /not approved/.test(m.subject));
    expect(mail.subject).toBe('Your story was not approved: Draft without figures');
    expect(mail.text).toContain(reason);

    // Sent back as it is, it waits for review again without the old reason.
    const resent = await edit(member.bearer, story.id, []);
    expect(resent.json().data).toMatchObject({ status: 'pending', rejection_reason: null });
    expect((await get('/api/admin/submissions?type=stories', staff.bearer)).json().data.map((s: { id: number }) => s.id)).toContain(story.id);
  });

  it('takes an edited story back to review, out of the public list, with its files private again', async () => {
    const story = await created(member.bearer, { title: 'Biogas from dairy farms' }, [await png('visuals'), pdf('documents')]);
    expect((await approve(story.id)).statusCode).toBe(200);
    const image = story.visuals[0]!.image_path;
    const document = story.documents[0]!.document_path;
    expect((await get(image)).statusCode).toBe(200);

    const res = await edit(member.bearer, story.id, [{ name: 'achievements', value: '800 biodigesters built.' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your story was updated and is pending review.');
    expect(res.json().data).toMatchObject({ status: 'pending', title: 'Biogas from dairy farms', achievements: '800 biodigesters built.' });
    expect(ids(await list('?per_page=100'))).not.toContain(story.id);
    expect((await get(`/api/stories/${story.id}`)).statusCode).toBe(404);
    expect((await get(image)).statusCode).toBe(404);
    expect((await get(document)).statusCode).toBe(404);
    expect((await get(image, member.bearer)).statusCode).toBe(200);
    expect((await get('/api/admin/submissions?type=stories', staff.bearer)).json().data.map((s: { id: number }) => s.id)).toContain(story.id);
  });

  it('refuses visitors and members whose entity is not approved yet', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/stories', payload: fields() })).statusCode).toBe(401);
    const entity = await signedInMember(ctx);
    await ctx.database.db.update(users).set({ status: 'pending_approval', accountType: 'entity' }).where(eq(users.id, entity.userId));
    const before = await storedFiles();
    const refused = await submit(entity.bearer, {}, [await png('visuals')]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(apiMessages.en['auth.entity_pending']);
    expect(await storedFiles()).toEqual(before);
    expect((await get('/api/my-stories')).statusCode).toBe(401);
  });
});

describe('ownership', () => {
  it('lists only the caller’s own stories, in every state, newest first', async () => {
    const owner = await signedInMember(ctx);
    const first = await approved(owner.bearer, { title: 'First of mine' });
    const second = (await created(owner.bearer, { title: 'Second of mine' })).id;
    await approved(member.bearer, { title: 'Someone else’s' });
    const mine = (await get('/api/my-stories', owner.bearer)).json();
    expect(mine.data.map((s: StoryAnswer) => [s.id, s.status, s.is_owner])).toEqual([
      [second, 'pending', true],
      [first, 'approved', true],
    ]);
    expect((await get(`/api/my-stories/${second}`, owner.bearer)).json().data.title).toBe('Second of mine');
  });

  it('answers 404 to another member on the my-stories calls, and 403 or 404 on delete', async () => {
    const mine = await approved(member.bearer, { title: 'Sand dams in Makueni' });
    const pending = (await created(member.bearer, { title: 'Pending sand dams' })).id;
    const other = await signedInMember(ctx);
    expect((await get(`/api/my-stories/${mine}`, other.bearer)).statusCode).toBe(404);
    expect((await get(`/api/my-stories/${mine}`, other.bearer)).json().message).toBe('Story not found.');
    const hijack = await edit(other.bearer, mine, [{ name: 'title', value: 'Hijacked' }]);
    expect(hijack.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/stories/${mine}`, headers: auth(other.bearer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/stories/${pending}`, headers: auth(other.bearer) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/stories/${mine}` })).statusCode).toBe(401);
    expect((await get(`/api/stories/${mine}`)).json().data.title).toBe('Sand dams in Makueni');
    expect((await get('/api/my-stories', other.bearer)).json().data).toEqual([]);
  });

  it('lets the owner delete a story with its files, and staff delete any', async () => {
    const story = await created(member.bearer, { title: 'To be withdrawn' }, [await png('visuals'), pdf('documents'), await png('featured_image')]);
    const paths = [story.visuals[0]!.image_path, story.documents[0]!.document_path, story.cover_image_url as string];
    const before = (await storedFiles()).files;
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: auth(member.bearer) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('The story was deleted.');
    expect((await get(`/api/my-stories/${story.id}`, member.bearer)).statusCode).toBe(404);
    for (const url of paths) expect((await get(url, member.bearer)).statusCode, url).toBe(404);
    const after = (await storedFiles()).files;
    // A PNG of 900 px keeps itself and two variants; the featured one too; the PDF is one file.
    expect(before.length - after.length).toBe(7);
    expect(after.every((name) => before.includes(name))).toBe(true);

    const byStaff = await approved(member.bearer, { title: 'Removed by staff' });
    // Staff delete through the console, which records it in the audit log.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/stories/${byStaff}`, headers: auth(staff.bearer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/stories/${byStaff}`, headers: auth(staff.bearer) })).statusCode).toBe(200);
    expect((await get(`/api/stories/${byStaff}`)).statusCode).toBe(404);
  });
});

describe('validation', () => {
  // A member of its own, so this block's submissions stay under the hourly submission limit.
  let writer: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    writer = await signedInMember(ctx);
  });
  const REQUIRED = ['background', 'contact_email', 'contact_name', 'contact_position', 'country_id', 'desc', 'implementing_leader', 'location', 'main_components', 'sustainability_status_id', 'title'];

  it.each(['en', 'ar', 'fr'] as const)('names every missing required field in %s', async (lang) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/stories', headers: { ...auth(writer.bearer), lang }, payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(apiMessages[lang]['errors.validation']);
    expect(Object.keys(res.json().errors).sort()).toEqual(REQUIRED);
    for (const field of REQUIRED) expect(res.json().errors[field], field).toEqual([apiMessages[lang]['validation.required']]);
  });

  it('says "required" for empty multipart fields, and refuses emptying a required field on edit', async () => {
    const res = await submit(writer.bearer, { title: '', country_id: '', sustainability_status_id: '', desc: '   ' }, [], 'fr');
    expect(res.json().errors).toEqual({
      title: ['Ce champ est obligatoire.'],
      country_id: ['Ce champ est obligatoire.'],
      sustainability_status_id: ['Ce champ est obligatoire.'],
      desc: ['Ce champ est obligatoire.'],
    });
    const story = await created(writer.bearer);
    const emptied = await edit(writer.bearer, story.id, [{ name: 'title', value: '' }, { name: 'country_id', value: '' }]);
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors).toEqual({ title: ['This field is required.'], country_id: ['This field is required.'] });
  });

  it('checks emails, links, lengths and that chosen options exist', async () => {
    const res = await submit(writer.bearer, { contact_email: 'not-an-email', story_link: 'ftp://example.org/x', excerpt: 'x'.repeat(501), location: 'Bad\u0007place' });
    expect(res.json().errors).toEqual({
      contact_email: ['Enter a valid email address.'],
      story_link: ['Enter a valid web address starting with http:// or https://.'],
      excerpt: ['This is too long (at most 500 characters).'],
      location: ['This text contains characters that are not allowed.'],
    });
    const unknown = await submit(writer.bearer, { country_id: '99999', sustainability_status_id: '9' }, [{ name: 'sectors[]', value: '1' }, { name: 'sectors[]', value: '77' }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      country_id: ['Choose an option from the list.'],
      sustainability_status_id: ['Choose an option from the list.'],
      sectors: ['Choose an option from the list.'],
    });
  });

  it('refuses an ending date before the starting date, and days that do not exist', async () => {
    const inverted = await submit(writer.bearer, { starting_date: '2022-05-01', ending_date: '2021-05-01' }, [], 'ar');
    expect(inverted.json().errors).toEqual({ ending_date: [apiMessages.ar['validation.date_order']] });
    const unreal = await submit(writer.bearer, { starting_date: '2022-02-30', ending_date: '3022-01-01' });
    expect(unreal.json().errors).toEqual({ starting_date: ['Enter a valid date.'], ending_date: ['Enter a valid date.'] });
    // On edit the stored starting date counts.
    const story = await created(writer.bearer, { starting_date: '2020-01-01' });
    const early = await edit(writer.bearer, story.id, [{ name: 'ending_date', value: '2019-12-31' }]);
    expect(early.json().errors).toEqual({ ending_date: ['The end date must not be before the start date.'] });
  });

  it('refuses a picture as a document, leaving nothing on disk', async () => {
    const before = await storedFiles();
    const res = await submit(writer.bearer, { title: 'Wrong document' }, [await png('visuals'), { ...(await png('documents[]')), filename: 'plan.png' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ documents: ['This file type is not accepted.'] });
    expect(await storedFiles()).toEqual({ tmp: [], files: before.files });
    expect((await get('/api/my-stories', writer.bearer)).json().data.map((s: StoryAnswer) => s.title)).not.toContain('Wrong document');
  });

  it('refuses a document whose name holds a bare carriage return, rather than taking the story without it', async () => {
    const before = await storedFiles();
    const res = await submit(writer.bearer, { title: 'Vanishing plan' }, [await png('visuals'), pdf('documents[]', 'plan\r.pdf')], 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ documents: ['يحتوي اسم هذا الملف على فاصل أسطر. أعد تسمية الملف ثم أرفقه مجددًا.'] });
    expect(await storedFiles()).toEqual({ tmp: [], files: before.files });
    expect((await get('/api/my-stories', writer.bearer)).json().data.map((s: StoryAnswer) => s.title)).not.toContain('Vanishing plan');
  });

  it('refuses more visuals than a story holds, and oversized list indexes', async () => {
    const before = await storedFiles();
    const visuals = await Promise.all(Array.from({ length: STORY_VISUALS_MAX + 1 }, () => png('visuals[]', 40, 30)));
    const res = await submit(writer.bearer, { title: 'Too many pictures' }, visuals);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ visuals: [`Too many entries (at most ${STORY_VISUALS_MAX}).`] });
    expect(await storedFiles()).toEqual({ tmp: [], files: before.files });
    const huge = await submit(writer.bearer, {}, [{ name: 'partners[999999999][sector]', value: 'x' }]);
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ partners: ['Too many entries (at most 100).'] });
    const proto = await submit(writer.bearer, {}, [{ name: 'partners[0][__proto__]', value: 'x' }]);
    expect(proto.json().errors).toEqual({ partners: ['This field is not accepted.'] });
  });

  it('accepts JSON without files, with sector ids as numbers and partner rows as objects', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: auth(writer.bearer),
      payload: { ...fields({ title: 'Sent as JSON' }), country_id: jordan, sectors: [2, 4], donor: 'Fund A, Fund B ,', partners: [{ sector: 'Utility', organization: 'Water Board' }, { sector: 'Only a sector' }], is_ongoing: false, ending_date: '2023-01-31' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      title: 'Sent as JSON',
      donor: ['Fund A', 'Fund B'],
      partners: [{ sector: 'Utility', organization: 'Water Board' }],
      sectors: [{ id: 2, name: 'Energy' }, { id: 4, name: 'Ecosystems' }],
      progress: 'completed',
      visuals: [],
      documents: [],
      cover_image_url: null,
    });
  });
});

describe('editing', () => {
  it('replaces the fields and lists sent, clears empty ones, appends and removes files, and replaces the featured image', async () => {
    const story = await created(
      member.bearer,
      { title: 'Mangrove restoration', excerpt: 'Mangroves protect ponds.', city_id: '42', achievements: '150 hectares replanted.' },
      [
        { name: 'donor[]', value: 'Ocean Fund' },
        { name: 'sectors[]', value: '4' },
        { name: 'partners[0][sector]', value: 'Academia' },
        { name: 'partners[0][organization]', value: 'Marine University' },
        { name: 'visual_alt_text[]', value: 'Nursery' },
        { name: 'visual_alt_text[]', value: 'Pond' },
        await png('visuals[]'),
        await png('visuals[]'),
        pdf('documents[]', 'first.pdf'),
        pdf('documents[]', 'second.pdf'),
        await png('featured_image'),
      ],
    );
    expect(story.city_id).toBe(42);
    const [nursery, pond] = story.visuals;
    const oldCover = story.cover_image_url as string;
    const removedImage = nursery!.image_path;
    const before = (await storedFiles()).files;

    const res = await edit(member.bearer, story.id, [
      { name: 'excerpt', value: '' },
      { name: 'city_id', value: '' },
      { name: 'donor[]', value: 'Climate Fund' },
      { name: 'donor[]', value: ' Coastal Trust ' },
      { name: 'sectors[]', value: '1' },
      { name: 'sectors[]', value: '3' },
      { name: 'partners[0][sector]', value: 'NGO' },
      { name: 'partners[0][organization]', value: 'Coastal Friends' },
      { name: 'remove_visuals[]', value: String(nursery!.id) },
      { name: 'remove_documents[]', value: String(story.documents[0]!.id) },
      { name: 'visual_alt_text[]', value: 'Replanted shore' },
      await png('visuals[]'),
      pdf('documents[]', 'third.pdf'),
      await png('featured_image', 1200, 800),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as StoryAnswer;
    expect(edited).toMatchObject({
      title: 'Mangrove restoration',
      achievements: '150 hectares replanted.',
      excerpt: null,
      city_id: null,
      donor: ['Climate Fund', 'Coastal Trust'],
      partners: [{ sector: 'NGO', organization: 'Coastal Friends' }],
      status: 'pending',
    });
    expect(edited.sectors.map((s) => s.id)).toEqual([1, 3]);
    expect(edited.visuals.map((v) => [v.id === pond!.id, v.alt_text])).toEqual([
      [true, 'Pond'],
      [false, 'Replanted shore'],
    ]);
    expect(edited.visuals[1]!.order).toBeGreaterThan(edited.visuals[0]!.order);
    expect(edited.documents.map((d) => d.document_name)).toEqual(['second.pdf', 'third.pdf']);
    expect(edited.cover_image_url).not.toBe(oldCover);
    expect((await get(edited.cover_image_url as string, member.bearer)).statusCode).toBe(200);

    // Removed and replaced files are gone, for the owner too, and from the disk.
    for (const url of [oldCover, removedImage, story.documents[0]!.document_path]) expect((await get(url, member.bearer)).statusCode, url).toBe(404);
    const after = (await storedFiles()).files;
    const gone = before.filter((name) => !after.includes(name));
    // The removed visual and the old featured image (each with two variants), and the removed PDF.
    expect(gone).toHaveLength(7);

    // Fields not sent stay as they were.
    const untouched = await edit(member.bearer, story.id, [{ name: 'title', value: 'Mangroves and fish ponds' }]);
    expect(untouched.json().data).toMatchObject({ title: 'Mangroves and fish ponds', donor: ['Climate Fund', 'Coastal Trust'], partners: [{ sector: 'NGO', organization: 'Coastal Friends' }] });
    expect((untouched.json().data as StoryAnswer).visuals).toHaveLength(2);
  });

  it('clears lists sent empty and accepts a JSON edit', async () => {
    const story = await created(member.bearer, { title: 'Lists to clear' }, [{ name: 'donor[]', value: 'Fund' }, { name: 'sectors[]', value: '2' }]);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/my-stories/${story.id}`, headers: auth(member.bearer), payload: { _method: 'PUT', donor: '', sectors: [], partners: [], remove_visuals: [''], remove_documents: '' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ donor: [], sectors: [], partners: [] });
  });

  it('refuses removing files of another story and keeps both stories as they were', async () => {
    const mine = await created(member.bearer, { title: 'Mine with a picture' }, [await png('visuals')]);
    const other = await signedInMember(ctx);
    const theirs = await created(other.bearer, { title: 'Theirs with a picture' }, [await png('visuals'), pdf('documents')]);
    const res = await edit(member.bearer, mine.id, [{ name: 'remove_visuals[]', value: String(theirs.visuals[0]!.id) }, { name: 'remove_documents[]', value: String(theirs.documents[0]!.id) }, { name: 'title', value: 'Changed' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ remove_visuals: ['This value is not valid.'], remove_documents: ['This value is not valid.'] });
    expect((await get(`/api/my-stories/${theirs.id}`, other.bearer)).json().data.visuals).toHaveLength(1);
    expect((await get(theirs.visuals[0]!.image_path, other.bearer)).statusCode).toBe(200);
    expect((await get(`/api/my-stories/${mine.id}`, member.bearer)).json().data.title).toBe('Mine with a picture');
  });
});

describe('the public list', () => {
  const made: Record<string, number> = {};
  let countries: Record<string, number>;
  let lister: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    lister = await signedInMember(ctx);
    countries = Object.fromEntries(await Promise.all(['EG', 'FR', 'ID', 'KE', 'BR', 'AE', 'DE'].map(async (c) => [c, await countryId(ctx, c)] as const)));
    const sectors = (...list: number[]) => list.map((id) => ({ name: 'sectors[]', value: String(id) }));
    made.nile = await approved(lister.bearer, { title: 'Irrigation in the Nile Delta', title_ar: 'نظم الري في دلتا النيل', desc: 'Soil moisture sensors help farmers irrigate.', country_id: String(countries.EG), ending_date: '2023-09-30', location: 'Kafr El Sheikh' }, sectors(1, 3));
    made.paris = await approved(lister.bearer, { title: 'Panneaux solaires pour les écoles', desc: 'Des panneaux solaires sur les toits des écoles.', country_id: String(countries.FR), is_ongoing: '1', city_id: '7', location: 'Paris' }, sectors(2));
    made.java = await approved(lister.bearer, { title: 'Mangroves of Central Java', desc: 'Villages replanted mangroves around fish ponds.', content_ar: 'أعادت القرى زراعة أشجار المانغروف حول أحواض الأسماك.', country_id: String(countries.ID), is_ongoing: 'true', location: 'Demak' }, sectors(4, 3));
    made.kenya = await approved(lister.bearer, { title: 'Sand dams in Makueni', title_ar: 'سدود رملية في ماكويني', desc: 'Sand dams store water for the dry season.', country_id: String(countries.KE), implementing_leader: 'Dryland Water Trust', location: 'Makueni' }, sectors(1));
    made.brazil = await approved(lister.bearer, { title: 'agroforestry in the Cerrado', desc: 'Farmers plant trees among crops.', country_id: String(countries.BR), ending_date: '2020-01-01', city_id: '7' }, sectors(3, 4));
    made.gulf = await approved(lister.bearer, { title: 'Desalination with solar power', desc: 'Reverse osmosis powered by photovoltaics.', country_id: String(countries.AE), is_ongoing: '1' }, sectors(1, 2));
    made.pending = (await created(lister.bearer, { title: 'Pending in Germany', country_id: String(countries.DE) })).id;
  });
  const mineOf = (res: { json(): { data: Array<{ id: number }> } }) => ids(res).filter((id: number) => Object.values(made).includes(id));
  const all = (query: string, lang = 'en') => list(`${query}${query ? '&' : '?'}per_page=100`, lang);

  it('searches title, description, location and implementing leader in three languages, with typos', async () => {
    expect(mineOf(await all('?search=irrigate'))).toEqual([made.nile]);
    expect(mineOf(await all(`?search=${encodeURIComponent('دلتا')}`))).toEqual([made.nile]);
    expect(mineOf(await all(`?search=${encodeURIComponent('المانغروف')}`))).toEqual([made.java]);
    expect(mineOf(await all(`?search=${encodeURIComponent('école solaire')}`))).toEqual([made.paris]);
    expect(mineOf(await all('?search=Makueni'))).toEqual([made.kenya]);
    expect(mineOf(await all('?search=Dryland%20Trust'))).toEqual([made.kenya]);
    expect(mineOf(await all('?search=desalinaton'))).toEqual([made.gulf]);
    expect(mineOf(await all('?search=Germany'))).toEqual([]);
  });

  it('filters by status and by is_ongoing', async () => {
    const ongoing = await all('?status=ongoing');
    expect(mineOf(ongoing).sort()).toEqual([made.paris, made.java, made.gulf].sort());
    expect(ongoing.json().data.every((s: StoryAnswer) => s.is_ongoing && s.progress === 'ongoing')).toBe(true);
    const completed = await all('?status=completed');
    expect(mineOf(completed).sort()).toEqual([made.nile, made.brazil].sort());
    expect(completed.json().data.every((s: StoryAnswer) => s.progress === 'completed')).toBe(true);
    expect(mineOf(await all('?status=all')).sort()).toEqual([made.nile, made.paris, made.java, made.kenya, made.brazil, made.gulf].sort());
    expect((await all(`?country_id=${countries.KE}`)).json().data[0].progress).toBe('tbd');
    expect(mineOf(await all('?is_ongoing=true')).sort()).toEqual([made.paris, made.java, made.gulf].sort());
    expect(mineOf(await all('?is_ongoing=0')).sort()).toEqual([made.nile, made.kenya, made.brazil].sort());
    expect((await list('?status=paused')).statusCode).toBe(422);
  });

  it('filters by country, city and category (a sector)', async () => {
    const egypt = await all(`?country_id=${countries.EG}`);
    expect(ids(egypt)).toEqual([made.nile]);
    expect(egypt.json().meta.total).toBe(1);
    expect(ids(await all(`?country_id=${countries.DE}`))).toEqual([]);
    expect(mineOf(await all('?city_id=7')).sort()).toEqual([made.paris, made.brazil].sort());
    const ecosystems = await all('?category=4');
    expect(mineOf(ecosystems).sort()).toEqual([made.java, made.brazil].sort());
    expect(ecosystems.json().data.every((s: StoryAnswer) => s.sectors.some((sector) => sector.id === 4))).toBe(true);
  });

  it('filters by region through the story’s country', async () => {
    const mine = async (region: string) => mineOf(await all(`?region=${region}`)).sort();
    expect(await mine('MENA')).toEqual([made.nile, made.gulf].sort());
    expect(await mine('OIC')).toEqual([made.nile, made.java, made.gulf].sort());
    expect(await mine('Africa')).toEqual([made.nile, made.kenya].sort());
    expect(await mine('Asia')).toEqual([made.java, made.gulf].sort());
    expect(await mine('Europe')).toEqual([made.paris]);
    expect(await mine('Global')).toEqual(Object.values(made).filter((id) => id !== made.pending).sort());
    expect((await list('?region=Mars')).json().errors.region).toEqual(['Choose an option from the list.']);
  });

  it('sorts newest first by default, oldest, and by title both ways in the reader’s language', async () => {
    const order = [made.nile, made.paris, made.java, made.kenya, made.brazil, made.gulf];
    expect(mineOf(await all(''))).toEqual([...order].reverse());
    expect(mineOf(await all('?sort=newest'))).toEqual([...order].reverse());
    expect(mineOf(await all('?sort=oldest'))).toEqual(order);
    // Lower-cased: 'agroforestry' comes first.
    const byTitle = [made.brazil, made.gulf, made.nile, made.java, made.paris, made.kenya];
    expect(mineOf(await all('?sort=title_az'))).toEqual(byTitle);
    expect(mineOf(await all('?sort=title_za'))).toEqual([...byTitle].reverse());
    // Arabic readers see, and sort by, the Arabic titles: "سدود" (Kenya) before "نظم" (Nile).
    const arabic = await all('?sort=title_az', 'ar');
    const position = (id: number | undefined) => mineOf(arabic).indexOf(id ?? 0);
    expect(position(made.kenya)).toBeLessThan(position(made.nile));
    expect(arabic.json().data.find((s: StoryAnswer) => s.id === made.nile).title).toBe('نظم الري في دلتا النيل');
  });

  it('pages nine by default with meta.total and links', async () => {
    const first = await list('?sort=oldest&per_page=2');
    const body = first.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(6);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 2));
    expect(body.links).toEqual({
      first: '/api/stories?sort=oldest&per_page=2&page=1',
      last: `/api/stories?sort=oldest&per_page=2&page=${body.meta.last_page}`,
      prev: null,
      next: '/api/stories?sort=oldest&per_page=2&page=2',
    });
    const second = (await list('?sort=oldest&per_page=2&page=2')).json();
    expect(second.links.prev).toBe('/api/stories?sort=oldest&per_page=2&page=1');
    expect(second.data.map((s: StoryAnswer) => s.id).some((id: number) => ids(first).includes(id))).toBe(false);
    expect(ids(await all('?sort=oldest')).slice(2, 4)).toEqual(ids({ json: () => second }));
    const byDefault = (await list('')).json();
    expect(byDefault.meta.per_page).toBe(9);
    expect(byDefault.data.length).toBe(Math.min(9, byDefault.meta.total));
    const blank = await list('?search=&status=&country_id=&category=&region=&sort=&page=');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().meta.total).toBe(byDefault.meta.total);
  });

  it('answers in the request language, the main text falling back to the Arabic and back', async () => {
    const ar = (await get(`/api/stories/${made.nile}`, undefined, 'ar')).json().data;
    expect(ar).toMatchObject({ title: 'نظم الري في دلتا النيل', desc: 'Soil moisture sensors help farmers irrigate.', country: { name: 'مصر' }, sustainability_status: { name: 'مستدام' } });
    expect(ar.sectors.map((s: { name: string }) => s.name)).toEqual(['المياه', 'الغذاء']);
    expect(ar.original).toMatchObject({ title: 'Irrigation in the Nile Delta', title_ar: 'نظم الري في دلتا النيل', content_ar: null });
    const en = (await get(`/api/stories/${made.nile}`)).json().data;
    expect(en.title).toBe('Irrigation in the Nile Delta');
    const java = (await get(`/api/stories/${made.java}`, undefined, 'ar')).json().data;
    expect(java).toMatchObject({ title: 'Mangroves of Central Java', desc: 'أعادت القرى زراعة أشجار المانغروف حول أحواض الأسماك.' });
    const fr = (await get(`/api/stories/${made.paris}`, undefined, 'fr')).json().data;
    expect(fr).toMatchObject({ title: 'Panneaux solaires pour les écoles', country: { name: 'France' }, sustainability_status: { name: 'Durable' } });
  });

  it('offers the filters: sectors, countries with approved stories, statuses, regions and sorts, named in the language', async () => {
    const res = await get('/api/stories/filters', undefined, 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(apiMessages.fr['stories.filters']);
    const filters = res.json().data;
    expect(filters.sectors.map((s: { name: string }) => s.name)).toEqual(['Eau', 'Énergie', 'Alimentation', 'Écosystèmes']);
    const countryIds = filters.countries.map((c: { id: number }) => c.id);
    expect(countryIds).toEqual(expect.arrayContaining([countries.EG, countries.FR, countries.ID, countries.KE, countries.BR, countries.AE]));
    expect(countryIds).not.toContain(countries.DE);
    const names = filters.countries.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'fr')));
    expect(filters.statuses).toEqual([
      { value: 'all', name: 'Toutes' },
      { value: 'ongoing', name: 'En cours' },
      { value: 'completed', name: 'Terminées' },
    ]);
    expect(filters.regions.map((r: { value: string }) => r.value)).toEqual(['Global', 'MENA', 'OIC', 'Africa', 'Asia', 'Europe']);
    expect(filters.regions[1]).toEqual({ value: 'MENA', name: 'Moyen-Orient et Afrique du Nord' });
    expect(filters.sorts.map((s: { value: string }) => s.value)).toEqual(['newest', 'oldest', 'title_az', 'title_za']);
    const ar = (await get('/api/stories/filters', undefined, 'ar')).json().data;
    expect(ar.sorts[0]).toEqual({ value: 'newest', name: 'الأحدث أولًا' });
  });

  it('answers 404 for a story that does not exist', async () => {
    const res = await get('/api/stories/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Story not found.');
    expect((await get('/api/stories/not-a-number')).statusCode).toBe(422);
  });
});
