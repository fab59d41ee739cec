// Caching headers through the real app: shared caching of public data, 304s on a matching ETag, and
// nothing stored of personal, staff, write or error answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, signedInStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { multipart } from '../modules/media/media.fixtures.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let pendingId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  staff = await signedInStaff(ctx, 'reviewer');
  const { payload, headers } = multipart(
    Object.entries({
      title: 'Groundwater outlook 2030',
      publication_type_id: '1',
      publication_author: 'Amal Haddad',
      publication_date: '2024-03-05',
      publication_sector: 'Water',
      summary: 'Renewable groundwater in the Jordan Valley.',
      keywords: 'groundwater',
    }).map(([name, value]) => ({ name, value })),
  );
  const created = await ctx.app.inject({ method: 'POST', url: '/api/publications', payload, headers: { ...headers, authorization: `Bearer ${member.bearer}` } });
  expect(created.statusCode, created.body).toBe(201);
  pendingId = created.json().data.id;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('public data', () => {
  it('is shared for five minutes with visitors, keyed by language, caller and encoding, with a weak ETag', async () => {
    const res = await get('/api/indexes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(String(res.headers.vary).split(', ')).toEqual(['Accept-Language', 'lang', 'Authorization', 'accept-encoding']);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const arabic = await get('/api/indexes', { lang: 'ar' });
    expect(arabic.headers.etag).not.toBe(res.headers.etag);
  });

  it('answers 304 without a body when the ETag still matches, and 200 once it does not', async () => {
    const first = await get('/api/pillars');
    const etag = String(first.headers.etag);
    const again = await get('/api/pillars', { 'if-none-match': etag, 'accept-encoding': 'br, gzip' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['content-type']).toBeUndefined();
    const stale = await get('/api/pillars', { 'if-none-match': 'W/"an-older-answer"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('makes a signed-in caller revalidate, so staff see their own edits at once', async () => {
    const res = await get('/api/publication-types', bearer(staff.bearer));
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/api/publication-types', { ...bearer(staff.bearer), 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('revalidates live counters every time', async () => {
    const res = await get('/api/home-page');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('/api/home-page', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });
});

describe('moderated content', () => {
  it('is shared briefly with visitors', async () => {
    const res = await get('/api/publications');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.vary).toContain('Authorization');
    expect(res.headers.etag).toBeDefined();
  });

  it('is never stored nor validated for the owner, whose view of the same URL holds pending items', async () => {
    const visitor = await get(`/api/publications/${pendingId}`);
    expect(visitor.statusCode).toBe(404);
    const owner = await get(`/api/publications/${pendingId}`, bearer(member.bearer));
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('private, no-store');
    expect(owner.headers.etag).toBeUndefined();
    const ownersList = await get('/api/publications', { ...bearer(member.bearer), 'if-none-match': '*' });
    expect(ownersList.statusCode).toBe(200);
    expect(ownersList.headers['cache-control']).toBe('private, no-store');
  });
});

describe('answers no cache may keep', () => {
  it.each([
    ['a member’s own list', '/api/my-publications', () => bearer(member.bearer)],
    ['the profile', '/api/profile', () => bearer(member.bearer)],
    ['a staff queue', '/api/admin/submissions', () => bearer(staff.bearer)],
    ['the health check', '/api/health', () => ({})],
  ])('%s', async (_name, url, headers) => {
    const res = await get(url, headers());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it.each([
    ['an unknown id', '/api/indexes/2147483647'],
    ['a refused query', '/api/indexes?year=abc'],
    ['an unknown call', '/api/no-such-call'],
    ['a call that needs sign-in', '/api/profile'],
  ])('errors: %s', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('writes', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: member.email, password: member.password } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
    const approve = await ctx.app.inject({ method: 'POST', url: `/api/admin/publications/${pendingId}/approve`, headers: bearer(staff.bearer) });
    expect(approve.statusCode).toBe(200);
    expect(approve.headers['cache-control']).toBe('private, no-store');
  });
});
