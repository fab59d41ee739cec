// Individual registration: four steps, in order, once each, with an emailed code.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../db/schema.ts';
import { codeFor, countryId, freshIp, registerIndividual, startIndividual, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makePng, multipart } from '../media/media.fixtures.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { createDecoysRepo } from './registration-decoys.repo.ts';
import { createRegistrationRefs } from './registration.repo.ts';
import { createRegistrationService } from './registration.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, token?: string, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp(), headers: { lang, ...(token ? { 'x-registration-token': token } : {}) } });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('individual registration', () => {
  it('runs the four steps, mailing a 6-digit code, then lets the person sign in', async () => {
    const { userId, token, email } = await startIndividual(ctx);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toMatch(/verification code: \d{6}/);
    expect(mail.text).toContain('Amal');

    const status = await ctx.app.inject({ method: 'GET', url: `/api/register/status?user_id=${userId}`, headers: { 'x-registration-token': token } });
    expect(status.json().data).toMatchObject({ user_id: userId, next_step: 2, total_steps: 4, email_verified: false, completed: false });

    const verified = await post('/api/register/step2-verify-account', { user_id: userId, otp: await codeFor(ctx, email) }, token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ next_step: 3, email_verified: true });
    const career = await post('/api/register/step3-career', { user_id: userId, organization: 'Water Lab', organization_type_id: 3, organization_short_name: 'WL', position: 'Researcher' }, token);
    expect(career.json().data.next_step).toBe(4);
    const done = await post('/api/register/step4-additional-info', { user_id: userId, education_level_id: 3, field_of_study: 'Hydrology', experience_years: 8 }, token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ completed: true });

    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: STRONG_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ email, status: 'active', organization: 'Water Lab', experience_years: 8, education_level: { name: "Master's" } });
  });

  it('keeps the profile picture of an unverified registration private, and makes it public once the address is verified', async () => {
    const email = uniqueEmail();
    const { payload, headers } = multipart([
      ...Object.entries({ first_name: 'Amal', last_name: 'Haddad', phone: '+962791234567', email, country_id: String(await countryId(ctx, 'JO')), gender: 'female', birth_date: '1990-05-17', password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD }).map(([name, value]) => ({ name, value })),
      { name: 'profile_picture', filename: 'me.png', content: await makePng(300, 300), contentType: 'image/png' },
    ]);
    const started = await ctx.app.inject({ method: 'POST', url: '/api/register/step1-personal-info', payload, headers: { ...headers, lang: 'en' }, remoteAddress: freshIp() });
    expect(started.statusCode, started.body).toBe(201);
    const { user_id: userId, registration_token: token } = started.json().data as { user_id: number; registration_token: string };
    const [row] = await ctx.database.db.select({ pictureId: users.profilePictureId }).from(users).where(eq(users.id, userId));
    const pictureUrl = `/api/media/${row!.pictureId}?w=400`;
    // An unfinished registration is not anonymous image hosting at a sequential id.
    expect((await ctx.app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(404);
    expect((await post('/api/register/step2-verify-account', { user_id: userId, otp: await codeFor(ctx, email) }, token)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(200);
  });

  it('refuses skipped steps and replays', async () => {
    const { userId, token, email } = await startIndividual(ctx);
    const career = { user_id: userId, organization: 'Org', organization_type_id: 1, organization_short_name: 'O', position: 'P' };
    const early = await post('/api/register/step3-career', career, token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This step is not available now. Continue at step 2.');
    expect((await post('/api/register/step4-additional-info', { user_id: userId, education_level_id: 1, field_of_study: 'x', experience_years: 1 }, token)).statusCode).toBe(409);

    const code = await codeFor(ctx, email);
    expect((await post('/api/register/step2-verify-account', { user_id: userId, otp: code }, token)).statusCode).toBe(200);
    const replay = await post('/api/register/step2-verify-account', { user_id: userId, otp: code }, token);
    expect(replay.statusCode).toBe(409);
    expect((await post('/api/register/step3-career', career, token)).statusCode).toBe(200);
    expect((await post('/api/register/step3-career', career, token)).statusCode).toBe(409);
  });

  it('grants nothing to someone who knows only the user id, or another registration token', async () => {
    const victim = await startIndividual(ctx);
    const attacker = await startIndividual(ctx);
    const code = await codeFor(ctx, victim.email);
    const none = await post('/api/register/step2-verify-account', { user_id: victim.userId, otp: code });
    expect(none.statusCode).toBe(404);
    const other = await post('/api/register/step2-verify-account', { user_id: victim.userId, otp: code }, attacker.token);
    expect(other.statusCode).toBe(404);
    const status = await ctx.app.inject({ method: 'GET', url: `/api/register/status?user_id=${victim.userId}` });
    expect(status.statusCode).toBe(404);
    const resend = await post('/api/register/resend-verification-code', { user_id: victim.userId }, attacker.token);
    expect(resend.statusCode).toBe(404);
    // The victim's registration is untouched: the right token still works.
    expect((await post('/api/register/step2-verify-account', { user_id: victim.userId, otp: code }, victim.token)).statusCode).toBe(200);
  });

  it('refuses a finished registration any further step', async () => {
    const member = await registerIndividual(ctx);
    const res = await post('/api/register/step3-career', { user_id: member.userId, organization: 'X', organization_type_id: 1, organization_short_name: 'X', position: 'X' }, member.token);
    expect(res.statusCode).toBe(404);
  });
});

describe('verification codes', () => {
  it('refuses a wrong code, and voids the code after 5 wrong guesses even for the right one', async () => {
    const { userId, token, email } = await startIndividual(ctx);
    const code = await codeFor(ctx, email);
    const first = await post('/api/register/step2-verify-account', { user_id: userId, otp: wrongCode(code) }, token, 'fr');
    expect(first.statusCode).toBe(422);
    expect(first.json().errors).toEqual({ otp: ['Le code est incorrect.'] });
    for (let i = 0; i < 3; i += 1) await post('/api/register/step2-verify-account', { user_id: userId, otp: wrongCode(code) }, token);
    const fifth = await post('/api/register/step2-verify-account', { user_id: userId, otp: wrongCode(code) }, token);
    expect(fifth.json().errors.otp).toEqual(['Too many wrong codes. Ask for a new one.']);
    const right = await post('/api/register/step2-verify-account', { user_id: userId, otp: code }, token);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.otp).toEqual(['Too many wrong codes. Ask for a new one.']);
  });

  it('evaluates at most 5 guesses when they arrive at once', async () => {
    const { userId, token, email } = await startIndividual(ctx);
    const code = await codeFor(ctx, email);
    await Promise.all(Array.from({ length: 12 }, () => post('/api/register/step2-verify-account', { user_id: userId, otp: wrongCode(code) }, token)));
    const [row] = await ctx.database.db.select({ attempts: verificationCodes.attempts }).from(verificationCodes).where(eq(verificationCodes.userId, userId));
    expect(row!.attempts).toBe(5);
  });

  it('refuses an expired code', async () => {
    const { userId, token, email } = await startIndividual(ctx);
    const code = await codeFor(ctx, email);
    await ctx.database.db.update(verificationCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(verificationCodes.userId, userId));
    const res = await post('/api/register/step2-verify-account', { user_id: userId, otp: code }, token, 'ar');
    expect(res.json().errors.otp).toEqual(['انتهت صلاحية الرمز. اطلب رمزًا جديدًا.']);
  });

  it('stores codes only as hashes', async () => {
    const { userId, email } = await startIndividual(ctx);
    const code = await codeFor(ctx, email);
    const rows = await ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('makes a resend wait 60 seconds, mails a new code that replaces the old, and allows 5 an hour', async () => {
    const { userId, token, email } = await startIndividual(ctx);
    const first = await codeFor(ctx, email);
    const early = await post('/api/register/resend-verification-code', { user_id: userId }, token);
    expect(early.statusCode).toBe(429);
    const wait = Number(early.headers['retry-after']);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(early.json().message).toBe(`Please wait ${wait} seconds before asking for a new code.`);

    const backdate = () =>
      ctx.database.db.update(verificationCodes).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(verificationCodes.userId, userId));
    for (let i = 0; i < 5; i += 1) {
      await backdate();
      const again = await post('/api/register/resend-verification-code', { user_id: userId }, token);
      expect(again.statusCode, `resend ${i + 1}`).toBe(200);
    }
    await backdate();
    const sixth = await post('/api/register/resend-verification-code', { user_id: userId }, token);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);

    const latest = await codeFor(ctx, email);
    if (latest !== first) {
      const old = await post('/api/register/step2-verify-account', { user_id: userId, otp: first }, token);
      expect(old.statusCode).toBe(422);
    }
    expect((await post('/api/register/step2-verify-account', { user_id: userId, otp: latest }, token)).statusCode).toBe(200);
  });
});

describe('step 1 validation', () => {
  it('allows 10 registrations an hour from one address', async () => {
    const ip = '192.0.2.77';
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/register/step1-personal-info',
        remoteAddress: ip,
        payload: { first_name: 'A', last_name: 'B', phone: '+962790000000', email: uniqueEmail(), country_id: await countryId(ctx, 'JO'), gender: 'male', birth_date: '1990-01-01', password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('counts every first-step attempt from one address, valid or not, before reading any upload', async () => {
    const ip = '192.0.2.78';
    const statuses = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/register/entity/step1', remoteAddress: ip, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers each field in the request language and creates nothing', async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await post('/api/register/step1-personal-info', { first_name: '<script>', email: 'not-an-email', password: 'short', password_confirmation: 'other' }, undefined, 'ar');
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['birth_date', 'country_id', 'email', 'first_name', 'gender', 'last_name', 'password', 'phone'].sort());
    expect(errors.last_name).toEqual(['هذا الحقل مطلوب.']);
    expect(errors.password).toEqual(['يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.']);
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers one message per field: an empty name is required, not also "use letters only"', async () => {
    const res = await post('/api/register/step1-personal-info', { first_name: '', last_name: '   ', birth_date: '', country_id: '' }, undefined, 'fr');
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.first_name).toEqual(['Ce champ est obligatoire.']);
    expect(errors.last_name).toEqual(['Ce champ est obligatoire.']);
    // An empty date or choice is missing, not "not a valid date" or "not valid".
    expect(errors.birth_date).toEqual(['Ce champ est obligatoire.']);
    expect(errors.country_id).toEqual(['Ce champ est obligatoire.']);
    expect(Object.values(errors).every((messages) => messages.length === 1)).toBe(true);
  });

  it('names the missing proof document and every empty entity field in one answer', async () => {
    const boundary = 'entity-boundary';
    // Blank parts, as a browser's form sends them: an empty count is missing, never read as 0.
    const part = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n\r\n`;
    const payload = `${part('entity_name')}${part('entity_type')}${part('years_of_operation')}--${boundary}--\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/entity/step1',
      remoteAddress: freshIp(),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: 'en' },
      payload,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.verification_document).toEqual(['Attach the file.']);
    expect(errors.entity_name).toEqual(['This field is required.']);
    expect(errors.entity_type).toEqual(['This field is required.']);
    expect(errors.years_of_operation).toEqual(['This field is required.']);
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'country_id', 'email', 'entity_name', 'entity_type', 'field_of_expertise', 'location', 'password', 'password_confirmation', 'verification_document', 'website', 'years_of_operation'].sort(),
    );
  });

  it('refuses mismatched and common passwords, a future birth date and an unknown country', async () => {
    const base = {
      first_name: 'Omar',
      last_name: 'Saleh',
      phone: '+212612345678',
      country_id: await countryId(ctx, 'MA'),
      gender: 'male',
      birth_date: '1985-01-01',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    };
    const mismatch = await post('/api/register/step1-personal-info', { ...base, email: uniqueEmail(), password_confirmation: 'Different-2026!' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    const common = await post('/api/register/step1-personal-info', { ...base, email: uniqueEmail(), password: 'password123', password_confirmation: 'password123' });
    expect(common.json().errors.password).toEqual(['This password is too common. Choose one that is harder to guess.']);
    const future = await post('/api/register/step1-personal-info', { ...base, email: uniqueEmail(), birth_date: '2999-01-01' });
    expect(future.json().errors.birth_date).toEqual(['The date of birth cannot be in the future.']);
    const country = await post('/api/register/step1-personal-info', { ...base, email: uniqueEmail(), country_id: 999999 });
    expect(country.json().errors.country_id).toEqual(['Choose an option from the list.']);
  });

  it('ignores role, status, verification and ids sent with the form', async () => {
    const email = uniqueEmail();
    const { userId } = await startIndividual(ctx, { email, role: 'admin', status: 'active', email_verified_at: '2020-01-01', id: 1, registration_step: 5 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ role: 'member', status: 'registering', registrationStep: 2, emailVerifiedAt: null });
  });

  it('stores the password as an argon2id hash', async () => {
    const { userId } = await startIndividual(ctx);
    const [row] = await ctx.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(row!.hash).not.toContain(STRONG_PASSWORD);
  });
});

// Issue 28: step 1 said "An account with this email address already exists", so anyone could list
// who is registered. Now the answers, and every later step, read as for a new address.
describe('an address that already has an account', () => {
  // Not the owners' password: what a stranger registering with their address would choose.
  const theirs = 'Strangers-Own-Pass-77';
  const step1 = (email: string, lang = 'en') =>
    post(
      '/api/register/step1-personal-info',
      { first_name: 'Omar', last_name: 'Saleh', phone: '+212612345678', email, country_id: 1, gender: 'male', birth_date: '1985-01-01', password: theirs, password_confirmation: theirs },
      undefined,
      lang,
    );
  const statusOf = (userId: number, token: string) => ctx.app.inject({ method: 'GET', url: `/api/register/status?user_id=${userId}`, headers: { 'x-registration-token': token } });
  /** An answer with what must differ between two registrations (ids, tokens) blanked. */
  const shape = (answer: { statusCode: number; json: () => unknown }) =>
    JSON.parse(JSON.stringify({ status: answer.statusCode, body: answer.json() }).replace(/"(user_id|registration_token)":("[^"]*"|\d+)/g, '"$1":"…"'));

  it('answers step 1, the status and every later step exactly as for a new address, and mails the owner instead of a code', async () => {
    const owner = await registerIndividual(ctx);
    const fresh = uniqueEmail();
    const [known, unknown] = [await step1(`  ${owner.email.toUpperCase()} `, 'fr'), await step1(fresh, 'fr')];
    expect(known.statusCode).toBe(201);
    expect(shape(known)).toEqual(shape(unknown));
    const decoy = known.json().data as { user_id: number; registration_token: string };
    const real = unknown.json().data as { user_id: number; registration_token: string };
    // Ids come from the same sequence: a decoy's is not a tell either.
    expect(Math.abs(real.user_id - decoy.user_id)).toBe(1);

    const told = await ctx.mailbox.waitFor((m) => m.to.includes(owner.email) && /tried to use your email/.test(m.subject));
    expect(told.text).not.toMatch(/\b\d{6}\b/);
    expect(ctx.mailbox.messages.filter((m) => m.to.includes(owner.email) && /verification code/.test(m.subject))).toHaveLength(1);

    expect(shape(await statusOf(decoy.user_id, decoy.registration_token))).toEqual(shape(await statusOf(real.user_id, real.registration_token)));
    const realCode = await codeFor(ctx, fresh);
    for (let guess = 1; guess <= 6; guess += 1) {
      const otp = wrongCode(realCode);
      const [onDecoy, onReal] = [
        await post('/api/register/step2-verify-account', { user_id: decoy.user_id, otp }, decoy.registration_token, 'ar'),
        await post('/api/register/step2-verify-account', { user_id: real.user_id, otp }, real.registration_token, 'ar'),
      ];
      expect(shape(onDecoy), `guess ${guess}`).toEqual(shape(onReal));
    }
    const career = { organization: 'Water Lab', organization_type_id: 3, organization_short_name: 'WL', position: 'Researcher' };
    expect(shape(await post('/api/register/step3-career', { user_id: decoy.user_id, ...career }, decoy.registration_token))).toEqual(
      shape(await post('/api/register/step3-career', { user_id: real.user_id, ...career }, real.registration_token)),
    );
    expect(shape(await post('/api/register/resend-verification-code', { user_id: decoy.user_id }, decoy.registration_token))).toEqual(
      shape(await post('/api/register/resend-verification-code', { user_id: real.user_id }, real.registration_token)),
    );
    // Signing in with the password typed at step 1 continues the registration, as for a new address.
    const signIn = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: freshIp(), payload: { email, password: theirs } });
    const [decoySignIn, realSignIn] = [await signIn(owner.email), await signIn(fresh)];
    expect(decoySignIn.statusCode).toBe(401);
    expect(shape(decoySignIn)).toEqual(shape(realSignIn));
    expect(decoySignIn.json().meta).toMatchObject({ user_id: decoy.user_id, next_step: 2, account_type: 'individual' });
    const renewed = decoySignIn.json().meta.registration_token as string;
    expect((await statusOf(decoy.user_id, renewed)).statusCode).toBe(200);

    // Without its token a decoy is as unknown as any id.
    expect((await statusOf(decoy.user_id, 'not-the-token')).statusCode).toBe(404);

    // The owner's account is untouched and signs in.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: owner.email, password: STRONG_PASSWORD } })).statusCode).toBe(200);
  });

  // The unique index decides between two registrations of one address: the one that loses the race
  // (its lookup saw no account, its insert found one) becomes a decoy, not an error that tells.
  it('makes the loser of a race for one address a decoy, not a 422 or a second account', async () => {
    const winner = await registerIndividual(ctx);
    const real = createUsersRepo(ctx.database.db);
    let lookups = 0;
    // The first lookup runs before the winner's insert, as in a race; later ones see it.
    const racing = { ...real, findByEmail: async (email: string) => (lookups++ === 0 ? undefined : real.findByEmail(email)) };
    const service = createRegistrationService({
      users: racing,
      decoys: createDecoysRepo(ctx.database.db),
      refs: createRegistrationRefs(ctx.database.db),
      limiter: ctx.app.rateLimiter,
      mailer: ctx.app.mailer,
      publicUrl: 'http://hub.test',
    });
    const input = { first_name: 'Omar', last_name: 'Saleh', phone: '+212612345678', email: winner.email, country_id: 1, gender: 'male', birth_date: '1985-01-01', password: theirs };
    const started = await service.startIndividual(input, {}, freshIp(), 'en');
    expect(started).toMatchObject({ decoy: true, next_step: 2 });
    const rows = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, winner.email.toLowerCase()));
    expect(rows).toEqual([{ id: winner.userId }]);
  });

  it('tells the owner at most three times a day, however many times their address is tried', async () => {
    const owner = await registerIndividual(ctx);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await step1(owner.email)).statusCode).toBe(201);
    await ctx.mailbox.waitFor((m) => m.to.includes(owner.email) && /tried to use your email/.test(m.subject));
    expect(ctx.mailbox.messages.filter((m) => m.to.includes(owner.email) && /tried to use your email/.test(m.subject))).toHaveLength(3);
  });
});
