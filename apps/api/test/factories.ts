// Builds accounts the way a person would: through the API, reading codes from the mailbox.
import { randomBytes } from 'node:crypto';
import type { TestContext } from './helpers.ts';
import { ensureAdmin } from '../src/modules/users/staff.ts';

let counter = 0;
/** A unique address for this run. */
export const uniqueEmail = (prefix = 'member') => `${prefix}.${Date.now().toString(36)}.${(counter += 1)}.${randomBytes(2).toString('hex')}@example.org`;

let addresses = 0;
/** A client address of its own, so per-address limits (10 registrations an hour) do not pile up across tests. */
export const freshIp = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export const STRONG_PASSWORD = 'Nexus-Water-2026!';

/** The 6-digit code of the latest verification mail to an address. */
export async function codeFor(ctx: TestContext, email: string): Promise<string> {
  const mails = ctx.mailbox.messages.filter((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.subject));
  const mail = mails.at(-1) ?? (await ctx.mailbox.waitFor((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.subject)));
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

/** Step 1 of an individual; answers the user id, registration token and email. */
export async function startIndividual(ctx: TestContext, overrides: Record<string, unknown> = {}, lang = 'en') {
  const email = (overrides.email as string) ?? uniqueEmail();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/register/step1-personal-info',
    headers: { lang },
    remoteAddress: freshIp(),
    payload: {
      first_name: 'Amal',
      last_name: 'Haddad',
      phone: '+962791234567',
      email,
      country_id: await countryId(ctx, 'JO'),
      gender: 'female',
      birth_date: '1990-05-17',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`step 1 failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { user_id: number; registration_token: string };
  return { userId: data.user_id, token: data.registration_token, email };
}

/** Registers and completes an individual; answers their credentials. */
export async function registerIndividual(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const started = await startIndividual(ctx, overrides);
  const headers = { 'x-registration-token': started.token };
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers, payload });
  await expectOk(post('/api/register/step2-verify-account', { user_id: started.userId, otp: await codeFor(ctx, started.email) }));
  await expectOk(post('/api/register/step3-career', { user_id: started.userId, organization: 'Water Lab', organization_type_id: 3, organization_short_name: 'WL', position: 'Researcher' }));
  await expectOk(post('/api/register/step4-additional-info', { user_id: started.userId, education_level_id: 3, field_of_study: 'Hydrology', experience_years: 8 }));
  return { ...started, password: STRONG_PASSWORD };
}

/** Signs in and answers the bearer token. */
export async function signIn(ctx: TestContext, email: string, password = STRONG_PASSWORD): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** A registered, signed-in member. */
export async function signedInMember(ctx: TestContext) {
  const member = await registerIndividual(ctx);
  return { ...member, bearer: await signIn(ctx, member.email) };
}

/** A signed-in staff member with the role. */
export async function signedInStaff(ctx: TestContext, role: 'admin' | 'reviewer' = 'admin') {
  const email = uniqueEmail(role);
  await ensureAdmin(ctx.database.db, email, STRONG_PASSWORD);
  if (role === 'reviewer') {
    const { users } = await import('../src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(users).set({ role: 'reviewer' }).where(eq(users.emailNormalized, email.toLowerCase()));
  }
  return { email, bearer: await signIn(ctx, email) };
}

async function expectOk(response: Promise<{ statusCode: number; body: string }>) {
  const res = await response;
  if (res.statusCode >= 300) throw new Error(`expected success, got ${res.statusCode} ${res.body}`);
}

const countryIds = new Map<string, number>();
/** The id of a country by ISO2 code. */
export async function countryId(ctx: TestContext, iso2: string): Promise<number> {
  if (!countryIds.has(iso2)) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/countries?search=${iso2}` });
    const match = (res.json().data as Array<{ id: number; code: string }>).find((c) => c.code === iso2);
    countryIds.set(iso2, match!.id);
  }
  return countryIds.get(iso2)!;
}

/**
 * The fields of a minimal valid submission of each content type, as text (multipart or JSON), so a
 * test that needs "any valid item" does not write them out again. A news item: the post type 1.
 */
export const minimalSubmission = {
  publications: (title: string) => ({ title, publication_type_id: '1', publication_author: 'Water Lab', publication_date: '2024-03-05' }),
  stories: (title: string, countryId: number) => ({
    title,
    country_id: String(countryId),
    location: 'Deir Alla',
    implementing_leader: 'Jordan Valley Farmers Cooperative',
    contact_name: 'Amal Haddad',
    contact_email: 'amal@example.org',
    contact_position: 'Programme officer',
    desc: 'Farmers replaced diesel pumps with solar pumps and drip irrigation.',
    background: 'Diesel pumping was expensive and drew down the aquifer.',
    main_components: 'Solar pumps, drip lines and farmer field schools.',
    sustainability_status_id: '1',
  }),
  'news-events': (title: string, countryId: number) => ({ title, post_type_id: '1', organization_type_id: '1', location: 'Amman', country_id: String(countryId) }),
} satisfies Record<string, (title: string, countryId: number) => Record<string, string>>;
