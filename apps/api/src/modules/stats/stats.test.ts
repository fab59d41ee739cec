// The home, about and impact figures are counted from the database, and visitors are counted once a
// day per browser from a keyed hash, with bots left out and nothing about the visitor stored.
import { countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indicators, indicatorValues, siteVisits, users } from '../../db/schema.ts';
import { seedSamplePartners } from '../../seed/site.ts';
import { countryId, freshIp, signedInMember, signedInStaff, startIndividual } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { createStatsService } from './stats.service.ts';
import { isHumanBrowser, visitorNetwork } from './visitors.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  staff = await signedInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type HomeStats = { register_user_count: number; countries_count: number; publication_count: number; stories_count: number; visitor_count: number };
type AboutStats = { countries_covered: number; indicators_count: number; partner_organizations: number; publications_and_stories: number };

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const home = async (lang = 'en') => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/home-page', headers: { lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as HomeStats;
};
const about = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/about' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AboutStats;
};
const visit = (userAgent: string | undefined, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/visits', remoteAddress, headers: userAgent === undefined ? {} : { 'user-agent': userAgent } });

async function approvedPublication(): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/publications',
    headers: auth(member.bearer),
    payload: { title: 'Groundwater outlook 2030', publication_type_id: '1', publication_author: 'Amal Haddad', publication_date: '2024-03-05' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const pending = await home();
  const id = res.json().data.id as number;
  expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/publications/${id}/approve`, headers: auth(staff.bearer) })).statusCode).toBe(200);
  expect((await home()).publication_count).toBe(pending.publication_count + 1);
}

async function approvedStory(): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: auth(member.bearer),
    payload: {
      title: 'Solar pumping for farms in the Jordan Valley',
      country_id: await countryId(ctx, 'JO'),
      location: 'Deir Alla',
      implementing_leader: 'Jordan Valley Farmers Cooperative',
      contact_name: 'Amal Haddad',
      contact_email: 'amal@example.org',
      contact_position: 'Programme officer',
      desc: 'Farmers replaced diesel pumps with solar pumps.',
      background: 'Diesel pumping was expensive.',
      main_components: 'Solar pumps and drip lines.',
      sustainability_status_id: 1,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const pending = await home();
  const id = res.json().data.id as number;
  expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/stories/${id}/approve`, headers: auth(staff.bearer) })).statusCode).toBe(200);
  expect((await home()).stories_count).toBe(pending.stories_count + 1);
}

describe('GET /home-page and GET /about', () => {
  it('answer the spec’s fields, translated, home live and about briefly cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/home-page', headers: { lang: 'ar' } });
    expect(res.json()).toEqual({
      success: true,
      message: 'تم جلب أرقام الصفحة الرئيسية بنجاح.',
      data: { register_user_count: expect.any(Number), countries_count: expect.any(Number), publication_count: expect.any(Number), stories_count: expect.any(Number), visitor_count: expect.any(Number) },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    const aboutRes = await ctx.app.inject({ method: 'GET', url: '/api/about', headers: { lang: 'fr' } });
    expect(aboutRes.json()).toEqual({
      success: true,
      message: 'Chiffres de la page À propos récupérés avec succès.',
      data: { countries_covered: expect.any(Number), indicators_count: expect.any(Number), partner_organizations: expect.any(Number), publications_and_stories: expect.any(Number) },
    });
    expect(aboutRes.headers['cache-control']).toBe('public, max-age=300');
  });

  it('count approved publications and stories only, on both pages', async () => {
    const before = { home: await home(), about: await about() };
    await approvedPublication();
    await approvedStory();
    const after = { home: await home(), about: await about() };
    expect(after.home.publication_count).toBe(before.home.publication_count + 1);
    expect(after.home.stories_count).toBe(before.home.stories_count + 1);
    expect(after.about.publications_and_stories).toBe(before.about.publications_and_stories + 2);
  });

  it('count countries with index values and the indicators the index uses', async () => {
    const [countries] = await ctx.database.db
      .select({ n: countDistinct(indicatorValues.countryId) })
      .from(indicatorValues)
      .innerJoin(indicators, eq(indicators.id, indicatorValues.indicatorId))
      .where(eq(indicators.excluded, false));
    const inIndex = await ctx.database.db.select({ id: indicators.id }).from(indicators).where(eq(indicators.excluded, false));
    const all = await ctx.database.db.select({ id: indicators.id }).from(indicators);
    const figures = await about();
    expect(figures.countries_covered).toBe(countries!.n);
    expect(figures.countries_covered).toBeGreaterThan(0);
    expect((await home()).countries_count).toBe(figures.countries_covered);
    expect(figures.indicators_count).toBe(inIndex.length);
    expect(figures.indicators_count).toBeLessThan(all.length);
  });

  it('count partner organisations', async () => {
    const before = (await about()).partner_organizations;
    const seeded = await seedSamplePartners(ctx.database.db);
    expect((await about()).partner_organizations).toBe(before + seeded);
  });

  it('count active members only: not staff, unfinished registrations, pending entities or suspended accounts', async () => {
    const before = (await home()).register_user_count;
    const [active] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.status, 'active'));
    expect(active).toBeDefined();

    await signedInStaff(ctx, 'admin');
    await signedInStaff(ctx, 'reviewer');
    await startIndividual(ctx);
    expect((await home()).register_user_count).toBe(before);

    const newcomer = await signedInMember(ctx);
    expect((await home()).register_user_count).toBe(before + 1);
    await ctx.database.db.update(users).set({ status: 'pending_approval', accountType: 'entity' }).where(eq(users.id, newcomer.userId));
    expect((await home()).register_user_count).toBe(before);
    await ctx.database.db.update(users).set({ status: 'active' }).where(eq(users.id, newcomer.userId));
    expect((await home()).register_user_count).toBe(before + 1);
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, newcomer.userId));
    expect((await home()).register_user_count).toBe(before);
  });
});

describe('POST /visits', () => {
  it('answers 204 with no body and counts a browser once a day', async () => {
    const ip = freshIp();
    const before = (await home()).visitor_count;
    const first = await visit(FIREFOX, ip);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect((await visit(FIREFOX, ip)).statusCode).toBe(204);
    expect((await home()).visitor_count).toBe(before + 1);

    // Another browser on the same address is another visitor; another address too.
    await visit(CHROME, ip);
    expect((await home()).visitor_count).toBe(before + 2);
    await visit(FIREFOX, freshIp());
    expect((await home()).visitor_count).toBe(before + 3);
  });

  it('counts the same browser again on the next UTC day', async () => {
    const ip = freshIp();
    const today = new Date('2001-03-10T23:59:00Z');
    const tomorrow = new Date('2001-03-11T00:01:00Z');
    const service = createStatsService({ db: ctx.database.db, now: () => today });
    const before = (await home()).visitor_count;
    expect(await service.recordVisit({ ip, userAgent: SAFARI_IPHONE })).toBe(true);
    expect(await service.recordVisit({ ip, userAgent: SAFARI_IPHONE }, today)).toBe(true);
    expect((await home()).visitor_count).toBe(before + 1);
    await service.recordVisit({ ip, userAgent: SAFARI_IPHONE }, tomorrow);
    await service.recordVisit({ ip, userAgent: SAFARI_IPHONE }, tomorrow);
    expect((await home()).visitor_count).toBe(before + 2);
    // The two days' rows share nothing that would link them.
    const rows = await ctx.database.db.select().from(siteVisits).where(eq(siteVisits.day, '2001-03-11'));
    const earlier = await ctx.database.db.select().from(siteVisits).where(eq(siteVisits.day, '2001-03-10'));
    expect(rows).toHaveLength(1);
    expect(earlier).toHaveLength(1);
    expect(rows[0]!.visitorHash).not.toBe(earlier[0]!.visitorHash);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36'],
    ['GPTBot', 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot'],
    ['headless Chromium (also our Playwright journeys)', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36'],
    ['Facebook previews', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['curl', 'curl/8.5.0'],
    ['wget', 'Wget/1.21.4'],
    ['python-requests', 'python-requests/2.32.3'],
    ['no user agent', undefined],
    ['an empty user agent', ''],
  ])('does not count %s', async (_name, userAgent) => {
    const before = (await home()).visitor_count;
    const res = await visit(userAgent, freshIp());
    expect(res.statusCode).toBe(204);
    expect((await home()).visitor_count).toBe(before);
  });

  it('stores only a keyed hash: neither the address nor the user agent', async () => {
    const ip = '203.0.113.77';
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 UniqueMarker/42';
    await visit(userAgent, ip);
    const rows = await ctx.database.db.select().from(siteVisits);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    for (const secret of [ip, userAgent, 'UniqueMarker', '203.0.113']) expect(stored).not.toContain(secret);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['day', 'visitorHash']);
      expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('counts an IPv6 visitor once across the /64 network their device rotates addresses in', async () => {
    const before = (await home()).visitor_count;
    await visit(CHROME, '2001:db8:aa:1:1111:2222:3333:4444');
    await visit(CHROME, '2001:db8:aa:1:9999:8888:7777:6666');
    expect((await home()).visitor_count).toBe(before + 1);
    await visit(CHROME, '2001:db8:aa:2::1');
    expect((await home()).visitor_count).toBe(before + 2);
  });

  it('throttles one address to 60 page views a minute with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i += 1) expect((await visit(FIREFOX, ip)).statusCode).toBe(204);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/visits', remoteAddress: ip, headers: { 'user-agent': FIREFOX, lang: 'fr' } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Trop de tentatives/);
  });
});

describe('OpenAPI', () => {
  it('documents the site calls', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/home-page', '/api/about', '/api/visits', '/api/partners', '/api/partners/{id}', '/api/pages/{slug}', '/api/contact-messages']),
    );
  });
});

describe('who is a visitor', () => {
  it('is a browser, not a tool or a crawler', () => {
    for (const ua of [FIREFOX, CHROME, SAFARI_IPHONE, 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36']) {
      expect(isHumanBrowser(ua), ua).toBe(true);
    }
    for (const ua of ['Mozilla/5.0 (compatible; YandexBot/3.0)', 'Mozilla/5.0 (compatible; AhrefsBot/7.0)', 'Mozilla/5.0 Chrome-Lighthouse', 'lightMyRequest', 'okhttp/4.12.0', 'Go-http-client/2.0']) {
      expect(isHumanBrowser(ua), ua).toBe(false);
    }
  });

  it('is one IPv4 address, however it is written, or one IPv6 /64 network', () => {
    expect(visitorNetwork('192.0.2.1')).toBe('192.0.2.1');
    expect(visitorNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(visitorNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(visitorNetwork('2001:0DB8:0000:0000:abcd::1')).toBe('2001:db8:0:0::/64');
    expect(visitorNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
