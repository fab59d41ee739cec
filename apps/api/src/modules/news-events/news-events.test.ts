// News and events: submissions under review, ownership, edits with files (SVG rasterised), validation in
// three languages, the public list's filters, sorts, upcoming rule and pages, and the calendar file.
import { apiMessages, NEWS_EVENT_IMAGES_MAX } from '@wefe/contract';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { countryId, minimalSubmission, signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { listUploads, readStored, makePdf, makePng, multipart, type Part } from '../media/media.fixtures.ts';

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

type NewsEventAnswer = {
  id: number;
  type: string;
  title: string;
  desc: string | null;
  status: string;
  starting_date: string;
  end_date: string | null;
  formatted_date: string;
  country: { id: number; name: string };
  post_type: { id: number; name: string };
  organization_type: { id: number; name: string };
  sectors: Array<{ id: number; name: string }>;
  agenda_outlines: Array<{ id: number; outline: string }>;
  speakers: Array<{ id: number; name: string; title: string | null; organization: string | null; bio: string | null }>;
  partners: Array<{ id: number; organization: string; contact_person: string | null; contact_email: string | null; institution_category_id: number | null; institution_category: { id: number; name: string } | null }>;
  images: Array<{ id: number; image_path: string; image_srcset: string | null; alt_text: string | null; text_ar: string | null }>;
  attachment: { url: string; name: string; formatted_file_size: string } | null;
  cover_image_url: string | null;
  calendar_url: string;
  [key: string]: unknown;
};

/** A day `days` from today (UTC), YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
// Events of the blocks other than the list start in the past, so the list's upcoming checks see only its own.
const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  type: 'event',
  title: 'Nexus workshop in Amman',
  post_type_id: '2',
  organization_type_id: '1',
  location: 'Amman',
  implementing_leader: 'Ministry of Water and Irrigation',
  starting_date: '2024-03-05',
  country_id: String(jordan),
  desc: 'Two days on water, energy and food in the Jordan Valley.',
  ...overrides,
});
const textParts = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));
const png = async (name: string, width = 900, height = 600): Promise<Part> => ({ name, filename: `${name.replace(/\W/g, '')}.png`, content: await makePng(width, height), contentType: 'image/png' });
const pdf = (name: string, filename = 'programme.pdf'): Part => ({ name, filename, content: makePdf(filename), contentType: 'application/pdf' });
const svg = (name: string, text: string, filename = 'logo.svg'): Part => ({ name, filename, content: Buffer.from(text), contentType: 'image/svg+xml' });
const SVG_WITH_SCRIPT = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80" onload="alert('onload')">
  <script type="text/javascript">alert(document.cookie)</script>
  <rect width="120" height="80" fill="#1f6f8b"/>
  <circle cx="60" cy="40" r="30" fill="#d99a2b" onclick="alert('click')"/>
</svg>`;
const SVG_READING_A_FILE = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">
  <image xlink:href="file:///etc/passwd" width="100" height="100"/>
</svg>`;

async function submit(bearer: string, overrides: Record<string, string> = {}, extra: Part[] = [], lang = 'en') {
  const { payload, headers } = multipart([...textParts(fields(overrides)), ...extra]);
  return ctx.app.inject({ method: 'POST', url: '/api/news-events', payload, headers: { ...headers, ...auth(bearer), lang } });
}
async function edit(bearer: string, id: number, parts: Part[], lang = 'en') {
  const { payload, headers } = multipart([{ name: '_method', value: 'PUT' }, ...parts]);
  return ctx.app.inject({ method: 'POST', url: `/api/my-news-events/${id}`, payload, headers: { ...headers, ...auth(bearer), lang } });
}
const approve = (id: number) => ctx.app.inject({ method: 'POST', url: `/api/admin/news-events/${id}/approve`, headers: auth(staff.bearer) });
const reject = (id: number, reason: string) => ctx.app.inject({ method: 'POST', url: `/api/admin/news-events/${id}/reject`, headers: auth(staff.bearer), payload: { reason } });
const remove = (id: number, bearer?: string) => ctx.app.inject({ method: 'DELETE', url: `/api/news-events/${id}`, headers: bearer ? auth(bearer) : {} });
async function created(bearer: string, overrides: Record<string, string> = {}, extra: Part[] = []): Promise<NewsEventAnswer> {
  const res = await submit(bearer, overrides, extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as NewsEventAnswer;
}
async function approved(bearer: string, overrides: Record<string, string> = {}, extra: Part[] = []): Promise<number> {
  const item = await created(bearer, overrides, extra);
  expect((await approve(item.id)).statusCode).toBe(200);
  return item.id;
}
const get = (url: string, bearer?: string, lang = 'en') => ctx.app.inject({ method: 'GET', url, headers: { ...(bearer ? auth(bearer) : {}), lang } });
const list = (query: string, lang = 'en') => get(`/api/news-events${query}`, undefined, lang);
const ids = (res: { json(): { data: Array<{ id: number }> } }) => res.json().data.map((item) => item.id);
const storedFiles = () => listUploads(ctx.app.media.storage);
const queueIds = async () => (await get('/api/admin/submissions?type=news-events', staff.bearer)).json().data.map((s: { id: number }) => s.id) as number[];

describe('submission and review', () => {
  it('keeps a new event and its files private until staff approve it, then makes them public and tells the owner', async () => {
    const res = await submit(
      member.bearer,
      {
        title: 'Solar pumping field school',
        starting_date: '2024-03-05T09:30',
        end_date: '2024-03-06',
        register_deadline: '2024-02-20',
        duration: '2 days',
        event_type: 'workshop',
        organizer: 'Jordan Valley Authority',
        contact_name: 'Amal Haddad',
        contact_email: 'amal@example.org',
        contact_position: 'Programme officer',
        contact_phone: '+962791234567',
        website_url: 'https://example.org/field-school',
        registration_url: 'https://example.org/register',
        is_online: '0',
        capacity: '40',
        fee_type: 'paid',
        fee_amount: '25.5',
        sustainability_status_id: '2',
        key_learnings: 'Farmers learn from farmers.',
      },
      [
        { name: 'sectors[]', value: '1' },
        { name: 'sectors[]', value: '2' },
        { name: 'agenda_outlines[]', value: '09:30: Welcome' },
        { name: 'agenda_outlines[]', value: '   ' },
        { name: 'agenda_outlines[]', value: '10:00: Visit to the pumps' },
        { name: 'speakers[0][name]', value: 'Rania Odeh' },
        { name: 'speakers[0][title]', value: 'Hydrologist' },
        { name: 'speakers[0][organization]', value: 'Water Lab' },
        { name: 'speakers[1][name]', value: '' },
        { name: 'speakers[1][title]', value: 'A row without a name' },
        { name: 'speakers[2][name]', value: 'Omar Saleh' },
        { name: 'speakers[2][bio]', value: 'Twenty years of solar irrigation.' },
        { name: 'partners[0][organization]', value: 'Farmers Cooperative' },
        { name: 'partners[0][contact_person]', value: 'Layla' },
        { name: 'partners[0][contact_email]', value: 'layla@example.org' },
        { name: 'partners[0][institution_category_id]', value: '3' },
        { name: 'partners[1][organization]', value: '' },
        { name: 'partners[1][contact_person]', value: 'Nobody' },
        { name: 'partners[2][organization]', value: 'Energy Centre' },
        { name: 'image_alt_text[]', value: 'Solar pumps' },
        { name: 'image_alt_text[]', value: 'Farmers at work' },
        { name: 'image_alt_text_ar[]', value: 'مضخات شمسية' },
        await png('images[]'),
        await png('images[]', 300, 200),
        pdf('attachment'),
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Your news/event has been submitted and will be reviewed by our team.');
    const item = res.json().data as NewsEventAnswer;
    expect(item).toMatchObject({
      status: 'pending',
      is_owner: true,
      type: 'event',
      starting_date: '2024-03-05T09:30',
      end_date: '2024-03-06',
      register_deadline: '2024-02-20',
      formatted_date: '5 Mar 2024',
      duration: '2 days',
      event_type: 'workshop',
      capacity: 40,
      fee_type: 'paid',
      fee_amount: '25.50',
      is_online: false,
      is_ongoing: false,
      contact_phone: '+962791234567',
      sustainability_status_id: 2,
      post_type: { id: 2, name: 'Event' },
      organization_type: { id: 1, name: 'Government' },
      country: { id: jordan, name: 'Jordan' },
      rejection_reason: null,
      calendar_url: `/api/news-events/${item.id}.ics`,
    });
    expect(item.sectors.map((s) => s.name)).toEqual(['Water', 'Energy']);
    expect(item.agenda_outlines.map((a) => a.outline)).toEqual(['09:30: Welcome', '10:00: Visit to the pumps']);
    expect(item.speakers.map(({ id: _id, ...s }) => s)).toEqual([
      { name: 'Rania Odeh', title: 'Hydrologist', organization: 'Water Lab', bio: null },
      { name: 'Omar Saleh', title: null, organization: null, bio: 'Twenty years of solar irrigation.' },
    ]);
    expect(item.partners.map(({ id: _id, ...p }) => p)).toEqual([
      { organization: 'Farmers Cooperative', contact_person: 'Layla', contact_email: 'layla@example.org', institution_category_id: 3, institution_category: { id: 3, name: 'NGO or civil society' } },
      { organization: 'Energy Centre', contact_person: null, contact_email: null, institution_category_id: null, institution_category: null },
    ]);
    expect(item.images.map((i) => [i.alt_text, i.text_ar])).toEqual([
      ['Solar pumps', 'مضخات شمسية'],
      ['Farmers at work', null],
    ]);
    const [first, second] = item.images;
    expect(first!.image_path).toMatch(/^\/api\/media\/\d+\?w=800$/);
    expect(second!.image_path).toMatch(/\?w=400$/);
    expect(item.cover_image_url).toBe(first!.image_path);
    expect(item.attachment).toMatchObject({ name: 'programme.pdf', url: expect.stringMatching(/^\/api\/media\/\d+$/) });

    // Pending: invisible to the public and to other members, visible to the owner and staff.
    const other = await signedInMember(ctx);
    expect(ids(await list('?per_page=100'))).not.toContain(item.id);
    expect((await get(`/api/news-events/${item.id}`)).statusCode).toBe(404);
    expect((await get(`/api/news-events/${item.id}`)).json().message).toBe('News/Event not found.');
    expect((await get(`/api/news-events/${item.id}`, other.bearer)).statusCode).toBe(404);
    expect((await get(`/api/news-events/${item.id}.ics`)).statusCode).toBe(404);
    expect((await get(`/api/news-events/${item.id}`, member.bearer)).json().data.status).toBe('pending');
    expect((await get(`/api/news-events/${item.id}`, staff.bearer)).json().data).toMatchObject({ status: 'pending', is_owner: false });
    for (const url of [first!.image_path, item.attachment!.url]) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(url, other.bearer)).statusCode, url).toBe(404);
      expect((await get(url, member.bearer)).statusCode, url).toBe(200);
    }
    const queue = (await get('/api/admin/submissions?type=news-events', staff.bearer)).json().data as Array<{ type: string; id: number; title: string }>;
    expect(queue).toContainEqual(expect.objectContaining({ type: 'news-events', id: item.id, title: 'Solar pumping field school' }));
    const everyType = (await get('/api/admin/submissions', staff.bearer)).json().data as Array<{ type: string; id: number }>;
    expect(everyType.some((s) => s.type === 'news-events' && s.id === item.id)).toBe(true);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/news-events/${item.id}/approve`, headers: auth(member.bearer) })).statusCode).toBe(403);

    const decided = await approve(item.id);
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.status).toBe('approved');
    expect(ids(await list('?per_page=100'))).toContain(item.id);
    expect((await get(`/api/news-events/${item.id}`)).json().data).toMatchObject({ status: 'approved', is_owner: false });
    for (const url of [first!.image_path, second!.image_path, item.attachment!.url]) expect((await get(url)).statusCode, url).toBe(200);
    expect((await get(item.attachment!.url)).headers['content-disposition']).toMatch(/^attachment/);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && /published/.test(m.subject));
    expect(mail.subject).toBe('Your news or event is published: Solar pumping field school');
    expect(mail.text).toContain(`http://localhost:3000/news-events/${item.id}`);
    expect(await queueIds()).not.toContain(item.id);

    const again = await approve(item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This submission was already decided by another reviewer.');
    expect((await reject(item.id, 'Too late')).statusCode).toBe(409);
    expect((await approve(999_999)).statusCode).toBe(404);
  });

  it('rejects once, with a reason the owner sees in their list and by mail', async () => {
    const item = await created(member.bearer, { title: 'Draft event without a programme' });
    const noReason = await ctx.app.inject({ method: 'POST', url: `/api/admin/news-events/${item.id}/reject`, headers: auth(staff.bearer), payload: {} });
    expect(noReason.statusCode).toBe(422);
    const reason = 'Please add the programme.';
    const rejected = await reject(item.id, reason);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect((await reject(item.id, reason)).statusCode).toBe(409);
    expect((await approve(item.id)).statusCode).toBe(409);
    expect((await get(`/api/my-news-events/${item.id}`, member.bearer)).json().data).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect((await get(`/api/news-events/${item.id}`)).statusCode).toBe(404);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && /not approved/.test(m.subject));
    expect(mail.subject).toBe('Your news or event was not approved: Draft event without a programme');
    expect(mail.text).toContain(reason);

    // Sent back as it is, it waits for review again without the old reason.
    const resent = await edit(member.bearer, item.id, []);
    expect(resent.json().data).toMatchObject({ status: 'pending', rejection_reason: null });
    expect(await queueIds()).toContain(item.id);
  });

  it('refuses visitors and members whose entity is not approved yet, leaving no file behind', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/news-events', payload: fields() })).statusCode).toBe(401);
    const entity = await signedInMember(ctx);
    await ctx.database.db.update(users).set({ status: 'pending_approval', accountType: 'entity' }).where(eq(users.id, entity.userId));
    const before = await storedFiles();
    const refused = await submit(entity.bearer, {}, [await png('images[]')]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(apiMessages.en['auth.entity_pending']);
    expect(await storedFiles()).toEqual(before);
    expect((await get('/api/my-news-events')).statusCode).toBe(401);
  });
});

describe('images and attachment', () => {
  let writer: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    writer = await signedInMember(ctx);
  });

  it('rasterises an SVG with a script: only bitmaps are stored and served, and no script survives', async () => {
    const item = await created(writer.bearer, { title: 'Event with a vector logo' }, [svg('images[]', SVG_WITH_SCRIPT), { name: 'image_alt_text[]', value: 'Logo' }]);
    expect(item.images).toHaveLength(1);
    expect(item.images[0]!.alt_text).toBe('Logo');
    expect((await approve(item.id)).statusCode).toBe(200);
    const mediaId = /\/api\/media\/(\d+)/.exec(item.images[0]!.image_path)![1];

    const main = await get(`/api/media/${mediaId}`);
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('image/png');
    expect(main.rawPayload.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe(true);
    expect(main.headers['content-disposition']).toContain('logo.png');
    expect(main.rawPayload.includes('<script')).toBe(false);
    for (const width of [400, 800, 1600]) {
      const variant = await get(`/api/media/${mediaId}?w=${width}`);
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.rawPayload.includes('<script')).toBe(false);
      expect(variant.rawPayload.includes('<svg')).toBe(false);
    }
    // Drawn larger than its 120 x 80 pixels: vector art is rasterised at 1600 px.
    expect(item.images[0]!.image_srcset).toContain('1600w');

    // Nothing on disk holds markup: not the stored files, not a leftover temp file.
    const { tmp, files } = await storedFiles();
    expect(tmp).toEqual([]);
    for (const name of files) {
      const content = (await readStored(ctx.app.media.storage, name))!;
      expect(content.includes('<script'), name).toBe(false);
      expect(content.includes('<svg'), name).toBe(false);
    }
  });

  it('refuses an SVG that would read another file, and SVG in fields that do not take it', async () => {
    const before = await storedFiles();
    const res = await submit(writer.bearer, { title: 'Event with a hostile drawing' }, [svg('images[]', SVG_READING_A_FILE)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ images: ['This file cannot be read. It may be damaged, encrypted or unsafe.'] });
    expect(await storedFiles()).toEqual(before);
    // A story's visuals keep their types: SVG is not one of them.
    const { payload, headers } = multipart([svg('visuals[]', SVG_WITH_SCRIPT)]);
    const story = await ctx.app.inject({ method: 'POST', url: '/api/stories', payload, headers: { ...headers, ...auth(writer.bearer) } });
    expect(story.statusCode).toBe(422);
    expect(story.json().errors.visuals).toEqual(['This file type is not accepted.']);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a picture as the attachment, a second attachment, and too many images, leaving nothing on disk', async () => {
    const before = await storedFiles();
    const picture = await submit(writer.bearer, {}, [await png('attachment'), await png('images[]')]);
    expect(picture.statusCode).toBe(422);
    expect(picture.json().errors).toEqual({ attachment: ['This file type is not accepted.'] });
    const two = await submit(writer.bearer, {}, [pdf('attachment'), pdf('attachment', 'again.pdf')]);
    expect(two.json().errors).toEqual({ attachment: ['Attach only one file here.'] });
    const many = await Promise.all(Array.from({ length: NEWS_EVENT_IMAGES_MAX + 1 }, () => png('images[]', 20, 20)));
    const tooMany = await submit(writer.bearer, {}, many, 'fr');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ images: [apiMessages.fr['validation.too_many'].replace('{maximum}', String(NEWS_EVENT_IMAGES_MAX))] });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('ownership', () => {
  it('lists only the caller’s own items, in every state, newest first', async () => {
    const owner = await signedInMember(ctx);
    const first = await approved(owner.bearer, { title: 'First of mine' });
    const second = (await created(owner.bearer, { title: 'Second of mine', type: 'news', post_type_id: '1', implementing_leader: '', starting_date: '' })).id;
    await approved(member.bearer, { title: 'Someone else’s' });
    const mine = (await get('/api/my-news-events', owner.bearer)).json();
    expect(mine.data.map((e: NewsEventAnswer) => [e.id, e.status, e.is_owner])).toEqual([
      [second, 'pending', true],
      [first, 'approved', true],
    ]);
    expect((await get(`/api/my-news-events/${second}`, owner.bearer)).json().data.title).toBe('Second of mine');
  });

  it('answers 404 to another member on the my-news-events calls, and 403 or 404 on delete', async () => {
    const mine = await approved(member.bearer, { title: 'Open day at the desalination plant' });
    const pending = (await created(member.bearer, { title: 'Pending open day' })).id;
    const other = await signedInMember(ctx);
    const theirs = await get(`/api/my-news-events/${mine}`, other.bearer);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('News/Event not found.');
    expect((await edit(other.bearer, mine, [{ name: 'title', value: 'Hijacked' }])).statusCode).toBe(404);
    expect((await remove(mine, other.bearer)).statusCode).toBe(403);
    expect((await remove(pending, other.bearer)).statusCode).toBe(404);
    expect((await remove(mine)).statusCode).toBe(401);
    expect((await get(`/api/news-events/${mine}`)).json().data.title).toBe('Open day at the desalination plant');
    expect((await get('/api/my-news-events', other.bearer)).json().data).toEqual([]);
  });

  it('lets the owner delete an item with its files; staff delete through the console only', async () => {
    const item = await created(member.bearer, { title: 'To be withdrawn' }, [await png('images'), pdf('attachment')]);
    const paths = [item.images[0]!.image_path, item.attachment!.url];
    const before = (await storedFiles()).files;
    const deleted = await remove(item.id, member.bearer);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('The news/event was deleted.');
    expect((await get(`/api/my-news-events/${item.id}`, member.bearer)).statusCode).toBe(404);
    for (const url of paths) expect((await get(url, member.bearer)).statusCode, url).toBe(404);
    const after = (await storedFiles()).files;
    // A PNG of 900 px keeps itself and two variants; the PDF is one file.
    expect(before.length - after.length).toBe(4);
    expect(after.every((name) => before.includes(name))).toBe(true);

    const byStaff = await approved(member.bearer, { title: 'Removed by staff' });
    expect((await remove(byStaff, staff.bearer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/news-events/${byStaff}`, headers: auth(staff.bearer) })).statusCode).toBe(200);
    expect((await get(`/api/news-events/${byStaff}`)).statusCode).toBe(404);
  });
});

describe('validation', () => {
  // A member of its own, so this block's submissions stay under the hourly submission limit.
  let writer: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    writer = await signedInMember(ctx);
  });
  // The type follows the post type, so it is not asked for; an event's leader and start are asked of events only.
  const REQUIRED = ['country_id', 'location', 'organization_type_id', 'post_type_id', 'title'];

  it.each(['en', 'ar', 'fr'] as const)('names every missing required field in %s', async (lang) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/news-events', headers: { ...auth(writer.bearer), lang }, payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(apiMessages[lang]['errors.validation']);
    expect(Object.keys(res.json().errors).sort()).toEqual(REQUIRED);
    for (const field of REQUIRED) expect(res.json().errors[field], field).toEqual([apiMessages[lang]['validation.required']]);
    // The same with the empty fields a multipart form sends.
    const blank = await submit(writer.bearer, Object.fromEntries(REQUIRED.map((field) => [field, ''])), [], lang);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual(Object.fromEntries(REQUIRED.map((field) => [field, [apiMessages[lang]['validation.required']]])));
  });

  it.each(['en', 'ar', 'fr'] as const)('asks an event for its leader and start, and refuses a type that disagrees with the post type, in %s', async (lang) => {
    const event = await ctx.app.inject({ method: 'POST', url: '/api/news-events', headers: { ...auth(writer.bearer), lang }, payload: { post_type_id: 2 } });
    expect(event.statusCode).toBe(422);
    expect(event.json().errors).toMatchObject({ implementing_leader: [apiMessages[lang]['validation.required']], starting_date: [apiMessages[lang]['validation.required']] });
    const news = await ctx.app.inject({ method: 'POST', url: '/api/news-events', headers: { ...auth(writer.bearer), lang }, payload: { post_type_id: 3 } });
    expect(Object.keys(news.json().errors)).not.toContain('starting_date');
    expect(Object.keys(news.json().errors)).not.toContain('implementing_leader');
    // The card would say "News" beside "Edit Event": an event filed under the News post type is refused.
    const mixed = await submit(writer.bearer, { type: 'event', post_type_id: '1' }, [], lang);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toEqual({ post_type_id: [apiMessages[lang]['validation.kind_mismatch']] });
  });

  it('files a news item by its post type alone, and refuses event fields sent with it', async () => {
    const newsFields = minimalSubmission['news-events']('Aquifer agreement signed', jordan);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/news-events', headers: auth(writer.bearer), payload: { ...newsFields, starting_date: '2024-03-05', capacity: '40', speakers: [{ name: 'Hala' }] } });
    expect(refused.statusCode).toBe(422);
    const eventOnly = [apiMessages.en['validation.event_only']];
    expect(refused.json().errors).toEqual({ starting_date: eventOnly, capacity: eventOnly, speakers: eventOnly });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/news-events', headers: auth(writer.bearer), payload: { ...newsFields, is_ongoing: false, speakers: [] } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'news', post_type: { id: 1 }, starting_date: null, implementing_leader: null, formatted_date: null, calendar_url: null });
  });

  it('checks choices, dates, amounts, counts, emails and links', async () => {
    const res = await submit(writer.bearer, {
      type: 'blog',
      event_type: 'party',
      fee_type: 'donation',
      fee_amount: '12.345',
      capacity: '-1',
      contact_email: 'not-an-email',
      website_url: 'javascript:alert(1)',
      starting_date: '05/03/2024',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      type: ['Choose an option from the list.'],
      event_type: ['Choose an option from the list.'],
      fee_type: ['Choose an option from the list.'],
      fee_amount: ['Use at most two decimals.'],
      capacity: ['This cannot be less than 0.'],
      contact_email: ['Enter a valid email address.'],
      website_url: ['Enter a valid web address starting with http:// or https://.'],
      starting_date: ['Enter a valid date.'],
    });
    const ar = await submit(writer.bearer, { fee_amount: '1.001' }, [], 'ar');
    expect(ar.json().errors.fee_amount).toEqual([apiMessages.ar['validation.amount_step']]);
    const dates = await submit(writer.bearer, { starting_date: '2024-02-30', end_date: '2024-03-01T24:00', register_deadline: '1850-01-01' });
    expect(dates.json().errors).toEqual({ starting_date: ['Enter a valid date.'], end_date: ['Enter a valid date.'], register_deadline: ['Enter a valid date.'] });
    const order = await submit(writer.bearer, { starting_date: '2024-03-05T18:00', end_date: '2024-03-04' }, [], 'fr');
    expect(order.json().errors).toEqual({ end_date: [apiMessages.fr['validation.date_order']] });
    // A free event with no amount, and an amount of 0, are fine.
    expect((await submit(writer.bearer, { fee_type: 'free', fee_amount: '0', capacity: '0', starting_date: '2024-03-05', end_date: '2024-03-05' })).statusCode).toBe(201);
  });

  it('refuses options that do not exist, each on its own field', async () => {
    const res = await submit(writer.bearer, { post_type_id: '99', organization_type_id: '99', country_id: '999999', sustainability_status_id: '9' }, [
      { name: 'sectors[]', value: '1' },
      { name: 'sectors[]', value: '77' },
      { name: 'partners[0][organization]', value: 'Known' },
      { name: 'partners[0][institution_category_id]', value: '2' },
      { name: 'partners[1][organization]', value: 'Unknown kind' },
      { name: 'partners[1][institution_category_id]', value: '99' },
    ]);
    expect(res.statusCode).toBe(422);
    const unknown = ['Choose an option from the list.'];
    expect(res.json().errors).toEqual({
      post_type_id: unknown,
      organization_type_id: unknown,
      country_id: unknown,
      sustainability_status_id: unknown,
      sectors: unknown,
      'partners.1.institution_category_id': unknown,
    });
  });

  it('checks partner emails, and drops blank agenda items, nameless speakers and partners without an organization', async () => {
    const bad = await submit(writer.bearer, {}, [
      { name: 'partners[0][organization]', value: 'Water Lab' },
      { name: 'partners[0][contact_email]', value: 'lab-at-example' },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'partners.0.contact_email': ['Enter a valid email address.'] });
    // A partner without an organization is not checked at all: it is dropped.
    const item = await created(writer.bearer, {}, [
      { name: 'agenda_outlines[]', value: '' },
      { name: 'agenda_outlines[]', value: '10:00: Opening' },
      { name: 'speakers[0][name]', value: '  ' },
      { name: 'speakers[0][bio]', value: 'Nameless' },
      { name: 'partners[0][organization]', value: '' },
      { name: 'partners[0][contact_email]', value: 'not-checked' },
    ]);
    expect(item.agenda_outlines.map((a) => a.outline)).toEqual(['10:00: Opening']);
    expect(item.speakers).toEqual([]);
    expect(item.partners).toEqual([]);
  });

  it('accepts JSON with the same rules', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/news-events',
      headers: auth(writer.bearer),
      payload: { ...fields({ post_type_id: '2' }), sectors: [3], speakers: [{ name: 'Hala' }], partners: [{ organization: 'Lab', institution_category_id: 2 }], agenda_outlines: ['08:00: Coffee'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'event', post_type: { id: 2, name: 'Event' }, sectors: [{ id: 3, name: 'Food' }], speakers: [{ name: 'Hala' }], partners: [{ organization: 'Lab', institution_category_id: 2 }] });
  });
});

describe('edits', () => {
  let editor: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    editor = await signedInMember(ctx);
  });

  it('takes an edited item back to review, out of the public list, with its files private again', async () => {
    const item = await created(editor.bearer, { title: 'Biogas open day' }, [await png('images'), pdf('attachment')]);
    expect((await approve(item.id)).statusCode).toBe(200);
    const image = item.images[0]!.image_path;
    expect((await get(image)).statusCode).toBe(200);
    expect((await get(`/api/news-events/${item.id}.ics`)).statusCode).toBe(200);

    const res = await edit(editor.bearer, item.id, [{ name: 'impact', value: '300 visitors.' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your news/event was updated and is pending review.');
    expect(res.json().data).toMatchObject({ status: 'pending', title: 'Biogas open day', impact: '300 visitors.' });
    expect(ids(await list('?per_page=100'))).not.toContain(item.id);
    expect((await get(`/api/news-events/${item.id}`)).statusCode).toBe(404);
    expect((await get(`/api/news-events/${item.id}.ics`)).statusCode).toBe(404);
    expect((await get(image)).statusCode).toBe(404);
    expect((await get(item.attachment!.url)).statusCode).toBe(404);
    expect((await get(image, editor.bearer)).statusCode).toBe(200);
    expect(await queueIds()).toContain(item.id);
  });

  it('replaces fields and lists sent, clears empty optional ones, appends and removes images, replaces and removes the attachment', async () => {
    const item = await created(
      editor.bearer,
      { title: 'Wetlands week', duration: '1 week', fee_type: 'paid', fee_amount: '10', capacity: '50', contact_name: 'Sara' },
      [
        { name: 'sectors[]', value: '4' },
        { name: 'agenda_outlines[]', value: 'Day 1: Birds' },
        { name: 'speakers[0][name]', value: 'Old speaker' },
        { name: 'partners[0][organization]', value: 'Old partner' },
        { name: 'image_alt_text[]', value: 'Marsh' },
        { name: 'image_alt_text[]', value: 'Heron' },
        await png('images[]'),
        await png('images[]'),
        pdf('attachment', 'first.pdf'),
      ],
    );
    const [marsh, heron] = item.images;
    const before = (await storedFiles()).files;
    const res = await edit(editor.bearer, item.id, [
      { name: 'title', value: 'Wetlands week 2024' },
      { name: 'duration', value: '' },
      { name: 'fee_amount', value: '' },
      { name: 'capacity', value: '' },
      { name: 'sustainability_status_id', value: '' },
      { name: 'sectors[]', value: '1' },
      { name: 'sectors[]', value: '4' },
      { name: 'agenda_outlines[]', value: 'Day 1: Fish' },
      { name: 'agenda_outlines[]', value: 'Day 2: Reeds' },
      { name: 'speakers[0][name]', value: 'New speaker' },
      { name: 'partners[0][organization]', value: '' },
      { name: 'remove_images[]', value: String(heron!.id) },
      { name: 'image_alt_text[]', value: 'Flamingos' },
      await png('images[]', 1700, 900),
      pdf('attachment', 'second.pdf'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as NewsEventAnswer;
    expect(edited).toMatchObject({
      title: 'Wetlands week 2024',
      type: 'event',
      duration: null,
      fee_type: 'paid',
      fee_amount: null,
      capacity: null,
      sustainability_status_id: null,
      contact_name: 'Sara',
      status: 'pending',
      partners: [],
    });
    expect(edited.sectors.map((s) => s.id)).toEqual([1, 4]);
    expect(edited.agenda_outlines.map((a) => a.outline)).toEqual(['Day 1: Fish', 'Day 2: Reeds']);
    expect(edited.speakers.map((s) => s.name)).toEqual(['New speaker']);
    expect(edited.images.map((i) => [i.id === marsh!.id, i.alt_text])).toEqual([
      [true, 'Marsh'],
      [false, 'Flamingos'],
    ]);
    expect(edited.attachment!.name).toBe('second.pdf');
    // The removed image and the replaced attachment are gone, for the owner too, and from the disk.
    for (const url of [heron!.image_path, item.attachment!.url]) expect((await get(url, editor.bearer)).statusCode, url).toBe(404);
    const now = (await storedFiles()).files;
    const gone = before.filter((name) => !now.includes(name));
    // The removed PNG with its two variants, and the first PDF.
    expect(gone).toHaveLength(4);

    // Fields not sent stay as they were; remove_attachment drops the attachment.
    const untouched = await edit(editor.bearer, item.id, [{ name: 'remove_attachment', value: '1' }]);
    expect(untouched.json().data).toMatchObject({ title: 'Wetlands week 2024', attachment: null, contact_name: 'Sara', speakers: [{ name: 'New speaker' }] });
    expect((untouched.json().data as NewsEventAnswer).images).toHaveLength(2);
    expect((await get(edited.attachment!.url, editor.bearer)).statusCode).toBe(404);
  });

  it('refuses emptying a required field, an end before the stored start, and removing another item’s image', async () => {
    const mine = await created(editor.bearer, { title: 'Mine with a picture', starting_date: '2024-06-10' }, [await png('images')]);
    const other = await signedInMember(ctx);
    const theirs = await created(other.bearer, { title: 'Theirs with a picture' }, [await png('images')]);
    const emptied = await edit(editor.bearer, mine.id, [{ name: 'title', value: '' }, { name: 'post_type_id', value: '' }, { name: 'type', value: '' }], 'ar');
    expect(emptied.statusCode).toBe(422);
    const required = [apiMessages.ar['validation.required']];
    expect(emptied.json().errors).toEqual({ title: required, post_type_id: required, type: required });
    const early = await edit(editor.bearer, mine.id, [{ name: 'end_date', value: '2024-06-01' }]);
    expect(early.json().errors).toEqual({ end_date: ['The end date must not be before the start date.'] });
    const foreign = await edit(editor.bearer, mine.id, [{ name: 'remove_images[]', value: String(theirs.images[0]!.id) }, { name: 'title', value: 'Changed' }]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ remove_images: ['This value is not valid.'] });
    expect((await get(`/api/my-news-events/${theirs.id}`, other.bearer)).json().data.images).toHaveLength(1);
    expect((await get(theirs.images[0]!.image_path, other.bearer)).statusCode).toBe(200);
    expect((await get(`/api/my-news-events/${mine.id}`, editor.bearer)).json().data.title).toBe('Mine with a picture');
  });

  it('turns an event into news only with its event fields gone, and news into an event only with a leader and a start', async () => {
    const item = await created(editor.bearer, { title: 'Marsh clean-up', starting_date: '2024-05-01', duration: '2 days', capacity: '30' }, [{ name: 'agenda_outlines[]', value: '09:00: Gloves' }, { name: 'speakers[0][name]', value: 'Hala' }]);
    const mismatch = await edit(editor.bearer, item.id, [{ name: 'post_type_id', value: '1' }, { name: 'type', value: 'event' }], 'fr');
    expect(mismatch.json().errors).toEqual({ post_type_id: [apiMessages.fr['validation.kind_mismatch']] });
    const asNews = await edit(editor.bearer, item.id, [{ name: 'post_type_id', value: '1' }]);
    expect(asNews.statusCode, asNews.body).toBe(200);
    expect(asNews.json().data).toMatchObject({ type: 'news', post_type: { id: 1 }, starting_date: null, implementing_leader: null, duration: null, capacity: null, agenda_outlines: [], speakers: [], calendar_url: null });
    // Listed under News, after every event when sorted by date.
    const backToEvent = await edit(editor.bearer, item.id, [{ name: 'post_type_id', value: '2' }], 'ar');
    expect(backToEvent.statusCode).toBe(422);
    const required = [apiMessages.ar['validation.required']];
    expect(backToEvent.json().errors).toEqual({ implementing_leader: required, starting_date: required });
    const asEvent = await edit(editor.bearer, item.id, [{ name: 'post_type_id', value: '2' }, { name: 'implementing_leader', value: 'Marsh Friends' }, { name: 'starting_date', value: '2024-06-01' }]);
    expect(asEvent.json().data).toMatchObject({ type: 'event', starting_date: '2024-06-01', implementing_leader: 'Marsh Friends' });
  });

  it('clears lists sent empty in a JSON edit', async () => {
    const item = await created(editor.bearer, { title: 'Lists to clear' }, [{ name: 'sectors[]', value: '2' }, { name: 'agenda_outlines[]', value: 'Noon: Lunch' }, { name: 'speakers[0][name]', value: 'Someone' }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/my-news-events/${item.id}`,
      headers: auth(editor.bearer),
      payload: { _method: 'PUT', sectors: [], agenda_outlines: [], speakers: [], partners: [], remove_images: [''] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ sectors: [], agenda_outlines: [], speakers: [], partners: [], title: 'Lists to clear' });
  });
});

describe('the public list', () => {
  const made: Record<string, number> = {};
  let countries: Record<string, number>;
  let lister: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    lister = await signedInMember(ctx);
    countries = Object.fromEntries(await Promise.all(['EG', 'FR', 'ID', 'KE', 'DE'].map(async (c) => [c, await countryId(ctx, c)] as const)));
    // Distinct first letters, so title order is the same under every collation.
    made.amman = await approved(lister.bearer, {
      title: 'Irrigation workshop for the Jordan Valley',
      starting_date: `${day(5)}T09:30`,
      location: 'Amman',
      organization_type_id: '1',
    });
    made.cairo = await approved(lister.bearer, {
      title: 'Water and food security conference',
      desc: 'مؤتمر إقليمي حول الأمن المائي والغذائي في شمال أفريقيا.',
      starting_date: day(20),
      country_id: String(countries.EG),
      location: 'Cairo',
      organization_type_id: '5',
    });
    made.paris = await approved(lister.bearer, {
      type: 'news',
      post_type_id: '1',
      title: 'Les écoles passent au solaire',
      desc: 'Des panneaux solaires alimentent désormais les écoles de la ville.',
      starting_date: '',
      implementing_leader: '',
      country_id: String(countries.FR),
      location: 'Salle 100% solaire, Paris',
      organization_type_id: '4',
    });
    made.java = await approved(lister.bearer, {
      title: 'Mangrove planting day',
      starting_date: day(-10),
      country_id: String(countries.ID),
      location: 'Demak',
      organization_type_id: '2',
    });
    made.kenya = await approved(lister.bearer, {
      title: 'Sand dams field visit',
      starting_date: day(0),
      country_id: String(countries.KE),
      location: 'Makueni',
      implementing_leader: 'Dryland Water Trust',
      organization_type_id: '2',
    });
    made.berlin = await approved(lister.bearer, {
      type: 'news',
      post_type_id: '3',
      title: 'Call for nexus case studies',
      starting_date: '',
      implementing_leader: '',
      country_id: String(countries.DE),
      location: 'Berlin',
      contact_name: 'Zaynab Haddad',
      organization_type_id: '3',
    });
    made.pending = (await created(lister.bearer, { title: 'Pending future event', starting_date: day(2) })).id;
  });
  const publicIds = () => Object.entries(made).filter(([key]) => key !== 'pending').map(([, id]) => id);
  const mineOf = (res: { json(): { data: Array<{ id: number }> } }) => ids(res).filter((id: number) => Object.values(made).includes(id));
  const all = (query: string, lang = 'en') => list(`${query}${query ? '&' : '?'}per_page=100`, lang);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  it('filters by type, post type and organization type, one value or a comma list on /search', async () => {
    expect(sorted(mineOf(await all('?type=news')))).toEqual(sorted([made.paris!, made.berlin!]));
    expect(sorted(mineOf(await all('?type=event')))).toEqual(sorted([made.amman!, made.cairo!, made.java!, made.kenya!]));
    expect((await all('?type=news')).json().data.every((e: NewsEventAnswer) => e.type === 'news')).toBe(true);
    const both = await get('/api/news-events/search?type=news,event&per_page=100');
    expect(both.statusCode).toBe(200);
    expect(sorted(mineOf(both))).toEqual(sorted(publicIds()));
    expect(mineOf(await all('?post_type_id=3'))).toEqual([made.berlin]);
    expect(sorted(mineOf(await get('/api/news-events/search?post_type_id=1,3&per_page=100')))).toEqual(sorted([made.paris!, made.berlin!]));
    expect(mineOf(await all('?organization_type_id=5'))).toEqual([made.cairo]);
    expect(sorted(mineOf(await get('/api/news-events/search?organization_type_id=5,,2&type=&per_page=100')))).toEqual(sorted([made.cairo!, made.java!, made.kenya!]));
    // Repeated names are a list too.
    expect(sorted(mineOf(await all('?organization_type_id=4&organization_type_id=3')))).toEqual(sorted([made.paris!, made.berlin!]));
    const blog = await list('?type=news,blog');
    expect(blog.statusCode).toBe(422);
    expect(blog.json().errors).toEqual({ 'type.1': ['Choose an option from the list.'] });
    expect((await list('?post_type_id=abc')).statusCode).toBe(422);
  });

  it('filters by location as a substring, with % and _ matching themselves', async () => {
    expect(mineOf(await all('?location=amm'))).toEqual([made.amman]);
    expect(mineOf(await all('?location=100%25'))).toEqual([made.paris]);
    expect(mineOf(await all('?location=%25'))).toEqual([made.paris]);
    expect(mineOf(await all('?location=_'))).toEqual([]);
    expect(mineOf(await all('?location=Nowhere'))).toEqual([]);
  });

  it('filters by region through the item’s country', async () => {
    const mine = async (region: string) => sorted(mineOf(await all(`?region=${region}`)));
    expect(await mine('MENA')).toEqual(sorted([made.amman!, made.cairo!]));
    expect(await mine('OIC')).toEqual(sorted([made.amman!, made.cairo!, made.java!]));
    expect(await mine('Africa')).toEqual(sorted([made.cairo!, made.kenya!]));
    expect(await mine('Asia')).toEqual(sorted([made.amman!, made.java!]));
    expect(await mine('Europe')).toEqual(sorted([made.paris!, made.berlin!]));
    expect(await mine('Global')).toEqual(sorted(publicIds()));
    expect((await list('?region=Mars')).json().errors.region).toEqual(['Choose an option from the list.']);
  });

  it('searches title, description, location, implementing leader and contact name, in Arabic, French and English, with typos', async () => {
    expect(mineOf(await all(`?search=${encodeURIComponent('المائي')}`))).toEqual([made.cairo]);
    expect(mineOf(await all(`?search=${encodeURIComponent('مؤتمر')}`))).toEqual([made.cairo]);
    expect(mineOf(await all(`?search=${encodeURIComponent('école')}`))).toEqual([made.paris]);
    expect(mineOf(await all(`?search=${encodeURIComponent('panneau solaire')}`))).toEqual([made.paris]);
    expect(mineOf(await all('?search=Makueni'))).toEqual([made.kenya]);
    expect(mineOf(await all('?search=Dryland%20Trust'))).toEqual([made.kenya]);
    expect(mineOf(await all('?search=Zaynab'))).toEqual([made.berlin]);
    expect(mineOf(await all('?search=mangrov'))).toEqual([made.java]);
    expect(mineOf(await all('?search=Pending%20future'))).toEqual([]);
  });

  it('sorts newest first by default, oldest, by title, by date and upcoming', async () => {
    const order = [made.amman, made.cairo, made.paris, made.java, made.kenya, made.berlin];
    expect(mineOf(await all(''))).toEqual([...order].reverse());
    expect(mineOf(await all('?sort=newest'))).toEqual([...order].reverse());
    expect(mineOf(await all('?sort=new'))).toEqual([...order].reverse());
    expect(mineOf(await all('?sort=oldest'))).toEqual(order);
    expect(mineOf(await all('?sort=old'))).toEqual(order);
    // Lower-cased A to Z: Call, Irrigation, Les, Mangrove, Sand, Water.
    expect(mineOf(await all('?sort=title'))).toEqual([made.berlin, made.amman, made.paris, made.java, made.kenya, made.cairo]);
    // Events by start; news has none and follows, newest first (soonest first when upcoming, then news oldest first).
    expect(mineOf(await all('?sort=date'))).toEqual([made.cairo, made.amman, made.kenya, made.java, made.berlin, made.paris]);
    const soonest = [made.java, made.kenya, made.amman, made.cairo, made.paris, made.berlin];
    expect(mineOf(await all('?sort=upcoming'))).toEqual(soonest);
    expect(mineOf(await all('?sort=up'))).toEqual(soonest);
    expect((await list('?sort=random')).statusCode).toBe(422);
  });

  it('lists upcoming items only, from today, soonest first, as many as the limit asks', async () => {
    const upcoming = await all('?upcoming=true');
    expect(mineOf(upcoming)).toEqual([made.kenya, made.amman, made.cairo]);
    expect(upcoming.json().data.every((e: NewsEventAnswer) => e.starting_date.slice(0, 10) >= day(0))).toBe(true);
    // The detail page's box: the 3 soonest events; the home page's latest news.
    const box = await list('?type=event&upcoming=true&limit=2');
    expect(ids(box)).toEqual([made.kenya, made.amman]);
    expect(box.json().meta).toMatchObject({ per_page: 2, total: 3, current_page: 1, last_page: 2 });
    expect(mineOf(await list('?type=event&upcoming=1&sort=date'))).toEqual([made.cairo, made.amman, made.kenya]);
    expect(mineOf(await list('?type=event&upcoming=false&sort=upcoming&per_page=100'))).toEqual([made.java, made.kenya, made.amman, made.cairo]);
    const latestNews = await list('?type=news&limit=1');
    expect(latestNews.json().data).toHaveLength(1);
    expect(latestNews.json().data[0].type).toBe('news');
    expect((await list('?upcoming=soon')).statusCode).toBe(422);
  });

  it('pages nine by default with meta.total and links; per_page wins over limit; blank values are ignored', async () => {
    const first = await list('?sort=oldest&per_page=2');
    const body = first.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(6);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 2));
    expect(body.links).toEqual({
      first: '/api/news-events?sort=oldest&per_page=2&page=1',
      last: `/api/news-events?sort=oldest&per_page=2&page=${body.meta.last_page}`,
      prev: null,
      next: '/api/news-events?sort=oldest&per_page=2&page=2',
    });
    const second = (await list('?sort=oldest&per_page=2&page=2')).json();
    expect(second.links.prev).toBe('/api/news-events?sort=oldest&per_page=2&page=1');
    expect(ids(await all('?sort=oldest')).slice(2, 4)).toEqual(second.data.map((e: NewsEventAnswer) => e.id));
    const byDefault = (await list('')).json();
    expect(byDefault.meta.per_page).toBe(9);
    expect(byDefault.data.length).toBe(Math.min(9, byDefault.meta.total));
    expect((await list('?limit=3&per_page=4')).json().meta.per_page).toBe(4);
    const blank = await list('?search=&type=&post_type_id=&organization_type_id=&location=&region=&sort=&upcoming=&page=&per_page=&limit=');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().meta).toMatchObject({ total: byDefault.meta.total, per_page: 9 });
    const search = (await get('/api/news-events/search?type=event&per_page=1')).json();
    expect(search.links.next).toBe('/api/news-events/search?type=event&per_page=1&page=2');
  });

  it('answers in the request language, with the date as the home page shows it', async () => {
    const ar = (await get(`/api/news-events/${made.amman}`, undefined, 'ar')).json().data;
    expect(ar).toMatchObject({ post_type: { name: 'فعالية' }, organization_type: { name: 'جهة حكومية' }, country: { name: 'الأردن' } });
    const en = (await get(`/api/news-events/${made.java}`)).json();
    expect(en.message).toBe('News/event retrieved successfully.');
    const [y, m, d] = day(-10).split('-').map(Number) as [number, number, number];
    const expected = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
    expect(en.data.formatted_date).toBe(expected);
    expect((await get(`/api/news-events/${made.paris}`)).json().data).toMatchObject({ post_type: { name: 'News' }, formatted_date: null });
    const fr = (await get(`/api/news-events/${made.berlin}`, undefined, 'fr')).json().data;
    expect(fr).toMatchObject({ post_type: { name: 'Annonce' }, country: { name: 'Allemagne' } });
    expect((await list('?per_page=1', 'fr')).json().message).toBe(apiMessages.fr['news_events.list']);
  });

  it('answers 404 for an item that does not exist, and 422 for an id that is not one', async () => {
    const res = await get('/api/news-events/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('News/Event not found.');
    expect((await get('/api/news-events/999999', undefined, 'ar')).json().message).toBe(apiMessages.ar['news_events.not_found']);
    expect((await get('/api/news-events/not-a-number')).statusCode).toBe(422);
    expect((await get('/api/news-events/999999.ics')).statusCode).toBe(404);
  });
});

describe('the calendar file', () => {
  let planner: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    planner = await signedInMember(ctx);
  });
  const parse = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    return { calendar, events };
  };

  it('exports one event on its start date, texts without commas or semicolons, as a download named after the title', async () => {
    const description = `Line one, with a comma; and a semicolon.\nLine two with a back\\slash. ${'Long text about water, energy and food. '.repeat(20)}`;
    const id = await approved(planner.bearer, {
      title: 'Water, Energy; Food: the Nexus Forum – Édition 2024',
      desc: description,
      starting_date: '2024-03-05T09:30',
      end_date: '2024-03-07',
      location: 'Dead Sea, Jordan',
    });
    const res = await get(`/api/news-events/${id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="water-energy-food-the-nexus-forum-edition-2024.ics"');

    // CRLF line endings, every line folded at 75 octets.
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);

    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//WEFE Nexus Hub//News and Events//EN');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(1);
    const vevent = events[0]!;
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`news-event-${id}@localhost`);
    expect(event.summary).toBe('Water Energy Food: the Nexus Forum – Édition 2024');
    // Start and end both at the start (a floating local time: no time zone).
    expect(event.startDate.toString()).toBe('2024-03-05T09:30:00');
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone?.tzid).toBe('floating');
    expect(event.endDate.toString()).toBe('2024-03-05T09:30:00');
    expect(event.location).toBe('Dead Sea Jordan');
    const exported = event.description;
    expect(exported.startsWith('Line one with a comma and a semicolon.\nLine two with a back\\slash.')).toBe(true);
    expect(exported).not.toMatch(/[,;]/);
    // The first 500 characters, without the commas and semicolons among them.
    expect(exported).toBe(description.slice(0, 500).replace(/[,;]/g, ''));
    expect(vevent.getFirstPropertyValue('url')).toBe(`http://localhost:3000/news-events/${id}`);
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });

  it('exports a whole-day event as a date, named event-{id} when the title has no Latin letters', async () => {
    const id = await approved(planner.bearer, { title: 'يوم مفتوح للطاقة الشمسية', starting_date: '2024-11-30', desc: '', location: 'إربد' });
    const res = await get(`/api/news-events/${id}.ics`, undefined, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${id}.ics"`);
    const { events } = parse(res.body);
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]!);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2024-11-30');
    // An all-day event ends where its only day ends (DTEND is exclusive).
    expect(event.endDate.toString()).toBe('2024-12-01');
    expect(res.body).toContain('DTSTART;VALUE=DATE:20241130\r\n');
    expect(res.body).toContain('DTEND;VALUE=DATE:20241201\r\n');
    expect(event.summary).toBe('يوم مفتوح للطاقة الشمسية');
    expect(event.location).toBe('إربد - الأردن');
    expect(events[0]!.hasProperty('description')).toBe(false);
  });

  it('is documented in the OpenAPI document beside the other calls', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/news-events', '/api/news-events/search', '/api/news-events/{id}', '/api/news-events/{id}.ics', '/api/my-news-events/{id}', '/api/admin/news-events/{id}/approve']),
    );
  });

  it('has no calendar file for items under review', async () => {
    const pending = await created(planner.bearer, { title: 'Not yet public' });
    expect((await get(`/api/news-events/${pending.id}.ics`, planner.bearer)).statusCode).toBe(404);
    expect((await get(`/api/news-events/${pending.id}.ics`)).json().message).toBe('News/Event not found.');
  });
});
