// The authorization matrix (issue 11, part 1; OWASP API1 and API5, ASVS 5 chapter 8): every operation
// of the OpenAPI document, called by each of seven callers on items owned by member A, by member B and
// by no one, must answer what access-table.ts says. Then the fields a caller must never set (role,
// status, owner, reviewer, ids, verification) are sent with every create and update: none is saved.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsEvents, publications, rateLimitHits, stories, users } from '../../src/db/schema.ts';
import { makePdf, makePng, multipart } from '../../src/modules/media/media.fixtures.ts';
import { codeFor, countryId, freshIp, registerIndividual, signedInStaff, signIn, STRONG_PASSWORD, uniqueEmail } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { ACCESS_TABLE, ACTORS, expectedAnswer, OWNERS, type AccessRow, type Actor, type ContentType, type Expected, type Owner } from './access-table.ts';

let ctx: TestContext;
interface Caller {
  id: number | null;
  email: string | null;
  bearer: string | null;
}
const callers = {} as Record<Actor, Caller>;

const auth = (caller: Caller): Record<string, string> => (caller.bearer ? { authorization: `Bearer ${caller.bearer}` } : {});
const TABLES = { stories, publications, 'news-events': newsEvents } as const;

/** Registers an entity through its three steps, as a person would; answers its id and email. */
async function registerEntity(): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('entity');
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
  };
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'verification_document', filename: 'certificate.pdf', content: makePdf('registration certificate'), contentType: 'application/pdf' },
    { name: 'profile_picture', filename: 'logo.png', content: await makePng(300, 300), contentType: 'image/png' },
  ]);
  const started = await ctx.app.inject({ method: 'POST', url: '/api/register/entity/step1', payload, headers, remoteAddress: freshIp() });
  expect(started.statusCode, started.body).toBe(201);
  const { user_id: id, registration_token: token } = started.json().data as { user_id: number; registration_token: string };
  const step = (url: string, body: object) => ctx.app.inject({ method: 'POST', url, headers: { 'x-registration-token': token }, payload: { user_id: id, ...body } });
  expect((await step('/api/register/step2-verify-account', { otp: await codeFor(ctx, email) })).statusCode).toBe(200);
  expect((await step('/api/register/entity/step3', { number_of_employees: 25, main_programs: 3, main_projects: 7 })).statusCode).toBe(200);
  return { id, email };
}

/** A valid submission of each type, as a member's form sends it (JSON, no files). */
async function submission(type: ContentType): Promise<Record<string, string>> {
  const country = String(await countryId(ctx, 'JO'));
  if (type === 'stories') {
    return {
      title: 'Solar pumping for farms in the Jordan Valley',
      country_id: country,
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
  }
  if (type === 'publications') {
    return {
      title: 'Groundwater outlook 2030: Jordan Valley',
      publication_type_id: '1',
      publication_author: 'Amal Haddad, Omar Saleh',
      publication_date: '2024-03-05',
      publication_sector: 'Water',
      summary: 'Renewable groundwater in the Jordan Valley and the irrigation it supports.',
      keywords: 'groundwater, irrigation, aquifers',
      publication_link: 'https://example.org/outlook',
    };
  }
  return {
    type: 'event',
    title: 'Nexus workshop in Amman',
    post_type_id: '2',
    organization_type_id: '1',
    location: 'Amman',
    implementing_leader: 'Ministry of Water and Irrigation',
    starting_date: '2024-03-05',
    country_id: country,
    desc: 'Two days on water, energy and food in the Jordan Valley.',
  };
}

// The matrix makes hundreds of items and staff decisions: the submission and staff-write limits
// (proven in their own tests) would otherwise answer 429 and hide what access decides.
const forgetLimits = () => ctx.database.db.delete(rateLimitHits);

/** A new item of `type`: A's or B's pending one, or an approved one that no one owns (the hub's own). */
async function newItem(type: ContentType, owner: Owner): Promise<number> {
  await forgetLimits();
  const author = owner === 'B' ? callers.memberB : callers.memberA;
  const res = await ctx.app.inject({ method: 'POST', url: `/api/${type}`, headers: auth(author), payload: await submission(type) });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  if (owner === 'none') {
    const approved = await ctx.app.inject({ method: 'POST', url: `/api/admin/${type}/${id}/approve`, headers: auth(callers.admin) });
    expect(approved.statusCode, approved.body).toBe(200);
    const table = TABLES[type];
    await ctx.database.db.update(table).set({ ownerId: null }).where(eq(table.id, id));
  }
  return id;
}

/** The request of one matrix cell: the path's parameters filled in and a body the call accepts. */
function request(operation: string, row: AccessRow, itemId: number | undefined) {
  const [method, template] = operation.split(' ') as [string, string];
  // Ids of things other than the matrix's items point nowhere: a 404 is "past the door" too, and a
  // call that changes people or lists cannot change a real one.
  const url = template
    .replace('{id}', String(itemId ?? 999_999))
    .replace('{key}', String(itemId ?? 999_999))
    .replace('{kind}', 'story')
    .replace('{type}', 'stories')
    .replace('{slug}', 'about')
    .replace('{list}', 'post-types');
  let payload: object | undefined = method === 'GET' || method === 'DELETE' ? undefined : {};
  if (row.rule === 'decide' && url.endsWith('/reject')) payload = { reason: 'Not about the nexus.' };
  if (row.rule === 'decide' && url.endsWith('/approve')) payload = undefined;
  if (row.edit) payload = { title: 'Edited by its author' };
  return { method: method as 'GET', url, payload };
}

function matches(expected: Expected, status: number): boolean {
  if (expected === 'allowed') return status !== 401 && status !== 403;
  if (expected === 'allowed-found') return status !== 401 && status !== 403 && status !== 404;
  return status === expected;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const member = async () => {
    const registered = await registerIndividual(ctx);
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, registered.email.toLowerCase()));
    return { id: row!.id, email: registered.email, bearer: await signIn(ctx, registered.email) };
  };
  callers.anonymous = { id: null, email: null, bearer: null };
  callers.memberA = await member();
  callers.memberB = await member();
  const staffCaller = async (role: 'admin' | 'reviewer') => {
    const signedIn = await signedInStaff(ctx, role);
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, signedIn.email.toLowerCase()));
    return { id: row!.id, email: signedIn.email, bearer: signedIn.bearer };
  };
  callers.admin = await staffCaller('admin');
  callers.reviewer = await staffCaller('reviewer');
  const pending = await registerEntity();
  callers.pendingEntity = { ...pending, bearer: await signIn(ctx, pending.email) };
  const approved = await registerEntity();
  expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/entities/${approved.id}/approve`, headers: auth(callers.admin) })).statusCode).toBe(200);
  callers.approvedEntity = { ...approved, bearer: await signIn(ctx, approved.email) };
}, 120_000);
afterAll(() => ctx.close());

describe('authorization matrix', () => {
  it('has a row for every operation of the OpenAPI document, and no row for one that is gone', () => {
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method !== 'head')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.filter((operation) => !(operation in ACCESS_TABLE)), 'operations without a row').toEqual([]);
    expect(Object.keys(ACCESS_TABLE).filter((operation) => !operations.includes(operation)), 'rows without an operation').toEqual([]);
  });

  it('answers every caller, on items of A, of B and of no one, as the access table says', async () => {
    // Read-only calls share one item per type and owner; every other call gets a fresh one.
    const shared = new Map<string, number>();
    const sharedItem = async (type: ContentType, owner: Owner) => {
      const key = `${type}:${owner}`;
      if (!shared.has(key)) shared.set(key, await newItem(type, owner));
      return shared.get(key)!;
    };
    const mismatches: string[] = [];
    let cells = 0;
    for (const [operation, row] of Object.entries(ACCESS_TABLE)) {
      const readOnly = operation.startsWith('GET ');
      for (const actor of ACTORS) {
        for (const owner of row.item ? OWNERS : [undefined]) {
          const itemId = row.item && owner ? (readOnly ? await sharedItem(row.item, owner) : await newItem(row.item, owner)) : undefined;
          await forgetLimits();
          let caller = callers[actor];
          // Signing out revokes the session it is called with: the matrix's own sessions must live on.
          if (row.endsSession && caller.email) caller = { ...caller, bearer: await signIn(ctx, caller.email) };
          const call = request(operation, row, itemId);
          if (row.submit) call.payload = await submission(row.submit);
          const res = await ctx.app.inject({ ...call, headers: { ...auth(caller), lang: 'en' }, remoteAddress: freshIp() });
          const expected = expectedAnswer(row, actor, owner);
          cells += 1;
          if (!matches(expected, res.statusCode)) {
            mismatches.push(`${operation} as ${actor}${owner ? ` on ${owner}'s item` : ''}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    // 129 operations, 7 callers, 3 owners for the 28 item operations: 1,281 answers.
    expect(cells).toBeGreaterThan(1_200);
  }, 600_000);
});

describe('fields a caller may not set', () => {
  // Everything a member could try to set on their own account or submission that only the hub sets.
  const FORBIDDEN = {
    id: 424242,
    role: 'admin',
    status: 'approved',
    owner_id: 1,
    user_id: 1,
    ownerId: 1,
    reviewed_by: 1,
    reviewed_at: '2024-01-01T00:00:00Z',
    rejection_reason: null,
    approved_snapshot: { title: 'forged' },
    account_type: 'entity',
    email_verified_at: '2024-01-01T00:00:00Z',
    email_verified: true,
    is_verified: true,
    verified: true,
    created_at: '2000-01-01T00:00:00Z',
  };

  it.each(['stories', 'publications', 'news-events'] as const)('saves none of them on a new %s item or on its edit', async (type) => {
    await forgetLimits();
    const created = await ctx.app.inject({ method: 'POST', url: `/api/${type}`, headers: auth(callers.memberA), payload: { ...FORBIDDEN, ...(await submission(type)) } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(id).not.toBe(FORBIDDEN.id);
    const table = TABLES[type];
    const stored = async () => {
      const [row] = await ctx.database.db.select().from(table).where(eq(table.id, id));
      return row!;
    };
    const check = async () => {
      const row = await stored();
      expect(row).toMatchObject({ ownerId: callers.memberA.id, status: 'pending', reviewedBy: null, reviewedAt: null, approvedSnapshot: null });
      expect(row.createdAt.getFullYear()).toBeGreaterThan(2020);
    };
    await check();

    const edited = await ctx.app.inject({ method: 'POST', url: `/api/my-${type}/${id}`, headers: auth(callers.memberA), payload: { ...FORBIDDEN, title: 'Edited by its author' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await stored()).title).toBe('Edited by its author');
    await check();
  });

  it('saves none of them on a profile update', async () => {
    const before = (await ctx.database.db.select().from(users).where(eq(users.id, callers.memberA.id!)))[0]!;
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: auth(callers.memberA), payload: { ...FORBIDDEN, status: 'active', first_name: 'Amal' } });
    expect(res.statusCode, res.body).toBeLessThan(500);
    const after = (await ctx.database.db.select().from(users).where(eq(users.id, callers.memberA.id!)))[0]!;
    expect(after).toMatchObject({ id: before.id, role: 'member', status: 'active', accountType: 'individual', emailNormalized: before.emailNormalized });
    expect(after.emailVerifiedAt?.getTime()).toBe(before.emailVerifiedAt?.getTime());
    expect(after.createdAt.getTime()).toBe(before.createdAt.getTime());
  });

  it('saves none of them when someone registers', async () => {
    const email = uniqueEmail('forger');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/step1-personal-info',
      remoteAddress: freshIp(),
      payload: {
        ...FORBIDDEN,
        status: 'active',
        first_name: 'Omar',
        last_name: 'Saleh',
        phone: '+962791234567',
        email,
        country_id: await countryId(ctx, 'JO'),
        gender: 'male',
        birth_date: '1988-02-11',
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase()));
    expect(row).toMatchObject({ role: 'member', status: 'registering', accountType: 'individual', emailVerifiedAt: null });
    expect(row!.id).not.toBe(FORBIDDEN.id);
    // Not signed in before the code is entered, whatever the request claimed.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: freshIp(), payload: { email, password: STRONG_PASSWORD } })).statusCode).not.toBe(200);
    expect(await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.id, FORBIDDEN.id))).toEqual([]);
  });
});

describe('what the calls accept', () => {
  // A field a body schema does not name is dropped before any service sees it (zod strips unknown
  // keys), so no call can save a forbidden field its schema does not accept. Staff calls that set one
  // on purpose are listed with their reason. Multipart calls (submissions with files) parse their
  // fields with the same schemas but show none here: the tests above send them the forbidden fields.
  const FORBIDDEN_NAMES = /^(id|role|status|owner(_id)?|user_id|reviewed_(by|at)|account_type|email_verified(_at)?|is_verified|verified|approved_snapshot|created_at|password_hash)$/;
  const ALLOWED: Record<string, string[]> = {
    // An admin gives a person a role: the call exists for that.
    'PUT /api/admin/people/{id}/role': ['role'],
    // The step names the registration it continues; the registration token must match it.
    'POST /api/register/step2-verify-account': ['user_id'],
    'POST /api/register/resend-verification-code': ['user_id'],
    'POST /api/register/step3-career': ['user_id'],
    'POST /api/register/step4-additional-info': ['user_id'],
    'POST /api/register/entity/step3': ['user_id'],
  };

  it('has no create or update body that takes a field only the hub sets', () => {
    type Schema = { properties?: Record<string, unknown> };
    const document = ctx.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    };
    const found: string[] = [];
    let bodies = 0;
    let fields = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const media of Object.values(operation.requestBody?.content ?? {})) {
          bodies += 1;
          const key = `${method.toUpperCase()} ${path}`;
          for (const name of Object.keys(media.schema?.properties ?? {})) {
            fields += 1;
            if (FORBIDDEN_NAMES.test(name) && !(ALLOWED[key] ?? []).includes(name)) found.push(`${key}: ${name}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
    expect(bodies).toBeGreaterThan(30);
    // The schemas are inline, not references: their fields were all read.
    expect(fields).toBeGreaterThan(150);
  });
});
