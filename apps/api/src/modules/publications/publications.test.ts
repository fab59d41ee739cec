// Publications: submissions under review, ownership, and the public repository's filters and search.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makePdf, makePng, multipart, SHELL_SCRIPT, type Part } from '../media/media.fixtures.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  staff = await signedInStaff(ctx, 'reviewer');
});
afterAll(() => ctx.close());

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const fields = (overrides: Record<string, string> = {}) => ({
  title: 'Groundwater outlook 2030: Jordan Valley',
  publication_type_id: '1',
  publication_author: 'Amal Haddad, Omar Saleh',
  publication_date: '2024-03-05',
  publication_sector: 'Water',
  summary: 'Renewable groundwater in the Jordan Valley and the irrigation it supports.',
  keywords: 'groundwater, irrigation, aquifers',
  publication_link: 'https://example.org/outlook',
  ...overrides,
});

async function submit(bearer: string, overrides: Record<string, string> = {}, files: Part[] = []) {
  const parts: Part[] = [...Object.entries(fields(overrides)).map(([name, value]) => ({ name, value })), ...files];
  const { payload, headers } = multipart(parts);
  return ctx.app.inject({ method: 'POST', url: '/api/publications', payload, headers: { ...headers, ...auth(bearer) } });
}

async function approved(overrides: Record<string, string> = {}, bearer = member.bearer): Promise<number> {
  const res = await submit(bearer, overrides);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  const ok = await ctx.app.inject({ method: 'POST', url: `/api/admin/publications/${id}/approve`, headers: auth(staff.bearer) });
  expect(ok.statusCode).toBe(200);
  return id;
}

const list = (query: string, lang = 'en') => ctx.app.inject({ method: 'GET', url: `/api/publications${query}`, headers: { lang } });
const ids = (res: { json(): { data: Array<{ id: number }> } }) => res.json().data.map((p) => p.id);

describe('submission and review', () => {
  it('keeps a new publication and its files private until staff approve it, then makes them public', async () => {
    const res = await submit(member.bearer, { title: 'Energy–water nexus brief' }, [
      { name: 'publication_document', filename: 'brief.pdf', content: makePdf('brief'), contentType: 'application/pdf' },
      { name: 'publication_image', filename: 'cover.png', content: await makePng(1200, 800), contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you! Your publication was submitted and will be reviewed by our team before it appears.');
    const created = res.json().data;
    expect(created).toMatchObject({ status: 'pending', has_document: true, document_name: 'brief.pdf', formatted_date: '5 Mar 2024', keywords_array: ['groundwater', 'irrigation', 'aquifers'], has_link: true, is_owner: true });
    expect(created.image_srcset).toBe(`/api/media/${created.image_url.match(/media\/(\d+)/)[1]}?w=400 400w, /api/media/${created.image_url.match(/media\/(\d+)/)[1]}?w=800 800w`);

    expect(ids(await list(''))).not.toContain(created.id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/publications/${created.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: created.document_url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/publications/${created.id}`, headers: auth(member.bearer) })).json().data.status).toBe('pending');
    expect((await ctx.app.inject({ method: 'GET', url: created.document_url, headers: auth(member.bearer) })).statusCode).toBe(200);
    const mine = (await ctx.app.inject({ method: 'GET', url: '/api/my-publications', headers: auth(member.bearer) })).json().data;
    expect(mine.find((p: { id: number }) => p.id === created.id).status).toBe('pending');

    const queue = (await ctx.app.inject({ method: 'GET', url: '/api/admin/submissions?type=publications', headers: auth(staff.bearer) })).json().data;
    expect(queue.map((s: { id: number }) => s.id)).toContain(created.id);

    const approve = await ctx.app.inject({ method: 'POST', url: `/api/admin/publications/${created.id}/approve`, headers: auth(staff.bearer) });
    expect(approve.statusCode).toBe(200);
    expect(ids(await list(''))).toContain(created.id);
    const download = await ctx.app.inject({ method: 'GET', url: created.document_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && /published/.test(m.subject));
    expect(mail.subject).toContain('Energy–water nexus brief');
    expect(mail.text).toContain(`/publications/${created.id}`);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/publications/${created.id}/approve`, headers: auth(staff.bearer) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This submission was already decided by another reviewer.');
  });

  it('gives a cover narrower than 400 px a working image and no srcset of widths the media route refuses', async () => {
    const res = await submit(member.bearer, { title: 'Small cover' }, [{ name: 'publication_image', filename: 'icon.png', content: await makePng(120, 80), contentType: 'image/png' }]);
    const created = res.json().data;
    expect(created.image_srcset).toBeNull();
    const image = await ctx.app.inject({ method: 'GET', url: created.image_url, headers: auth(member.bearer) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('rejects with a reason the member sees in the profile and by mail', async () => {
    const id = (await submit(member.bearer, { title: 'Draft without sources' })).json().data.id;
    const noReason = await ctx.app.inject({ method: 'POST', url: `/api/admin/publications/${id}/reject`, headers: auth(staff.bearer), payload: {} });
    expect(noReason.statusCode).toBe(422);
    const reason = 'Please cite the data sources.';
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/publications/${id}/reject`, headers: auth(staff.bearer), payload: { reason } })).statusCode).toBe(200);
    const mine = (await ctx.app.inject({ method: 'GET', url: `/api/my-publications/${id}`, headers: auth(member.bearer) })).json().data;
    expect(mine).toMatchObject({ status: 'rejected', rejection_reason: reason });
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && /not approved/.test(m.subject));
    expect(mail.text).toContain(reason);

    // Sent back as it is, it waits for review again without the old reason.
    const resubmit = multipart([{ name: '_method', value: 'PUT' }]);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/my-publications/${id}`, payload: resubmit.payload, headers: { ...resubmit.headers, ...auth(member.bearer) } });
    expect(again.json().data).toMatchObject({ status: 'pending', rejection_reason: null });
    const queue = (await ctx.app.inject({ method: 'GET', url: '/api/admin/submissions?type=publications', headers: auth(staff.bearer) })).json().data;
    expect(queue.map((s: { id: number }) => s.id)).toContain(id);
  });

  it('lets only the owner edit; an edit goes back to review and out of the public list', async () => {
    const id = await approved({ title: 'Solar pumping in Morocco' });
    const other = await signedInMember(ctx);
    const { payload, headers } = multipart([{ name: '_method', value: 'PUT' }, { name: 'title', value: 'Hijacked' }]);
    const foreign = await ctx.app.inject({ method: 'POST', url: `/api/my-publications/${id}`, payload, headers: { ...headers, ...auth(other.bearer) } });
    expect(foreign.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/my-publications/${id}`, headers: auth(other.bearer) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/publications/${id}`, headers: auth(other.bearer) })).statusCode).toBe(403);

    const edit = multipart([{ name: '_method', value: 'PUT' }, { name: 'summary', value: 'Updated summary.' }]);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/my-publications/${id}`, payload: edit.payload, headers: { ...edit.headers, ...auth(member.bearer) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your publication was updated and is pending review.');
    expect(res.json().data).toMatchObject({ status: 'pending', title: 'Solar pumping in Morocco', summary: 'Updated summary.' });
    expect(ids(await list(''))).not.toContain(id);
  });

  it('lets the owner delete; staff delete through the console only', async () => {
    const mine = await approved({ title: 'To be withdrawn' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/publications/${mine}`, headers: auth(member.bearer) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/publications/${mine}` })).statusCode).toBe(404);
    const byStaff = await approved({ title: 'Removed by staff' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/publications/${byStaff}`, headers: auth(staff.bearer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/publications/${byStaff}`, headers: auth(staff.bearer) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/publications/${byStaff}` })).statusCode).toBe(404);
  });

  it('refuses visitors, pending entities and hostile files, leaving nothing on disk', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/publications', payload: fields() })).statusCode).toBe(401);
    const pendingEntity = await signedInMember(ctx);
    await ctx.database.db.update(users).set({ status: 'pending_approval', accountType: 'entity' }).where(eq(users.id, pendingEntity.userId));
    const refused = await submit(pendingEntity.bearer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/pending approval|waiting for approval/);
    const tmp = path.join(ctx.dataDir, 'uploads', 'tmp');
    const script = await submit(member.bearer, {}, [{ name: 'publication_document', filename: 'report.pdf', content: SHELL_SCRIPT, contentType: 'application/pdf' }]);
    expect(script.statusCode).toBe(422);
    expect(script.json().errors.publication_document).toEqual(['This file type is not accepted.']);
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);
  });
});

describe('validation', () => {
  it('requires title, type, author and date, in the request language', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/publications', headers: { ...auth(member.bearer), lang: 'fr' }, payload: {} });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['publication_author', 'publication_date', 'publication_type_id', 'title']);
    expect(res.json().errors.title).toEqual(['Ce champ est obligatoire.']);
  });

  it('limits summary, keywords and link to 500 characters, checks the link, and refuses control characters in titles', async () => {
    const long = 'x'.repeat(501);
    const res = await submit(member.bearer, { summary: long, keywords: long, publication_link: 'not a url', title: 'Bad\u0007title' });
    expect(Object.keys(res.json().errors).sort()).toEqual(['keywords', 'publication_link', 'summary', 'title']);
    expect(res.json().errors.summary).toEqual(['This is too long (at most 500 characters).']);
  });

  it('refuses dates that are not real days or fall outside 1900..2100', async () => {
    for (const publication_date of ['2024-02-30', '0001-01-01', '9999-12-31']) {
      const res = await submit(member.bearer, { publication_date });
      expect(res.json().errors, publication_date).toEqual({ publication_date: ['Enter a valid date.'] });
    }
  });

  it('accepts real titles with digits, colons, quotes and Arabic letters', async () => {
    const res = await submit(member.bearer, { title: 'تقرير المياه 2024: "الأمن المائي" – Jordan (Part 2)' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses years outside 1990..2100 and an inverted range', async () => {
    expect((await list('?year_from=1980')).statusCode).toBe(422);
    const inverted = await list('?year_from=2020&year_to=2010');
    expect(inverted.json().errors.year_to).toEqual(['The end year must not be before the start year.']);
  });
});

describe('the public list', () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    const egypt = await signedInMember(ctx);
    const { countryId } = await import('../../../test/factories.ts');
    await ctx.database.db.update(users).set({ countryId: await countryId(ctx, 'FR') }).where(eq(users.id, member.userId));
    await ctx.database.db.update(users).set({ countryId: await countryId(ctx, 'EG') }).where(eq(users.id, egypt.userId));
    made.renewables = await approved({ title: 'Renewables for desalination', summary: 'Solar powered desalination plants.', keywords: 'energy, water', publication_date: '2015-06-01', region: 'Global', publication_type_id: '2' });
    made.arabic = await approved({ title: 'الأمن المائي في المنطقة العربية', summary: 'دراسة عن مياه الشرب', keywords: 'مياه, أمن', publication_date: '2019-01-10', region: 'Global' }, egypt.bearer);
    made.french = await approved({ title: 'Les énergies renouvelables au Maghreb', summary: 'Transition énergétique', keywords: 'énergie', publication_date: '2021-09-15', region: 'Africa' });
    made.hydrology = await approved({ title: 'Hydrology of the Nile basin', summary: 'River flows.', keywords: 'Nexus, Governance', publication_date: '2023-02-01', region: 'Global' });
  });

  it('searches English word forms, Arabic, French and typos', async () => {
    expect(ids(await list('?search=renewable'))).toEqual(expect.arrayContaining([made.renewables]));
    expect(ids(await list(`?search=${encodeURIComponent('مياه')}`))).toContain(made.arabic);
    expect(ids(await list(`?search=${encodeURIComponent('énergie renouvelable')}`))).toContain(made.french);
    expect(ids(await list('?search=hydrolgy'))).toContain(made.hydrology);
    expect(ids(await list('?search=desalination'))).not.toContain(made.hydrology);
    expect(ids(await list('/search?search=Nile'))).toEqual([made.hydrology]);
  });

  it('applies the region filter, by the publication and by its submitter’s country', async () => {
    const mena = ids(await list('?region=MENA&per_page=100'));
    expect(mena).toContain(made.arabic);
    expect(mena).not.toContain(made.renewables);
    const africa = ids(await list('?region=Africa&per_page=100'));
    expect(africa).toEqual(expect.arrayContaining([made.french, made.arabic]));
    const europe = ids(await list('?region=Europe&per_page=100'));
    expect(europe).toEqual(expect.arrayContaining([made.renewables, made.hydrology]));
    expect(europe).not.toContain(made.arabic);
  });

  it('filters by year, topic and type, skipping empty values', async () => {
    expect(ids(await list('?year_from=2018&year_to=2020&per_page=100'))).toContain(made.arabic);
    expect(ids(await list('?year_from=2018&year_to=2020&per_page=100'))).not.toContain(made.renewables);
    expect(ids(await list('?topic=governance'))).toEqual([made.hydrology]);
    const either = ids(await list(`?topic=${encodeURIComponent('governance, énergie')}&per_page=100`));
    expect(either).toEqual(expect.arrayContaining([made.hydrology, made.french]));
    expect(either).not.toContain(made.arabic);
    expect(ids(await list('?publication_type_id=2'))).toContain(made.renewables);
    const blank = await list('?search=&region=&year_from=&topic=&sort=');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().meta.total).toBeGreaterThanOrEqual(4);
  });

  it('sorts newest first by default, oldest, and A to Z', async () => {
    const newest = (await list('?per_page=100')).json().data.map((p: { publication_date: string }) => p.publication_date);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = (await list('?sort=old&per_page=100')).json().data.map((p: { publication_date: string }) => p.publication_date);
    expect(oldest).toEqual([...oldest].sort());
    const az = (await list('?sort=az&per_page=100')).json().data.map((p: { title: string }) => p.title.toLowerCase());
    expect(az).toEqual([...az].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages with meta.total and links', async () => {
    const first = (await list('?per_page=2')).json();
    expect(first.data).toHaveLength(2);
    expect(first.meta.total).toBeGreaterThanOrEqual(4);
    expect(first.links.next).toBe('/api/publications?per_page=2&page=2');
    const second = (await list('?per_page=2&page=2')).json();
    expect(second.data.map((p: { id: number }) => p.id)).not.toEqual(first.data.map((p: { id: number }) => p.id));
  });

  it('names the type in the request language', async () => {
    const ar = (await list('?publication_type_id=2', 'ar')).json().data[0];
    expect(ar.publication_type.name).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('path ids', () => {
  it.each([
    ['/api/publications/99999999999', 'en', 'This value is not valid.'],
    ['/api/stories/abc', 'fr', "Cette valeur n'est pas valide."],
    ['/api/news-events/0.ics', 'ar', 'هذه القيمة غير صالحة.'],
    ['/api/admin/entities/2147483648/approve', 'en', 'This value is not valid.'],
  ])('refuses %s with a translated field message, never a server error', async (url, lang, message) => {
    const answer = await ctx.app.inject({ method: url.includes('/approve') ? 'POST' : 'GET', url, headers: { lang, ...(url.includes('/admin/') ? { authorization: `Bearer ${staff.bearer}` } : {}) } });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.id).toEqual([message]);
  });
});
