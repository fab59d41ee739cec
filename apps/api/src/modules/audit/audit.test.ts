// The audit log of staff decisions: one entry per approve or reject, written with the decision;
// concurrent reviewers get one decision and one entry; only administrators read the log.
import { apiMessages } from '@wefe/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { countryId, signedInMember, signedInStaff, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../media/media.fixtures.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let reviewer: Awaited<ReturnType<typeof signedInStaff>>;
let secondReviewer: Awaited<ReturnType<typeof signedInStaff>>;
let jordan: number;
beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  admin = await signedInStaff(ctx, 'admin');
  reviewer = await signedInStaff(ctx, 'reviewer');
  secondReviewer = await signedInStaff(ctx, 'reviewer');
  jordan = await countryId(ctx, 'JO');
});
afterAll(() => ctx.close());

type Entry = {
  id: number;
  actor: { id: number; name: string; email: string } | null;
  actor_role: string;
  action: string;
  entity_type: string;
  entity_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  created_at: string;
};

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const userId = async (email: string) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, email.toLowerCase())))[0]!.id;

async function submitStory(title: string): Promise<number> {
  const values: Record<string, string> = {
    title,
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
  };
  const { payload, headers } = multipart(Object.entries(values).map(([name, value]) => ({ name, value })));
  const res = await ctx.app.inject({ method: 'POST', url: '/api/stories', payload, headers: { ...headers, ...auth(member.bearer) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const decide = (bearer: string, type: string, id: number, decision: 'approve' | 'reject', reason?: string, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/${type}/${id}/${decision}`, headers: { ...auth(bearer), lang }, ...(reason === undefined ? {} : { payload: { reason } }) });
const auditLogOf = (query = '', bearer = admin.bearer) => ctx.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: auth(bearer) });
const entriesFor = async (type: string, id: number) => (await auditLogOf(`?entity_type=${type}&entity_id=${id}`)).json().data as Entry[];

describe('audit log of staff decisions', () => {
  it('records an approval with who decided, the status before and after', async () => {
    const id = await submitStory('Solar pumping for farms in the Jordan Valley');
    expect((await decide(reviewer.bearer, 'stories', id, 'approve')).statusCode).toBe(200);

    const entries = await entriesFor('stories', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: await userId(reviewer.email), email: reviewer.email },
      actor_role: 'reviewer',
      action: 'approve',
      entity_type: 'stories',
      entity_id: id,
      before: { status: 'pending' },
      after: { status: 'approved' },
      reason: null,
    });
    expect(Number.isNaN(Date.parse(entries[0]!.created_at))).toBe(false);
  });

  it('records a rejection with its reason', async () => {
    const id = await submitStory('Drip irrigation without figures');
    const reason = 'Please add the measured water savings.';
    expect((await decide(admin.bearer, 'stories', id, 'reject', reason)).statusCode).toBe(200);

    const entries = await entriesFor('stories', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: await userId(admin.email), email: admin.email },
      actor_role: 'admin',
      action: 'reject',
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
      reason,
    });
  });

  it('gives one decision and one entry when two reviewers decide a story at the same time', async () => {
    const id = await submitStory('Greywater reuse in Irbid schools');
    const answers = await Promise.all([
      decide(reviewer.bearer, 'stories', id, 'approve', undefined, 'fr'),
      decide(secondReviewer.bearer, 'stories', id, 'reject', 'Not enough detail.', 'fr'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ success: false, message: apiMessages.fr['moderation.not_pending'] });

    const entries = await entriesFor('stories', id);
    expect(entries).toHaveLength(1);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect(entries[0]!.action).toBe(winner === 0 ? 'approve' : 'reject');
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows.filter((r) => r.entityType === 'stories')).toHaveLength(1);
  });

  it('leaves no entry when a decided item is decided again', async () => {
    const id = await submitStory('Rainwater harvesting in Madaba');
    expect((await decide(reviewer.bearer, 'stories', id, 'approve')).statusCode).toBe(200);
    const again = await decide(secondReviewer.bearer, 'stories', id, 'reject', 'Too late', 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiMessages.ar['moderation.not_pending']);
    expect(await entriesFor('stories', id)).toHaveLength(1);
  });

  it('records entity account decisions', async () => {
    const email = uniqueEmail('entity');
    const [entity] = await ctx.database.db
      .insert(users)
      .values({ email, emailNormalized: email.toLowerCase(), passwordHash: 'x', accountType: 'entity', status: 'pending_approval', entityName: 'Amman Water Forum' })
      .returning({ id: users.id });
    const reason = 'The registration certificate is unreadable.';
    expect((await decide(reviewer.bearer, 'entities', entity!.id, 'reject', reason)).statusCode).toBe(200);
    expect((await decide(admin.bearer, 'entities', entity!.id, 'approve')).statusCode).toBe(409);

    const entries = await entriesFor('entities', entity!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { email: reviewer.email },
      actor_role: 'reviewer',
      action: 'reject',
      entity_type: 'entities',
      before: { status: 'pending_approval' },
      after: { status: 'rejected', reason },
      reason,
    });
  });
});

describe('GET /api/admin/audit-log', () => {
  it('is for administrators only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    expect((await auditLogOf('', member.bearer)).statusCode).toBe(403);
    expect((await auditLogOf('', reviewer.bearer)).statusCode).toBe(403);
    expect((await auditLogOf('', admin.bearer)).statusCode).toBe(200);
  });

  it('filters by item and actor, newest first, in pages', async () => {
    const first = await submitStory('Fog nets in the Ajloun highlands');
    const second = await submitStory('Solar desalination in Aqaba');
    expect((await decide(secondReviewer.bearer, 'stories', first, 'approve')).statusCode).toBe(200);
    expect((await decide(secondReviewer.bearer, 'stories', second, 'reject', 'Duplicate of an earlier story.')).statusCode).toBe(200);
    const actorId = await userId(secondReviewer.email);

    const byActor = await auditLogOf(`?actor_id=${actorId}&per_page=100`);
    expect(byActor.statusCode).toBe(200);
    const mine = byActor.json().data as Entry[];
    expect(mine.every((e) => e.actor?.id === actorId)).toBe(true);
    expect(mine.slice(0, 2).map((e) => e.entity_id)).toEqual([second, first]);

    const paged = await auditLogOf(`?actor_id=${actorId}&per_page=1&page=2`);
    expect(paged.json()).toMatchObject({
      success: true,
      message: 'Audit log retrieved.',
      meta: { current_page: 2, per_page: 1, total: mine.length, last_page: mine.length },
      links: { prev: expect.stringContaining('page=1'), first: expect.stringContaining('/api/admin/audit-log') },
    });
    expect((paged.json().data as Entry[]).map((e) => e.entity_id)).toEqual([first]);

    const entities = (await auditLogOf('?entity_type=entities')).json().data as Entry[];
    expect(entities.length).toBeGreaterThan(0);
    expect(entities.every((e) => e.entity_type === 'entities')).toBe(true);

    expect((await auditLogOf('?per_page=101')).statusCode).toBe(422);
    expect((await auditLogOf('?entity_type=planets')).statusCode).toBe(422);
  });
});
