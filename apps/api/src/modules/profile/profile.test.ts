// GET and PUT /api/profile: one's own account, only the fields sent, nothing one may not set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { codeFor, countryId, registerIndividual, signedInMember, STRONG_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const confirm = (bearer: string, payload: object, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: '/api/profile/email/confirm', headers: { authorization: `Bearer ${bearer}`, lang }, payload });
const signInAnswer = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: STRONG_PASSWORD } });
const put = (bearer: string, payload: object, lang = 'en') =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { authorization: `Bearer ${bearer}`, lang }, payload });

describe('profile', () => {
  it('needs sign-in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/profile', payload: {} })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: 'Bearer not-a-real-token-at-all-xxxxxxxx' } })).statusCode).toBe(401);
  });

  it('shows the account with names in the request language', async () => {
    const member = await signedInMember(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${member.bearer}`, lang: 'ar' } });
    expect(res.json().data).toMatchObject({ email: member.email, country: { name: 'الأردن' }, position: 'Researcher', experience_years: 8, status: 'active', role: 'member' });
  });

  it('changes only the fields sent, and ignores role, status and ids', async () => {
    const member = await signedInMember(ctx);
    const res = await put(member.bearer, { position: 'Lead hydrologist', country_id: await countryId(ctx, 'EG'), role: 'admin', status: 'suspended', id: 1, email_verified: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully!');
    expect(res.json().data).toMatchObject({ position: 'Lead hydrologist', country: { name: 'Egypt' }, first_name: 'Amal', organization: 'Water Lab', role: 'member', status: 'active', id: member.userId });
  });

  it('refuses bad values with field messages and changes nothing', async () => {
    const member = await signedInMember(ctx);
    const other = await registerIndividual(ctx);
    const res = await put(member.bearer, { email: other.email, birth_date: '2999-01-01', experience_years: 101, gender: 'robot', first_name: '' }, 'fr');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['experience_years', 'first_name', 'gender']);
    const again = await put(member.bearer, { email: other.email, birth_date: '2999-01-01' });
    // Another account's address is no error of its own: saying so would tell who is registered.
    expect(again.json().errors).toEqual({ birth_date: ['The date of birth cannot be in the future.'] });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(row!.email).toBe(member.email);
    expect(ctx.mailbox.messages.filter((m) => m.to.includes(other.email) && /tried/.test(m.subject))).toEqual([]);
  });

  it('takes a new address only when the code mailed to it comes back; until then the old one stays, and it is told after', async () => {
    const member = await signedInMember(ctx);
    const fresh = `new.${member.email}`;
    const res = await put(member.bearer, { email: fresh, position: 'Hydrologist' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Saved. We sent a code to ${fresh}: enter it on your profile to confirm your new address. Until then you keep signing in with ${member.email}.`);
    expect(res.json().data).toMatchObject({ email: member.email, pending_email: fresh, position: 'Hydrologist' });
    expect((await signInAnswer(member.email)).statusCode).toBe(200);

    const wrong = await confirm(member.bearer, { code: '000000' === (await codeFor(ctx, fresh)) ? '111111' : '000000' }, 'ar');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['الرمز غير صحيح.'] });
    const done = await confirm(member.bearer, { code: await codeFor(ctx, fresh) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: `Your email address is now ${fresh}.`, data: { email: fresh, pending_email: null, email_verified: true } });
    const notice = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && /changed/.test(m.subject));
    expect(notice.text).toContain(fresh);
    expect((await signInAnswer(fresh)).statusCode).toBe(200);
    // The code works once.
    expect((await confirm(member.bearer, { code: await codeFor(ctx, fresh) })).statusCode).toBe(409);
  });

  it('answers another account’s address exactly as a free one, mails its owner instead of a code, and never moves the account there', async () => {
    const member = await signedInMember(ctx);
    const owner = await registerIndividual(ctx);
    const free = `free.${member.email}`;
    const taken = await put(member.bearer, { email: owner.email }, 'fr');
    const open = await put(member.bearer, { email: free }, 'fr');
    expect(taken.statusCode).toBe(open.statusCode);
    const shape = (answer: { message: string; data: Record<string, unknown> }, address: string) => ({ ...answer, message: answer.message.replace(address, '…'), data: { ...answer.data, pending_email: '…' } });
    expect(shape(taken.json(), owner.email)).toEqual(shape(open.json(), free));
    expect(taken.json().data).toMatchObject({ email: member.email, pending_email: owner.email });

    const told = await ctx.mailbox.waitFor((m) => m.to.includes(owner.email) && /tried to use your email/.test(m.subject));
    expect(told.text).not.toMatch(/\b\d{6}\b/);
    // No code ever reached anyone for that address, so none confirms it.
    for (let guess = 0; guess < 3; guess += 1) expect((await confirm(member.bearer, { code: String(100000 + guess) })).statusCode).toBe(422);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(row!.email).toBe(member.email);
  });

  it('sends at most three changes a day per account, refusing the fourth in the reader’s language and saving nothing of it', async () => {
    const member = await signedInMember(ctx);
    for (let n = 1; n <= 3; n += 1) expect((await put(member.bearer, { email: `change${n}.${member.email}` })).statusCode).toBe(200);
    const fourth = await put(member.bearer, { email: `change4.${member.email}`, position: 'Not saved' }, 'ar');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('طلبت تغيير بريدك الإلكتروني مرات كثيرة اليوم. حاول مرة أخرى لاحقًا.');
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${member.bearer}` } });
    expect(profile.json().data).toMatchObject({ position: 'Researcher', pending_email: `change3.${member.email}` });
    expect(ctx.mailbox.messages.filter((m) => m.to.includes(`change4.${member.email}`))).toEqual([]);
    // Other fields still save without a new address.
    expect((await put(member.bearer, { position: 'Saved' })).json().data.position).toBe('Saved');
  });

  it('mails one address at most three times a day, however many accounts name it', async () => {
    const target = `wanted.${Date.now().toString(36)}@example.org`;
    for (let n = 0; n < 4; n += 1) {
      const member = await signedInMember(ctx);
      expect((await put(member.bearer, { email: target })).json().data.pending_email).toBe(target);
    }
    await ctx.mailbox.waitFor((m) => m.to.includes(target));
    expect(ctx.mailbox.messages.filter((m) => m.to.includes(target))).toHaveLength(3);
  });

  it('drops a change on request; only the latest change’s code works', async () => {
    const member = await signedInMember(ctx);
    await put(member.bearer, { email: `first.${member.email}` });
    const firstCode = await codeFor(ctx, `first.${member.email}`);
    await put(member.bearer, { email: `second.${member.email}` });
    const stale = await confirm(member.bearer, { code: firstCode });
    expect(stale.statusCode).toBe(422);
    const cancelled = await ctx.app.inject({ method: 'DELETE', url: '/api/profile/email', headers: { authorization: `Bearer ${member.bearer}` } });
    expect(cancelled.json()).toMatchObject({ message: 'The change of email address is cancelled.', data: { email: member.email, pending_email: null } });
    const late = await confirm(member.bearer, { code: await codeFor(ctx, `second.${member.email}`) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('No change of email address is waiting to be confirmed.');
  });
});
