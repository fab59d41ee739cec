// Staff calls are refused to everyone else; staff changes are throttled per staff member and logged
// without their bodies.
import { STAFF_WRITES_PER_MINUTE } from '@wefe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.ts';
import { signedInMember, signedInStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ captureLogs: true });
});
afterAll(() => ctx.close());

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

describe('staff actions', () => {
  it(`refuses a staff member's change beyond ${STAFF_WRITES_PER_MINUTE} a minute with 429, while reads and other staff go on`, async () => {
    const busy = await signedInStaff(ctx, 'reviewer');
    const other = await signedInStaff(ctx, 'reviewer');
    const reject = (bearer: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/stories/999999/reject', headers: auth(bearer), payload: { reason: 'Not about the nexus.' } });

    for (let i = 0; i < STAFF_WRITES_PER_MINUTE; i += 1) expect((await reject(busy.bearer)).statusCode).toBe(404);
    const refused = await reject(busy.bearer);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().success).toBe(false);

    const read = await ctx.app.inject({ method: 'GET', url: '/api/admin/submissions', headers: auth(busy.bearer) });
    expect(read.statusCode).toBe(200);
    expect((await reject(other.bearer)).statusCode).toBe(404);
  });

  it('logs who changed what and the outcome, never the body', async () => {
    const admin = await signedInStaff(ctx, 'admin');
    const secret = 'reason-that-names-a-private-person';
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/publications/424242/reject', headers: auth(admin.bearer), payload: { reason: secret } });
    expect(res.statusCode).toBe(404);
    const lines = ctx.logs.filter((line) => line.includes('"staff action"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = lines.find((line) => String((line.params as { id?: unknown } | undefined)?.id) === '424242');
    expect(entry).toMatchObject({ call: 'POST /api/admin/publications/:id/reject', status: 404, staff: { role: 'admin' } });
    expect(ctx.logs.join('\n')).not.toContain(secret);
    expect(ctx.logs.join('\n')).not.toContain(admin.bearer);
  });

  it('refuses every staff call in the OpenAPI document to visitors (401) and members (403), and records nothing', async () => {
    const member = await signedInMember(ctx);
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'head')
          .map((method) => ({
            method: method.toUpperCase() as 'GET',
            url: path.replace(/\{[^}]+\}/g, '1'),
            payload: method === 'get' || method === 'delete' ? undefined : {},
          })),
      );
    // The console's surface: queue, content, partners, pages, lists, index data, people, messages, audit.
    expect(calls.length).toBeGreaterThan(50);
    const auditRows = async () => (await ctx.database.db.select({ id: auditLog.id }).from(auditLog)).length;
    const before = await auditRows();
    for (const call of calls) {
      const visitor = await ctx.app.inject(call);
      expect(visitor.statusCode, `${call.method} ${call.url} as a visitor`).toBe(401);
      expect(visitor.json().success).toBe(false);
      const asMember = await ctx.app.inject({ ...call, headers: auth(member.bearer) });
      expect(asMember.statusCode, `${call.method} ${call.url} as a member`).toBe(403);
    }
    expect(await auditRows()).toBe(before);
  });
});
