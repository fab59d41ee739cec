// Entity accounts: registration with a proof document, pending until staff decide, told by mail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, users } from '../../db/schema.ts';
import { REGISTER_IP_RULE } from '../registration/registration.service.ts';
import { codeFor, countryId, freshIp, signedInMember, signedInStaff, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { listUploads, makePdf, makePng, multipart, WINDOWS_EXE, type Part } from '../media/media.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function entityParts(email: string, overrides: Partial<Record<string, string>> = {}, files?: Part[]): Promise<Part[]> {
  const fields: Record<string, string> = {
    entity_name: 'Jordan Valley Water Cooperative',
    entity_short_name: 'JVWC',
    entity_type: 'ngo',
    field_of_expertise: 'Irrigation efficiency',
    country_id: String(await countryId(ctx, 'JO')),
    address: 'King Hussein Street 12',
    location: 'Deir Alla',
    website: 'https://jvwc.example.org',
    phone: '+96253570000',
    email,
    years_of_operation: '12',
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    ...overrides,
  };
  return [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(files ?? [
      { name: 'verification_document', filename: 'سجل تجاري.pdf', content: makePdf('registration certificate'), contentType: 'application/pdf' },
      { name: 'profile_picture', filename: 'logo.png', content: await makePng(600, 600), contentType: 'image/png' },
    ]),
  ];
}

async function startEntity(email = uniqueEmail('entity'), overrides: Partial<Record<string, string>> = {}, files?: Part[], remoteAddress = freshIp()) {
  const { payload, headers } = multipart(await entityParts(email, overrides, files));
  return ctx.app.inject({ method: 'POST', url: '/api/register/entity/step1', payload, headers: { ...headers, lang: 'en' }, remoteAddress });
}

/** Registers an entity through its three steps; answers its id, email and the registration answers. */
async function registerEntity() {
  const email = uniqueEmail('entity');
  const started = await startEntity(email);
  expect(started.statusCode).toBe(201);
  const { user_id: userId, registration_token: token } = started.json().data;
  const headers = { 'x-registration-token': token };
  const verified = await ctx.app.inject({ method: 'POST', url: '/api/register/step2-verify-account', headers, payload: { user_id: userId, otp: await codeFor(ctx, email) } });
  expect(verified.json().data).toMatchObject({ next_step: 3, total_steps: 3 });
  const done = await ctx.app.inject({ method: 'POST', url: '/api/register/entity/step3', headers, payload: { user_id: userId, number_of_employees: 25, main_programs: 3, main_projects: 7 } });
  expect(done.statusCode).toBe(200);
  expect(done.json().message).toBe('Your registration is complete. Your entity account is pending approval by the hub team.');
  return { userId: userId as number, email };
}

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const login = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: freshIp(), payload: { email, password: STRONG_PASSWORD } });
const uploadsCount = async () => {
  const { tmp, files } = await listUploads(ctx.app.media.storage);
  return { tmp: tmp.length, files: files.length };
};

describe('entity registration', () => {
  it('registers in three steps with a PDF proof; the entity signs in as pending and sees its details', async () => {
    const entity = await registerEntity();
    const res = await login(entity.email);
    expect(res.statusCode).toBe(200);
    const user = res.json().data.user;
    expect(user).toMatchObject({
      account_type: 'entity',
      status: 'pending_approval',
      entity: { entity_name: 'Jordan Valley Water Cooperative', number_of_employees: 25, main_programs: 3, main_projects: 7, verification_document_name: 'سجل تجاري.pdf' },
    });
    expect(user.profile_picture_url).toMatch(/^\/api\/media\/\d+/);
  });

  it('serves the proof document only to the entity and staff, and the picture to anyone once staff approve the entity', async () => {
    const entity = await registerEntity();
    const bearer = (await login(entity.email)).json().data.token;
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: auth(bearer) })).json().data;
    const proofUrl = profile.entity.verification_document_url as string;
    expect((await ctx.app.inject({ method: 'GET', url: proofUrl })).statusCode).toBe(404);
    const stranger = await signedInMember(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: proofUrl, headers: auth(stranger.bearer) })).statusCode).toBe(404);
    const own = await ctx.app.inject({ method: 'GET', url: proofUrl, headers: auth(bearer) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.body.startsWith('%PDF-')).toBe(true);
    const staff = await signedInStaff(ctx, 'reviewer');
    expect((await ctx.app.inject({ method: 'GET', url: proofUrl, headers: auth(staff.bearer) })).statusCode).toBe(200);
    // A pending entity's picture is not anonymous image hosting at a sequential id: its own and staff's.
    expect((await ctx.app.inject({ method: 'GET', url: profile.profile_picture_url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: profile.profile_picture_url, headers: auth(bearer) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/entities/${entity.userId}/approve`, headers: auth(staff.bearer) })).statusCode).toBe(200);
    const picture = await ctx.app.inject({ method: 'GET', url: profile.profile_picture_url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('refuses a missing or disguised proof document, creating no account and leaving no file', async () => {
    const before = await uploadsCount();
    const email = uniqueEmail('entity');
    const missing = await startEntity(email, {}, [{ name: 'profile_picture', filename: 'logo.png', content: await makePng(100, 100) }]);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['verification_document']);
    const disguised = await startEntity(email, {}, [{ name: 'verification_document', filename: 'proof.pdf', content: WINDOWS_EXE, contentType: 'application/pdf' }]);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.verification_document).toEqual(['This file type is not accepted.']);
    const badFields = await startEntity(email, { website: 'javascript:alert(1)', years_of_operation: '-1' });
    expect(badFields.statusCode).toBe(422);
    expect(Object.keys(badFields.json().errors).sort()).toEqual(['website', 'years_of_operation']);
    const [count] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.emailNormalized} = ${email}`);
    expect(count!.n).toBe(0);
    expect(await uploadsCount()).toEqual(before);
  });

  it('removes the stored files when the account cannot be created', async () => {
    const ip = freshIp();
    for (let n = 0; n < REGISTER_IP_RULE.limit; n += 1) await ctx.app.rateLimiter.consume(REGISTER_IP_RULE, ip);
    const before = await uploadsCount();
    const refused = await startEntity(uniqueEmail('entity'), {}, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(await uploadsCount()).toEqual(before);
  });

  it('answers an address that has an account as a new registration, tells its owner, and gives the files to no one', async () => {
    const taken = await registerEntity();
    const again = await startEntity(taken.email.toUpperCase());
    expect(again.statusCode).toBe(201);
    expect(Object.keys(again.json().data).sort()).toEqual(['next_step', 'registration_token', 'user_id']);
    await ctx.mailbox.waitFor((m) => m.to.includes(taken.email) && /tried to use your email/.test(m.subject));
    const orphans = await ctx.database.db.select({ ownerId: mediaFiles.ownerId, visibility: mediaFiles.visibility }).from(mediaFiles).where(sql`${mediaFiles.createdAt} > now() - interval '1 minute' and ${mediaFiles.ownerId} is null`);
    expect(orphans.length).toBeGreaterThanOrEqual(2);
    expect(new Set(orphans.map((row) => row.visibility))).toEqual(new Set(['private']));
    const [count] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.emailNormalized} = ${taken.email.toLowerCase()}`);
    expect(count!.n).toBe(1);
  });
});

describe('staff decisions on entities', () => {
  it('refuse members (403) and visitors (401)', async () => {
    const member = await signedInMember(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/entities' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/entities', headers: auth(member.bearer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/entities/1/approve', headers: auth(member.bearer) })).statusCode).toBe(403);
  });

  it('lets staff approve a pending entity once; the entity is told by mail and signs in as active', async () => {
    const entity = await registerEntity();
    const staff = await signedInStaff(ctx, 'reviewer');
    const pending = await ctx.app.inject({ method: 'GET', url: '/api/admin/entities', headers: auth(staff.bearer) });
    expect(pending.json().data.map((u: { id: number }) => u.id)).toContain(entity.userId);
    const approve = await ctx.app.inject({ method: 'POST', url: `/api/admin/entities/${entity.userId}/approve`, headers: auth(staff.bearer) });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.status).toBe('active');
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(entity.email) && /approved/.test(m.subject));
    expect(mail.text).toContain('Jordan Valley Water Cooperative');
    const twice = await ctx.app.inject({ method: 'POST', url: `/api/admin/entities/${entity.userId}/approve`, headers: auth(staff.bearer) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This entity account is not waiting for a decision.');
    expect((await login(entity.email)).json().data.user.status).toBe('active');
  });

  it('needs a reason to reject, mails it, and shows it to the entity', async () => {
    const entity = await registerEntity();
    const staff = await signedInStaff(ctx);
    const noReason = await ctx.app.inject({ method: 'POST', url: `/api/admin/entities/${entity.userId}/reject`, headers: auth(staff.bearer), payload: {} });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['This field is required.']);
    const reason = 'The proof document is not legible.';
    const reject = await ctx.app.inject({ method: 'POST', url: `/api/admin/entities/${entity.userId}/reject`, headers: auth(staff.bearer), payload: { reason } });
    expect(reject.statusCode).toBe(200);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(entity.email) && /not approved/.test(m.subject));
    expect(mail.text).toContain(reason);
    const user = (await login(entity.email)).json().data.user;
    expect(user).toMatchObject({ status: 'rejected', entity: { rejection_reason: reason } });
  });

  it('lets only one of two reviewers deciding at once succeed', async () => {
    const entity = await registerEntity();
    const [a, b] = [await signedInStaff(ctx, 'reviewer'), await signedInStaff(ctx, 'reviewer')];
    const results = await Promise.all([
      ctx.app.inject({ method: 'POST', url: `/api/admin/entities/${entity.userId}/approve`, headers: auth(a.bearer) }),
      ctx.app.inject({ method: 'POST', url: `/api/admin/entities/${entity.userId}/reject`, headers: auth(b.bearer), payload: { reason: 'Duplicate' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
