// People in the staff console: staff list and search accounts; administrators change roles, suspend
// (tokens revoked at once, sign-in refused) and reinstate; the hub never loses its last active admin.
import { apiMessages } from '@wefe/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { signedInMember, signedInStaff, signIn, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createPeopleService } from './people.service.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let reviewer: Awaited<ReturnType<typeof signedInStaff>>;
let member: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedInStaff(ctx, 'admin');
  reviewer = await signedInStaff(ctx, 'reviewer');
  member = await signedInMember(ctx);
});
afterAll(() => ctx.close());

const auth = (bearer: string, lang = 'en') => ({ authorization: `Bearer ${bearer}`, lang });
const idOf = async (email: string) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, email.toLowerCase())))[0]!.id;
const accountOf = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (id: number) => ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'users'), eq(auditLog.entityId, id)));

const list = (query = '', bearer = admin.bearer) => ctx.app.inject({ method: 'GET', url: `/api/admin/people${query}`, headers: auth(bearer) });
const setRole = (id: number, role: unknown, bearer = admin.bearer, lang = 'en') =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/people/${id}/role`, headers: auth(bearer, lang), payload: { role } });
const suspend = (id: number, payload: object = {}, bearer = admin.bearer, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/people/${id}/suspend`, headers: auth(bearer, lang), payload });
const reinstate = (id: number, bearer = admin.bearer) => ctx.app.inject({ method: 'POST', url: `/api/admin/people/${id}/reinstate`, headers: auth(bearer), payload: {} });

/** An account inserted as it would be after registration, for search and filter tests. */
async function insertAccount(values: Partial<typeof users.$inferInsert>) {
  const email = values.email ?? uniqueEmail('listed');
  const [row] = await ctx.database.db
    .insert(users)
    .values({ emailNormalized: email.toLowerCase(), passwordHash: 'not-a-real-hash', accountType: 'individual', status: 'active', ...values, email })
    .returning({ id: users.id });
  return row!.id;
}

describe('who may call', () => {
  it('refuses visitors (401) and members (403) everywhere, and reviewers (403) on changes', async () => {
    const target = await idOf(member.email);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/people' },
      { method: 'PUT' as const, url: `/api/admin/people/${target}/role`, payload: { role: 'reviewer' } },
      { method: 'POST' as const, url: `/api/admin/people/${target}/suspend`, payload: {} },
      { method: 'POST' as const, url: `/api/admin/people/${target}/reinstate`, payload: {} },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: auth(member.bearer) })).statusCode, call.url).toBe(403);
    }
    expect((await list('', reviewer.bearer)).statusCode).toBe(200);
    for (const call of calls.slice(1)) expect((await ctx.app.inject({ ...call, headers: auth(reviewer.bearer) })).statusCode, call.url).toBe(403);
    expect((await accountOf(target)).role).toBe('member');
    expect((await accountOf(target)).status).toBe('active');
    expect(await auditOf(target)).toHaveLength(0);
  });
});

describe('GET /api/admin/people', () => {
  it('searches names, emails and entity names without regard to case, newest first, without secrets', async () => {
    const marker = `Zephyrine${Date.now().toString(36)}`;
    const person = await insertAccount({ firstName: marker, lastName: 'Haddad' });
    const entity = await insertAccount({ accountType: 'entity', entityName: `${marker} Water Forum`, status: 'pending_approval' });
    const byEmail = await insertAccount({ email: `${marker.toLowerCase()}@example.org`, firstName: 'Omar' });

    const res = await list(`?q=${marker.toUpperCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([byEmail, entity, person]);
    expect(body.meta.total).toBe(3);
    expect(body.data[1]).toEqual({
      id: entity,
      name: `${marker} Water Forum`,
      email: expect.any(String),
      account_type: 'entity',
      role: 'member',
      status: 'pending_approval',
      created_at: expect.any(String),
      last_login: null,
    });
    expect(body.data[2].name).toBe(`${marker} Haddad`);
    expect(res.body).not.toMatch(/password|token|hash|code/i);

    expect((await list(`?q=${marker}%20hadd`)).json().data.map((p: { id: number }) => p.id)).toEqual([person]);
    // A % in the search is a character, not a wildcard.
    expect((await list('?q=%25')).json().meta.total).toBe(0);
  });

  it('filters by role, status and account type, and shows the latest sign-in', async () => {
    const adminRows = (await list('?role=admin&per_page=100')).json().data as Array<{ email: string; role: string; last_login: string | null }>;
    expect(adminRows.length).toBeGreaterThan(0);
    expect(adminRows.every((p) => p.role === 'admin')).toBe(true);
    expect(adminRows.find((p) => p.email === admin.email)?.last_login).toEqual(expect.any(String));

    const pendingEntities = (await list('?status=pending_approval&account_type=entity')).json().data as Array<{ status: string; account_type: string }>;
    expect(pendingEntities.length).toBeGreaterThan(0);
    expect(pendingEntities.every((p) => p.status === 'pending_approval' && p.account_type === 'entity')).toBe(true);
  });

  it('answers pages of at most 100 and refuses unknown filters with 422', async () => {
    const paged = (await list('?per_page=1&page=2')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 1 });
    expect(paged.meta.total).toBeGreaterThan(2);
    const tooMany = await list('?per_page=101');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ per_page: ['This value is not valid.'] });
    expect((await list('?role=owner')).json().errors).toEqual({ role: ['This value is not valid.'] });
  });
});

describe('PUT /api/admin/people/{id}/role', () => {
  it('changes the role at once, with an audit entry', async () => {
    const other = await signedInMember(ctx);
    const id = await idOf(other.email);
    expect((await list('', other.bearer)).statusCode).toBe(403);

    const res = await setRole(id, 'reviewer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The role was changed.', data: { id, role: 'reviewer', status: 'active' } });
    // The same token now opens the console: roles are read on every request.
    expect((await list('', other.bearer)).statusCode).toBe(200);

    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: await idOf(admin.email), actorRole: 'admin', action: 'role_change', before: { role: 'member' }, after: { role: 'reviewer' } });

    // Giving the same role again records nothing.
    expect((await setRole(id, 'reviewer')).statusCode).toBe(200);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses a role that does not exist, or none, with 422 in the request language, changing nothing', async () => {
    const id = await idOf(member.email);
    const bad = await setRole(id, 'owner', admin.bearer, 'fr');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: apiMessages.fr['errors.validation'], errors: { role: [apiMessages.fr['validation.invalid']] } });
    const missing = await ctx.app.inject({ method: 'PUT', url: `/api/admin/people/${id}/role`, headers: auth(admin.bearer), payload: {} });
    expect(missing.json().errors).toEqual({ role: ['This field is required.'] });
    expect((await accountOf(id)).role).toBe('member');
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await setRole(2_000_000_000, 'member')).statusCode).toBe(404);
  });
});

describe('the last active administrator', () => {
  it('cannot demote or suspend themselves when no other active admin remains', async () => {
    const adminId = await idOf(admin.email);
    // This file's own database: make the signed-in admin the only active one.
    await ctx.database.db.update(users).set({ role: 'member' }).where(and(eq(users.role, 'admin'), ne(users.id, adminId)));

    const demote = await setRole(adminId, 'reviewer', admin.bearer, 'ar');
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ success: false, message: apiMessages.ar['people.last_admin'] });
    expect((await accountOf(adminId)).role).toBe('admin');

    const self = await suspend(adminId, { reason: 'testing' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(apiMessages.en['people.not_yourself']);
    expect((await accountOf(adminId)).status).toBe('active');

    // The service refuses a suspension that would leave no active admin whoever asks for it.
    const service = createPeopleService({ db: ctx.database.db, mailer: ctx.app.mailer, publicUrl: 'http://localhost:3000' });
    await expect(service.suspend(adminId, undefined, { id: await idOf(reviewer.email), role: 'admin' })).rejects.toMatchObject({ statusCode: 409, messageKey: 'people.last_admin' });
    expect((await accountOf(adminId)).status).toBe('active');
    expect(await auditOf(adminId)).toHaveLength(0);
  });

  it('may step down once another admin is active; of two admins demoting each other at once, one wins', async () => {
    const first = await signedInStaff(ctx, 'admin');
    const second = await signedInStaff(ctx, 'admin');
    const [firstId, secondId, adminId] = await Promise.all([idOf(first.email), idOf(second.email), idOf(admin.email)]);
    // Only the two new admins are active admins now.
    expect((await setRole(adminId, 'reviewer')).statusCode).toBe(200);
    const answers = await Promise.all([setRole(secondId, 'member', first.bearer), setRole(firstId, 'member', second.bearer)]);
    const remaining = await ctx.database.db.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    // The test's main admin is restored first, so a failure here does not fail the tests that follow.
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    // One wins. The other is refused by the last-admin rule (409) or, when the winner's change committed
    // before the loser's request was authorised, because the loser is no longer an admin (403).
    const [won, lost] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    expect(remaining).toHaveLength(1);
  });
});

describe('suspend and reinstate', () => {
  it('suspends a member: their token is refused on the next request, sign-in is refused, they are told without the reason', async () => {
    const target = await signedInMember(ctx);
    const id = await idOf(target.email);
    await ctx.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, id));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: auth(target.bearer) })).statusCode).toBe(200);

    const reason = 'Repeated spam in stories (ticket 4411).';
    const res = await suspend(id, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The account was suspended and signed out everywhere.', data: { id, status: 'suspended' } });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: auth(target.bearer) })).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { lang: 'fr' }, payload: { email: target.email, password: STRONG_PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(apiMessages.fr['auth.account_suspended']);

    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'suspend', actorRole: 'admin', before: { status: 'active' }, after: { status: 'suspended' }, reason });

    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(target.email) && m.subject.includes('suspendu'));
    expect(mail.subject).toBe('Votre compte de la Plateforme Nexus WEFE est suspendu');
    expect(mail.text).toContain('http://localhost:3000/about/contact-us');
    expect(mail.text).not.toContain('4411');

    // Suspending again is a conflict, not a second entry.
    expect((await suspend(id)).statusCode).toBe(409);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('reinstates a suspended account, which can sign in again', async () => {
    const target = await signedInMember(ctx);
    const id = await idOf(target.email);
    expect((await reinstate(id)).statusCode).toBe(409);
    expect((await suspend(id)).statusCode).toBe(200);

    const res = await reinstate(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The account was reinstated.', data: { status: 'active' } });
    expect(await signIn(ctx, target.email)).toEqual(expect.any(String));
    // The token revoked by the suspension stays revoked.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: auth(target.bearer) })).statusCode).toBe(401);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action).sort()).toEqual(['reinstate', 'suspend']);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(target.email) && m.subject === 'Your WEFE Nexus Hub account is active again');
    expect(mail.text).toContain('http://localhost:3000/login');
  });

  it('refuses a reason that is too long with 422 and leaves the account active', async () => {
    const id = await idOf(member.email);
    const res = await suspend(id, { reason: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ reason: ['This is too long (at most 1000 characters).'] });
    expect((await accountOf(id)).status).toBe('active');
  });
});
