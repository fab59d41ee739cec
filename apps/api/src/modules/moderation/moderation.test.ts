// The review queue's summaries: pending counts per type, edits of approved items and what changed in
// them, an entity account's registration details, and decision mails in the member's language.
import { apiMessages } from '@wefe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, countryId, freshIp, signedInMember, signedInStaff, startIndividual, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makePdf, multipart } from '../media/media.fixtures.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let reviewer: Awaited<ReturnType<typeof signedInStaff>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let jordan: number;
beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  reviewer = await signedInStaff(ctx, 'reviewer');
  admin = await signedInStaff(ctx, 'admin');
  jordan = await countryId(ctx, 'JO');
});
afterAll(() => ctx.close());

type Counts = { publications: number; stories: number; 'news-events': number; entities: number };
type QueueItem = { type: string; id: number; title: string; is_edit: boolean };
type Changes = { previous_approved_at: string | null; changes: Array<{ field: string; before: unknown; after: unknown }> | null };

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const get = (url: string, bearer?: string, lang = 'en') => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...(bearer ? auth(bearer) : {}), lang } });
const counts = async (): Promise<Counts> => {
  const res = await get('/admin/submissions/counts', reviewer.bearer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Counts;
};
const queue = async (type: string): Promise<QueueItem[]> => (await get(`/admin/submissions?type=${type}`, reviewer.bearer)).json().data as QueueItem[];
const changesOf = (type: string, id: number, bearer = reviewer.bearer) => get(`/admin/submissions/${type}/${id}/changes`, bearer);

async function submitStory(bearer: string, title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: auth(bearer),
    payload: {
      title,
      country_id: jordan,
      location: 'Deir Alla',
      implementing_leader: 'Jordan Valley Farmers Cooperative',
      contact_name: 'Amal Haddad',
      contact_email: 'amal@example.org',
      contact_position: 'Programme officer',
      desc: 'Farmers replaced diesel pumps with solar pumps and drip irrigation.',
      background: 'Diesel pumping was expensive and drew down the aquifer.',
      main_components: 'Solar pumps, drip lines and farmer field schools.',
      sustainability_status_id: 1,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const decide = (type: string, id: number, decision: 'approve' | 'reject', reason?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/${type}/${id}/${decision}`, headers: auth(reviewer.bearer), ...(reason ? { payload: { reason } } : {}) });

async function submitPublication(bearer: string, title: string): Promise<number> {
  const fields = { title, publication_type_id: '1', publication_author: 'Amal Haddad', publication_date: '2024-03-05', summary: 'A short summary.' };
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'publication_document', filename: 'report.pdf', content: makePdf('report'), contentType: 'application/pdf' },
  ]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/publications', payload, headers: { ...headers, ...auth(bearer) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** Registers an entity account (pending approval); answers its id. */
async function registerEntity(name: string): Promise<number> {
  const email = uniqueEmail('entity');
  const fields: Record<string, string> = {
    entity_name: name,
    entity_short_name: 'JVWC',
    entity_type: 'ngo',
    field_of_expertise: 'Irrigation efficiency',
    country_id: String(jordan),
    address: 'King Hussein Street 12',
    location: 'Deir Alla',
    website: 'https://jvwc.example.org',
    phone: '+96253570000',
    email,
    years_of_operation: '12',
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
  };
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([n, value]) => ({ name: n, value })),
    { name: 'verification_document', filename: 'certificate.pdf', content: makePdf('registration certificate'), contentType: 'application/pdf' },
  ]);
  const started = await ctx.app.inject({ method: 'POST', url: '/api/register/entity/step1', payload, headers: { ...headers, lang: 'en' }, remoteAddress: freshIp() });
  expect(started.statusCode, started.body).toBe(201);
  const { user_id: userId, registration_token: token } = started.json().data as { user_id: number; registration_token: string };
  const step = { 'x-registration-token': token };
  await ctx.app.inject({ method: 'POST', url: '/api/register/step2-verify-account', headers: step, payload: { user_id: userId, otp: await codeFor(ctx, email) } });
  const done = await ctx.app.inject({ method: 'POST', url: '/api/register/entity/step3', headers: step, payload: { user_id: userId, number_of_employees: 25, main_programs: 3, main_projects: 7 } });
  expect(done.statusCode, done.body).toBe(200);
  return userId;
}

/** A member who registered in `lang`, so the hub writes to them in it. */
async function memberSpeaking(lang: 'ar' | 'fr') {
  const started = await startIndividual(ctx, {}, lang);
  const step = { 'x-registration-token': started.token };
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: step, payload });
  await post('/api/register/step2-verify-account', { user_id: started.userId, otp: await codeFor(ctx, started.email) });
  await post('/api/register/step3-career', { user_id: started.userId, organization: 'Water Lab', organization_type_id: 3, organization_short_name: 'WL', position: 'Researcher' });
  const done = await post('/api/register/step4-additional-info', { user_id: started.userId, education_level_id: 3, field_of_study: 'Hydrology', experience_years: 8 });
  expect(done.statusCode, done.body).toBe(200);
  // Signing in keeps the language the member signs in with.
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { lang }, payload: { email: started.email, password: STRONG_PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  return { email: started.email, bearer: login.json().data.token as string };
}

describe('who may call', () => {
  it('answers 401 to visitors and 403 to members on every new staff call', async () => {
    const story = await submitStory(member.bearer, 'Guarded story');
    const entity = await registerEntity('Guarded Water Union');
    for (const url of ['/admin/submissions/counts', `/admin/submissions/stories/${story}/changes`, `/admin/entities/${entity}`]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, member.bearer)).statusCode, url).toBe(403);
      expect((await get(url, reviewer.bearer)).statusCode, url).toBe(200);
      expect((await get(url, admin.bearer)).statusCode, url).toBe(200);
    }
  });
});

describe('pending counts', () => {
  it('count each type, moving on submission and on decision', async () => {
    const start = await counts();
    const story = await submitStory(member.bearer, 'Counted story');
    const publication = await submitPublication(member.bearer, 'Counted publication');
    const entity = await registerEntity('Counted Water Union');
    expect(await counts()).toEqual({ ...start, stories: start.stories + 1, publications: start.publications + 1, entities: start.entities + 1 });

    expect((await decide('stories', story, 'approve')).statusCode).toBe(200);
    expect((await decide('publications', publication, 'reject', 'The summary is missing its sources.')).statusCode).toBe(200);
    expect((await decide('entities', entity, 'approve')).statusCode).toBe(200);
    expect(await counts()).toEqual(start);
  });

  it('agree with the length of each type’s queue', async () => {
    await submitStory(member.bearer, 'Another counted story');
    const now = await counts();
    for (const type of ['publications', 'stories', 'news-events', 'entities'] as const) expect((await queue(type)).length, type).toBe(now[type]);
  });
});

describe('edits of approved items', () => {
  it('marks an edited approved story as an edit and lists what changed: the title and a list', async () => {
    const id = await submitStory(member.bearer, 'Solar pumps in Deir Alla', { sectors: [1, 2], donor: 'Sample Water Fund' });
    // Never approved: nothing to compare with.
    expect((await changesOf('stories', id)).json().data).toEqual({ previous_approved_at: null, changes: null });
    expect((await queue('stories')).find((item) => item.id === id)?.is_edit).toBe(false);

    expect((await decide('stories', id, 'approve')).statusCode).toBe(200);
    const approved = (await changesOf('stories', id)).json().data as Changes;
    expect(approved.changes).toEqual([]);
    expect(Date.parse(approved.previous_approved_at!)).not.toBeNaN();

    const edited = await ctx.app.inject({
      method: 'POST',
      url: `/api/my-stories/${id}`,
      headers: auth(member.bearer),
      payload: { _method: 'PUT', title: 'Solar pumps and drip lines in Deir Alla', sectors: [2, 4] },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    expect((await queue('stories')).find((item) => item.id === id)).toMatchObject({ title: 'Solar pumps and drip lines in Deir Alla', is_edit: true });
    const res = await changesOf('stories', id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      previous_approved_at: approved.previous_approved_at,
      changes: [
        { field: 'title', before: 'Solar pumps in Deir Alla', after: 'Solar pumps and drip lines in Deir Alla' },
        { field: 'sectors', before: ['Water', 'Energy'], after: ['Energy', 'Ecosystems'] },
      ],
    });

    // Approving the edit makes it the version later edits are compared with.
    expect((await decide('stories', id, 'approve')).statusCode).toBe(200);
    expect(((await changesOf('stories', id)).json().data as Changes).changes).toEqual([]);
  });

  it('keeps the approved version when an edit is rejected', async () => {
    const id = await submitStory(member.bearer, 'Wetland restoration');
    await decide('stories', id, 'approve');
    await ctx.app.inject({ method: 'POST', url: `/api/my-stories/${id}`, headers: auth(member.bearer), payload: { _method: 'PUT', location: 'Azraq' } });
    expect((await decide('stories', id, 'reject', 'Please say where in Azraq.')).statusCode).toBe(200);
    expect(((await changesOf('stories', id)).json().data as Changes).changes).toEqual([{ field: 'location', before: 'Deir Alla', after: 'Azraq' }]);
  });

  it('counts a staff correction of an approved story as part of the approved version, not as the owner’s change', async () => {
    const id = await submitStory(member.bearer, 'Fog nets in Aït Baamrane');
    await decide('stories', id, 'approve');
    const corrected = await ctx.app.inject({ method: 'PATCH', url: `/api/admin/stories/${id}`, headers: auth(reviewer.bearer), payload: { title: 'Fog nets in Aït Baâmrane' } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await ctx.app.inject({ method: 'POST', url: `/api/my-stories/${id}`, headers: auth(member.bearer), payload: { _method: 'PUT', location: 'Sidi Ifni' } });
    expect(((await changesOf('stories', id)).json().data as Changes).changes).toEqual([{ field: 'location', before: 'Deir Alla', after: 'Sidi Ifni' }]);
  });

  it('answers 404 for unknown items and 422 for an unknown type', async () => {
    for (const type of ['stories', 'publications', 'news-events', 'entities']) expect((await changesOf(type, 999_999)).statusCode, type).toBe(404);
    expect((await changesOf('stories', 999_999)).json().message).toBe('Story not found.');
    expect((await changesOf('partners', 1)).statusCode).toBe(422);
    const entity = await registerEntity('Unchanged Water Union');
    expect((await changesOf('entities', entity)).json().data).toEqual({ previous_approved_at: null, changes: null });
  });
});

describe('four eyes', () => {
  it('refuses staff a decision on their own submission, leaving it pending for another reviewer', async () => {
    const id = await submitStory(reviewer.bearer, 'A reviewer’s own story');
    for (const [decision, lang] of [['approve', 'ar'], ['reject', 'fr']] as const) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${id}/${decision}`, headers: { ...auth(reviewer.bearer), lang }, payload: decision === 'reject' ? { reason: 'Not mine to judge.' } : undefined });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(apiMessages[lang]['moderation.own_submission']);
    }
    expect((await queue('stories')).map((item) => item.id)).toContain(id);
    // Not even an administrator decides their own; another member of staff does.
    const own = await submitStory(admin.bearer, 'An administrator’s own story');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${own}/approve`, headers: auth(admin.bearer) })).statusCode).toBe(403);
    expect((await decide('stories', id, 'approve')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${id}/approve`, headers: auth(admin.bearer) })).statusCode).toBe(200);
    expect((await decide('stories', own, 'approve')).statusCode).toBe(200);
  });
});

describe('entity accounts', () => {
  it('show a reviewer the registration details, with the proof document as a link', async () => {
    const id = await registerEntity('Azraq Oasis Trust');
    const res = await get(`/admin/entities/${id}`, reviewer.bearer);
    expect(res.statusCode, res.body).toBe(200);
    const entity = res.json().data;
    expect(entity).toMatchObject({
      id,
      account_type: 'entity',
      status: 'pending_approval',
      phone: '+96253570000',
      country: { id: jordan, name: 'Jordan' },
      entity: { entity_name: 'Azraq Oasis Trust', entity_type: 'ngo', address: 'King Hussein Street 12', website: 'https://jvwc.example.org', verification_document_name: 'certificate.pdf' },
    });
    const document = await get(entity.entity.verification_document_url.replace(/^\/api/, ''), reviewer.bearer);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toContain('application/pdf');
  });

  it('answers 404 for an unknown id and for an individual’s account', async () => {
    expect((await get('/admin/entities/999999', reviewer.bearer)).statusCode).toBe(404);
    const individual = (await get('/profile', member.bearer)).json().data.id as number;
    expect((await get(`/admin/entities/${individual}`, reviewer.bearer)).statusCode).toBe(404);
  });
});

describe('decision mails', () => {
  it('tell an Arabic-speaking member of an approval in Arabic, and a French-speaking one of a rejection in French', async () => {
    const arabic = await memberSpeaking('ar');
    const french = await memberSpeaking('fr');
    const approvedId = await submitStory(arabic.bearer, 'Rainwater harvesting in Irbid');
    const rejectedId = await submitStory(french.bearer, 'Drip irrigation in Jerash');

    expect((await decide('stories', approvedId, 'approve')).statusCode).toBe(200);
    const approval = await ctx.mailbox.waitFor((m) => m.to.includes(arabic.email) && m.subject.includes('Rainwater harvesting in Irbid'));
    expect(approval.subject).toBe('تم نشر القصة: Rainwater harvesting in Irbid');
    expect(approval.text).toContain(`http://localhost:3000/wefe-stories/${approvedId}`);

    expect((await decide('stories', rejectedId, 'reject', 'Ajoutez les résultats mesurés.')).statusCode).toBe(200);
    const rejection = await ctx.mailbox.waitFor((m) => m.to.includes(french.email) && m.subject.includes('Drip irrigation in Jerash'));
    expect(rejection.subject).toBe('Votre récit n’a pas été approuvé(e) : Drip irrigation in Jerash');
    expect(rejection.text).toContain('Motif : Ajoutez les résultats mesurés.');
  });
});
