// E-mail alerts (issue 30) on both databases: a member chooses what to follow, a due digest arrives at a
// real SMTP server in the member's language with only the items approved since the last one that
// match, with RFC 8058 one-click unsubscribe headers, and the link stops the alerts without signing in.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSubscriptions, users } from '../../db/schema.ts';
import { countryId, minimalSubmission, signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import type { ReceivedMail } from '../../../test/mailbox.ts';
import { contentModules } from '../../content-modules.ts';
import { createAlertsService } from './alerts.service.ts';

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let jordan: number;
let egypt: number;
const BASE = 'http://localhost:3000';
const WATER = 1;
const ENERGY = 2;
const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

async function approved(kind: keyof typeof minimalSubmission, owner: { bearer: string }, fields: Record<string, unknown>, country = jordan) {
  const title = String(fields.title);
  const created = await ctx.app.inject({ method: 'POST', url: `/api/${kind}`, payload: { ...minimalSubmission[kind](title, country), ...fields }, headers: auth(owner.bearer) });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/approve`, headers: auth(staff.bearer) })).statusCode).toBe(200);
  return id;
}

async function subscribe(bearer: string, body: Record<string, unknown>, lang = 'en') {
  return ctx.app.inject({ method: 'PUT', url: '/api/profile/alerts', payload: body, headers: { ...auth(bearer), lang } });
}

/** Makes the member's digest due now, as the clock would in a day or a week. */
async function makeDue(email: string) {
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailNormalized, email.toLowerCase()));
  await ctx.database.db.update(alertSubscriptions).set({ nextDigestAt: sql`now() - interval '1 minute'` }).where(eq(alertSubscriptions.userId, user!.id));
}

const service = () => createAlertsService({ db: ctx.app.db, mailer: ctx.app.mailer, limiter: ctx.app.rateLimiter, publicUrl: BASE, sources: contentModules.alerts });
/** A digest (its List-Unsubscribe header says so) to the address; the member's other mail is their verification code. */
const isDigestTo = (mail: ReceivedMail, email: string) => mail.to.some((to) => to.toLowerCase() === email.toLowerCase()) && /^List-Unsubscribe:/im.test(mail.raw);
const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await signedInStaff(ctx, 'reviewer');
  jordan = await countryId(ctx, 'JO');
  egypt = await countryId(ctx, 'EG');
});
afterAll(() => ctx.close());

describe('choosing alerts', () => {
  it('starts with nothing running, saves what the member follows, and stops', async () => {
    const member = await signedInMember(ctx);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/profile/alerts', headers: auth(member.bearer) });
    expect(before.json().data).toMatchObject({ active: false, next_digest_at: null });

    const saved = await subscribe(member.bearer, { frequency: 'weekly', kinds: ['story', 'event'], sector_ids: [WATER], country_ids: [jordan] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Your e-mail alerts are saved. The first digest comes once something you follow is approved.');
    const data = saved.json().data;
    expect(data).toMatchObject({ active: true, frequency: 'weekly', kinds: ['story', 'event'], sector_ids: [WATER], country_ids: [jordan] });
    const days = (Date.parse(data.next_digest_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const stopped = await ctx.app.inject({ method: 'DELETE', url: '/api/profile/alerts', headers: { ...auth(member.bearer), lang: 'fr' } });
    expect(stopped.json()).toMatchObject({ message: 'Vous ne recevrez plus d’alertes par e-mail.', data: { active: false, kinds: ['story', 'event'] } });
  });

  it('refuses no kind, an unknown kind, sector or country, in the reader’s language, and changes nothing', async () => {
    const member = await signedInMember(ctx);
    await subscribe(member.bearer, { frequency: 'daily', kinds: ['news'] });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ frequency: 'daily', kinds: [] }, 'kinds', 'اختر نوعًا واحدًا على الأقل من المحتوى لمتابعته.'],
      [{ frequency: 'daily', kinds: ['podcast'] }, 'kinds.0', 'اختر خيارًا من القائمة.'],
      [{ frequency: 'hourly', kinds: ['story'] }, 'frequency', 'اختر خيارًا من القائمة.'],
      [{ frequency: 'daily', kinds: ['story'], sector_ids: [999] }, 'sector_ids', 'اختر خيارًا من القائمة.'],
      [{ frequency: 'daily', kinds: ['story'], country_ids: [987654] }, 'country_ids', 'اختر خيارًا من القائمة.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await subscribe(member.bearer, body, 'ar');
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(res.json().errors)).toEqual([message]);
    }
    const now = await ctx.app.inject({ method: 'GET', url: '/api/profile/alerts', headers: auth(member.bearer) });
    expect(now.json().data).toMatchObject({ active: true, frequency: 'daily', kinds: ['news'], sector_ids: [], country_ids: [] });
  });

  it('are a member’s own: a visitor is asked to sign in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/alerts' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/profile/alerts', payload: { frequency: 'daily', kinds: ['story'] } })).statusCode).toBe(401);
  });
});

describe('the digest', () => {
  let follower: Awaited<ReturnType<typeof signedInMember>>;
  let arabicReader: Awaited<ReturnType<typeof signedInMember>>;
  let author: Awaited<ReturnType<typeof signedInMember>>;
  const ids: Record<string, number> = {};
  let englishDigest: ReceivedMail;

  beforeAll(async () => {
    follower = await signedInMember(ctx);
    arabicReader = await signedInMember(ctx);
    author = await signedInMember(ctx);
    await ctx.database.db.update(users).set({ language: 'ar' }).where(eq(users.emailNormalized, arabicReader.email.toLowerCase()));
    // Approved before anyone subscribed: in no digest.
    ids.before = await approved('stories', author, { title: 'Approved before the subscription', sectors: [WATER] });
    expect((await subscribe(follower.bearer, { frequency: 'daily', kinds: ['story', 'publication'], sector_ids: [WATER], country_ids: [jordan] })).statusCode).toBe(200);
    expect((await subscribe(arabicReader.bearer, { frequency: 'weekly', kinds: ['story'] })).statusCode).toBe(200);
    ids.match = await approved('stories', author, { title: 'Solar pumps in the Jordan Valley', title_ar: 'مضخات شمسية في وادي الأردن', sectors: [WATER, ENERGY] });
    ids.otherCountry = await approved('stories', author, { title: 'Drip lines in the Nile delta', sectors: [WATER] }, egypt);
    ids.otherSector = await approved('stories', author, { title: 'Rooftop solar in Irbid', sectors: [ENERGY] });
    ids.publication = await approved('publications', author, { title: 'Groundwater atlas of Jordan', publication_sector: 'Water' });
    ids.energyPublication = await approved('publications', author, { title: 'Grid outlook', publication_sector: 'Energy' });
    ids.news = await approved('news-events', author, { title: 'Aquifer agreement signed' });
    await makeDue(follower.email);
    await makeDue(arabicReader.email);
    const sent = await service().sendDue();
    expect(sent.digests).toBeGreaterThanOrEqual(2);
    englishDigest = await ctx.mailbox.waitFor((mail) => isDigestTo(mail, follower.email));
    // Both digests are in before the tests count what arrives after them.
    await ctx.mailbox.waitFor((mail) => isDigestTo(mail, arabicReader.email));
  });

  it('lists only the items approved since the subscription that match its kinds, sectors and country, with their addresses', () => {
    expect(englishDigest.subject).toBe('Your daily WEFE Nexus Hub alerts: 2 new items');
    const text = englishDigest.text;
    expect(text).toContain(`Success stories\n• Solar pumps in the Jordan Valley\n  ${BASE}/wefe-stories/${ids.match}?lang=en`);
    expect(text).toContain(`Publications\n• Groundwater atlas of Jordan\n  ${BASE}/publications/${ids.publication}?lang=en`);
    for (const left of ['Approved before the subscription', 'Drip lines in the Nile delta', 'Rooftop solar in Irbid', 'Grid outlook', 'Aquifer agreement signed']) expect(text).not.toContain(left);
    expect(text).toContain(`${BASE}/profile?tab=alerts&lang=en`);
  });

  it('carries one-click unsubscribe headers (RFC 8058) and the same link in its text', () => {
    const listUnsubscribe = header(englishDigest, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(new RegExp(`^<${BASE}/api/alerts/unsubscribe\\?token=[A-Za-z0-9_-]{43}>$`));
    expect(header(englishDigest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = /token=([A-Za-z0-9_-]+)/.exec(listUnsubscribe!)![1];
    expect(englishDigest.text).toContain(`${BASE}/alerts/unsubscribe?token=${token}&lang=en`);
  });

  it('is written in the member’s language, with the Arabic title where the item has one', async () => {
    const mail = await ctx.mailbox.waitFor((candidate) => isDigestTo(candidate, arabicReader.email));
    expect(mail.subject).toMatch(/^تنبيهاتك الأسبوعية من منصة ترابط WEFE: \d+ عناصر جديدة$/);
    expect(mail.text).toMatch(/\n\nقصص النجاح\n• /);
    expect(mail.text).toContain(`• مضخات شمسية في وادي الأردن\n  ${BASE}/wefe-stories/${ids.match}?lang=ar`);
    // Every country and sector: the Egyptian story too.
    expect(mail.text).toContain('Drip lines in the Nile delta');
  });

  it('is not sent again for the same items, nor before it is due', async () => {
    const digests = () => ctx.mailbox.messages.filter((mail) => isDigestTo(mail, follower.email)).length;
    const count = digests();
    await makeDue(follower.email);
    expect(await service().sendDue()).toEqual({ digests: 0, items: 0 });
    await approved('stories', author, { title: 'Wetland restored at Azraq', sectors: [WATER] });
    // Due again only in a day: the timer sends nothing yet.
    expect(await service().sendDue()).toEqual({ digests: 0, items: 0 });
    expect(digests()).toBe(count);
  });

  it('tells news from events, each under its heading, in the sectors followed', async () => {
    const reader = await signedInMember(ctx);
    expect((await subscribe(reader.bearer, { frequency: 'daily', kinds: ['event', 'news'], sector_ids: [WATER] })).statusCode).toBe(200);
    const event = { post_type_id: '2', implementing_leader: 'Water Lab', starting_date: '2031-05-04', sustainability_status_id: '1' };
    const waterEvent = await approved('news-events', author, { title: 'Irrigation workshop', sectors: [WATER], ...event });
    const waterNews = await approved('news-events', author, { title: 'Basin council agrees allocations', sectors: [WATER] });
    await approved('news-events', author, { title: 'Solar auction opens', sectors: [ENERGY] });
    await makeDue(reader.email);
    await service().sendDue();
    const mail = await ctx.mailbox.waitFor((candidate) => isDigestTo(candidate, reader.email));
    expect(mail.text).toContain(`News\n• Basin council agrees allocations\n  ${BASE}/news-events/${waterNews}?lang=en`);
    expect(mail.text).toContain(`Events\n• Irrigation workshop\n  ${BASE}/news-events/${waterEvent}?lang=en`);
    expect(mail.text).not.toContain('Solar auction opens');
  });

  it('can be asked for now from the profile, with what is new since the last one', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/alerts/digest', headers: auth(follower.bearer) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your digest is on its way to your inbox (new items: 1).', data: { items: 1 } });
    const mail = await ctx.mailbox.waitFor((candidate) => candidate.subject === 'Your daily WEFE Nexus Hub alerts: 1 new item');
    expect(mail.text).toContain('Wetland restored at Azraq');
    const again = await ctx.app.inject({ method: 'POST', url: '/api/profile/alerts/digest', headers: auth(follower.bearer) });
    expect(again.json()).toMatchObject({ message: 'Nothing you follow is new since your last digest: no mail was sent.', data: { items: 0 } });
  });

  it('stops with one click on the link, without signing in, and says so again on a second click', async () => {
    const token = /token=([A-Za-z0-9_-]+)/.exec(header(englishDigest, 'List-Unsubscribe')!)![1]!;
    const click = () =>
      ctx.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${token}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'fr' } });
    const first = await click();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Votre désabonnement est enregistré : plus aucun résumé d’alertes ne sera envoyé à cette adresse.');
    expect((await click()).statusCode).toBe(200);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/profile/alerts', headers: auth(follower.bearer) });
    expect(settings.json().data).toMatchObject({ active: false });

    await approved('stories', author, { title: 'Terraces rebuilt in Ajloun', sectors: [WATER] });
    await makeDue(follower.email);
    const count = ctx.mailbox.messages.filter((mail) => isDigestTo(mail, follower.email)).length;
    expect(await service().sendDue()).toEqual({ digests: 0, items: 0 });
    expect(ctx.mailbox.messages.filter((mail) => isDigestTo(mail, follower.email)).length).toBe(count);
    const now = await ctx.app.inject({ method: 'POST', url: '/api/profile/alerts/digest', headers: auth(follower.bearer) });
    expect(now.statusCode).toBe(404);
  });

  it('refuses a link no subscription has, in the reader’s language', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe?token=not-a-token', headers: { lang: 'ar' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'رابط إلغاء الاشتراك هذا غير صالح. سجّل الدخول وغيّر تنبيهاتك من ملفك الشخصي.' });
  });
});
