// GET and PUT /api/profile: one's own account, only the fields sent, nothing one may not set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { countryId, registerIndividual, signedInMember } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

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
    expect(again.json().errors).toEqual({ email: ['An account with this email address already exists.'], birth_date: ['The date of birth cannot be in the future.'] });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(row!.email).toBe(member.email);
  });

  it('changes the email and tells the old address', async () => {
    const member = await signedInMember(ctx);
    const fresh = `new.${member.email}`;
    const res = await put(member.bearer, { email: fresh });
    expect(res.json().data.email).toBe(fresh);
    const notice = await ctx.mailbox.waitFor((m) => m.to.includes(member.email) && /changed/.test(m.subject));
    expect(notice.text).toContain(fresh);
  });
});
