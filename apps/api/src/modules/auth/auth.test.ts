// Sign-in, throttling, sign-out and password reset.
import { eq, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, passwordResets, rateLimitHits, users } from '../../db/schema.ts';
import { codeFor, freshIp, registerIndividual, signIn, startIndividual, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** As if `seconds` had passed for the rules named: their counted hits move back in time (no sleeping). */
const letTimePass = (ruleNames: string[], seconds: number) =>
  ctx.database.db
    .update(rateLimitHits)
    .set({ hitAt: sql`${rateLimitHits.hitAt} - make_interval(secs => ${seconds})` })
    .where(or(...ruleNames.map((name) => like(rateLimitHits.bucket, `${name}:%`))));

const login = (email: string, password: string, ip = freshIp(), lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, headers: { lang }, payload: { email, password } });

describe('POST /api/login', () => {
  it('answers the user, a token and meta.user_id; the token is stored only as a hash and opens the profile', async () => {
    const member = await registerIndividual(ctx);
    const res = await login(member.email, STRONG_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { user: { email: member.email, first_name: 'Amal', last_name: 'Haddad' } }, meta: { user_id: member.userId } });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toMatch(/argon2|password_hash|passwordHash/);
    const tokens = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, member.userId));
    expect(JSON.stringify(tokens)).not.toContain(body.data.token);
    const expires = new Date(tokens[0]!.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(7 * 86_400_000);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(profile.statusCode).toBe(200);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const member = await registerIndividual(ctx);
    const wrong = await login(member.email, 'Wrong-Password-1', freshIp(), 'fr');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong-Password-1', freshIp(), 'fr');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Ces identifiants ne correspondent à aucun compte.');
  });

  // Issue 28: five wrong guesses a minute from anywhere locked the owner out, from every address.
  it('after 5 failures from one address answers it 429, even to the right password in any spelling, while the owner signs in from home', async () => {
    const member = await registerIndividual(ctx);
    const attacker = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await login(member.email, `Wrong-${i}-password`, attacker)).statusCode).toBe(401);
    const variants = [member.email.toUpperCase(), `  ${member.email}  `, member.email.replace('@', '\uFF20')];
    for (const variant of variants) {
      const res = await login(variant, STRONG_PASSWORD, attacker);
      expect(res.statusCode, variant).toBe(429);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(res.json().message).toBe(`Too many attempts. Try again in ${wait} seconds, or sign in with a link sent to your email.`);
    }
    expect((await login(member.email, STRONG_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('makes the address that keeps guessing wait longer: a minute, then the rest of the hour after 20', async () => {
    const member = await registerIndividual(ctx);
    const attacker = freshIp();
    for (let minute = 0; minute < 4; minute += 1) {
      for (let i = 0; i < 5; i += 1) expect((await login(member.email, `Wrong-${minute}-${i}`, attacker)).statusCode).toBe(401);
      expect(Number((await login(member.email, 'Wrong-again', attacker)).headers['retry-after'])).toBeLessThanOrEqual(60);
      await letTimePass(['login-ip', 'login-pair', 'login-email'], 61);
    }
    const slowed = await login(member.email, STRONG_PASSWORD, attacker);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(60);
    expect((await login(member.email, STRONG_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('gives addresses that never failed an allowance of their own; once many addresses spend it, the rest wait with the failing ones', async () => {
    const member = await registerIndividual(ctx);
    // Ten new addresses, one guess each: the allowance for addresses that never failed.
    for (let i = 0; i < 10; i += 1) expect((await login(member.email, `Botnet-${i}`, freshIp())).statusCode).toBe(401);
    // Then the account's own limit: five more in the minute, from anywhere.
    for (let i = 0; i < 5; i += 1) expect((await login(member.email, `Botnet-more-${i}`, freshIp())).statusCode).toBe(401);
    expect((await login(member.email, STRONG_PASSWORD, freshIp())).statusCode).toBe(429);
    // The owner's way in is the mailed link.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login/link', remoteAddress: freshIp(), payload: { email: member.email } })).statusCode).toBe(200);
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && /link to sign in/.test(m.subject));
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);
    const redeemed = await ctx.app.inject({ method: 'POST', url: '/api/login/link/redeem', headers: { lang: 'fr' }, payload: { token } });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ message: 'Connexion réussie.', data: { user: { email: member.email } }, meta: { user_id: member.userId } });
    const bearer = redeemed.json().data.token as string;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${bearer}` } })).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/login/link/redeem', headers: { lang: 'ar' }, payload: { token } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['رابط تسجيل الدخول هذا غير صالح أو مستخدم أو منتهي الصلاحية. اطلب رابطًا جديدًا.'] });
  });

  it('answers a sign-in link request alike for known, unfinished, suspended and unknown addresses, and mails only the account that may sign in', async () => {
    const member = await registerIndividual(ctx);
    const unfinished = await startIndividual(ctx);
    const suspended = await registerIndividual(ctx);
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.userId));
    const ask = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/login/link', remoteAddress: freshIp(), headers: { lang: 'en' }, payload: { email } });
    const answers = await Promise.all([member.email, unfinished.email, suspended.email, uniqueEmail('nobody')].map(async (email) => (await ask(email)).json()));
    for (const answer of answers) expect(answer).toEqual({ success: true, message: 'If an account uses this address, we sent it a link to sign in.', data: null });
    await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && /link to sign in/.test(m.subject));
    expect(ctx.mailbox.messages.filter((m) => (m.to.includes(unfinished.email) || m.to.includes(suspended.email)) && /link to sign in/.test(m.subject))).toEqual([]);
    const forged = await ctx.app.inject({ method: 'POST', url: '/api/login/link/redeem', payload: { token: 'x'.repeat(43) } });
    expect(forged.statusCode).toBe(422);
  });

  it('throttles one address trying many accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) await login(uniqueEmail('spray'), 'Wrong-password-1', ip);
    const member = await registerIndividual(ctx);
    expect((await login(member.email, STRONG_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(member.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('sends an unfinished registration back to its step with a new registration token', async () => {
    const { userId, email } = await startIndividual(ctx);
    const res = await login(email, STRONG_PASSWORD, freshIp(), 'ar');
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body.message).toBe('يرجى إكمال التسجيل قبل تسجيل الدخول.');
    expect(body.meta).toMatchObject({ user_id: userId, next_step: 2, account_type: 'individual' });
    const status = await ctx.app.inject({ method: 'GET', url: `/api/register/status?user_id=${userId}`, headers: { 'x-registration-token': body.meta.registration_token } });
    expect(status.json().data.next_step).toBe(2);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/step2-verify-account',
      headers: { 'x-registration-token': body.meta.registration_token },
      payload: { user_id: userId, otp: await codeFor(ctx, email) },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('refuses a suspended account', async () => {
    const member = await registerIndividual(ctx);
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, member.userId));
    const res = await login(member.email, STRONG_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account is suspended. Please contact the hub team.');
  });

  it('answers 422 with field messages when a field is missing', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
  });
});

describe('POST /api/logout', () => {
  it('revokes the token on the server and leaves other sessions alone', async () => {
    const member = await registerIndividual(ctx);
    const first = await signIn(ctx, member.email);
    const second = await signIn(ctx, member.email);
    expect(first).not.toBe(second);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${first}` } });
    expect(out.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${first}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${second}` } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const resetLink = async (email: string) => {
    const mail = await ctx.mailbox.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject));
    return /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!;
  };

  it('answers the same for unknown and known addresses, and mails only the known one', async () => {
    const member = await registerIndividual(ctx);
    const unknownEmail = uniqueEmail('ghost');
    const known = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: member.email } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: unknownEmail } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await resetLink(member.email)).toBeTruthy();
    expect(ctx.mailbox.messages.some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it('sets the new password once, revokes every token, and refuses the link a second time', async () => {
    const member = await registerIndividual(ctx);
    const bearer = await signIn(ctx, member.email);
    await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: member.email } });
    const token = decodeURIComponent(await resetLink(member.email));
    const fresh = 'Fresh-Energy-2027!';
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: fresh, password_confirmation: fresh } });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${bearer}` } })).statusCode).toBe(401);
    expect((await login(member.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(member.email, fresh)).statusCode).toBe(200);
    const reuse = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', headers: { lang: 'fr' }, payload: { token, password: 'Another-One-2028!', password_confirmation: 'Another-One-2028!' } });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().message).toBe('Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.');
  });

  it('says whether a link can still be used before a password is typed, without using it', async () => {
    const member = await registerIndividual(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: member.email } });
    const token = decodeURIComponent(await resetLink(member.email));
    const check = () => ctx.app.inject({ method: 'POST', url: '/api/reset-password/check', headers: { lang: 'ar' }, payload: { token } });
    expect((await check()).statusCode).toBe(200);
    // Checking twice uses nothing: the link still sets the password.
    expect((await check()).statusCode).toBe(200);
    const fresh = 'Fresh-Energy-2027!';
    expect((await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: fresh, password_confirmation: fresh } })).statusCode).toBe(200);
    const used = await check();
    expect(used.statusCode).toBe(422);
    expect(used.json().message).toBe('رابط إعادة التعيين غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.');
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/reset-password/check', payload: { token: 'x'.repeat(40) } });
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json())).not.toContain('x'.repeat(40));
  });

  it('refuses an expired link and a common password', async () => {
    const member = await registerIndividual(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: member.email } });
    const token = decodeURIComponent(await resetLink(member.email));
    const common = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'iloveyou1', password_confirmation: 'iloveyou1' } });
    expect(common.json().errors.password).toEqual(['This password is too common. Choose one that is harder to guess.']);
    await ctx.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.userId, member.userId));
    const expired = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'Fresh-Energy-2027!', password_confirmation: 'Fresh-Energy-2027!' } });
    expect(expired.statusCode).toBe(422);
  });
});
