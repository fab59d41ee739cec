// Feeds (issue 30): Atom per kind and language with the newest approved items, and an iCalendar feed
// of upcoming events that calendar apps subscribe to; parsed here with an XML parser and ical.js.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, minimalSubmission, signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../media/media.fixtures.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let jordan: number;
const BASE = 'http://localhost:3000';
const ids: Record<string, number> = {};
const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

async function submit(kind: keyof typeof minimalSubmission, fields: Record<string, string>) {
  const { payload, headers } = multipart(Object.entries({ ...minimalSubmission[kind](fields.title!, jordan), ...fields }).map(([name, value]) => ({ name, value })));
  const res = await ctx.app.inject({ method: 'POST', url: `/api/${kind}`, payload, headers: { ...headers, ...auth(member.bearer) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
async function approved(kind: keyof typeof minimalSubmission, fields: Record<string, string>) {
  const id = await submit(kind, fields);
  expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/approve`, headers: auth(staff.bearer) })).statusCode).toBe(200);
  return id;
}

const eventFields = (title: string, start: string, end: string) => ({
  title,
  desc: `${title}: two days on irrigation scheduling & <pumps>.`,
  post_type_id: '2',
  starting_date: start,
  end_date: end,
  implementing_leader: 'Water Lab',
  sustainability_status_id: '1',
  location: 'Amman',
});

beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  staff = await signedInStaff(ctx, 'reviewer');
  jordan = await countryId(ctx, 'JO');
  ids.story = await approved('stories', { title: 'Solar pumps & drip lines', desc: 'Farmers replaced diesel pumps with solar pumps.', title_ar: 'مضخات شمسية', description_ar: 'استبدل المزارعون مضخات الديزل.' });
  ids.pendingStory = await submit('stories', { title: 'A story under review' });
  ids.event = await approved('news-events', eventFields('Irrigation workshop', '2031-05-04', '2031-05-05'));
  ids.timedEvent = await approved('news-events', eventFields('Basin council webinar', '2031-06-10T09:30', '2031-06-10T11:00'));
  ids.pastEvent = await approved('news-events', eventFields('Past forum', '2001-01-10', '2001-01-11'));
  ids.news = await approved('news-events', { title: 'Aquifer agreement signed', desc: 'Councils signed.' });
  ids.publication = await approved('publications', { title: 'Groundwater outlook 2030', summary: 'Abstraction trends in three basins.' });
  ids.pendingPublication = await submit('publications', { title: 'A report under review' });
});
afterAll(() => ctx.close());

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['entry', 'link', 'author'].includes(name) });
type Entry = { id: string; title: string | { '#text': string }; link: Array<{ href: string }>; summary?: string | { '#text': string }; updated: string; published?: string; author?: Array<{ name: string }> };
const text = (value: string | { '#text': string } | undefined) => (typeof value === 'object' ? value['#text'] : value);

async function atom(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  return (parser.parse(res.body) as { feed: { xmlns: string; title: string | { '#text': string }; id: string; link: Array<{ rel?: string; href: string }>; updated: string; entry?: Entry[] } }).feed;
}

describe('Atom feeds', () => {
  it('carry the newest approved stories with their address in the language, summary and dates, and nothing under review', async () => {
    const feed = await atom('/feeds/stories.atom?lang=en');
    expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(text(feed.title)).toBe('WEFE Nexus Hub: new stories');
    expect(feed.link.map((link) => link.href)).toContain(`${BASE}/feeds/stories.atom?lang=en`);
    const entries = feed.entry ?? [];
    const story = entries.find((entry) => entry.id === `${BASE}/wefe-stories/${ids.story}`)!;
    expect(text(story.title)).toBe('Solar pumps & drip lines');
    expect(story.link[0]?.href).toBe(`${BASE}/wefe-stories/${ids.story}?lang=en`);
    expect(text(story.summary)).toBe('Farmers replaced diesel pumps with solar pumps.');
    expect(story.author?.[0]?.name).toBe('Jordan Valley Farmers Cooperative');
    expect(Number.isNaN(Date.parse(story.updated))).toBe(false);
    expect(entries.some((entry) => entry.id.endsWith(`/wefe-stories/${ids.pendingStory}`))).toBe(false);
  });

  it('speak the language asked for: the feed’s texts, the Arabic title where the story has one, the addresses', async () => {
    const feed = await atom('/feeds/stories.atom?lang=ar');
    expect(text(feed.title)).toBe('منصة ترابط WEFE: قصص جديدة');
    const story = (feed.entry ?? []).find((entry) => entry.id === `${BASE}/wefe-stories/${ids.story}`)!;
    expect(text(story.title)).toBe('مضخات شمسية');
    expect(story.link[0]?.href).toBe(`${BASE}/wefe-stories/${ids.story}?lang=ar`);
  });

  it("carry the newest approved publications with their author and summary, in the feed's language", async () => {
    const feed = await atom('/feeds/publications.atom?lang=fr');
    expect(text(feed.title)).toBe('Plateforme Nexus WEFE : nouvelles publications');
    const entries = feed.entry ?? [];
    const publication = entries.find((entry) => entry.id === `${BASE}/publications/${ids.publication}`)!;
    expect(text(publication.title)).toBe('Groundwater outlook 2030');
    expect(publication.link[0]?.href).toBe(`${BASE}/publications/${ids.publication}?lang=fr`);
    expect(text(publication.summary)).toBe('Abstraction trends in three basins.');
    expect(publication.author?.[0]?.name).toBe('Water Lab');
    expect(entries.some((entry) => entry.id.endsWith(`/publications/${ids.pendingPublication}`))).toBe(false);
  });

  it('keep news and events apart', async () => {
    const news = (await atom('/feeds/news.atom?lang=fr')).entry ?? [];
    const events = (await atom('/feeds/events.atom?lang=fr')).entry ?? [];
    expect(news.map((entry) => entry.id)).toEqual([`${BASE}/news-events/${ids.news}`]);
    expect(events.map((entry) => entry.id).sort()).toEqual([ids.event, ids.timedEvent, ids.pastEvent].map((id) => `${BASE}/news-events/${id}`).sort());
  });

  it('answer 404 for a kind there is no feed of', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/feeds/users.atom' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the events calendar', () => {
  it('holds the approved events that have not ended, whole days as dates and timed ones as entered', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/feeds/events.ics?lang=fr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Plateforme Nexus WEFE : événements à venir');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary).sort()).toEqual(['Basin council webinar', 'Irrigation workshop']);

    const workshop = events.find((event) => event.summary === 'Irrigation workshop')!;
    expect(workshop.startDate.isDate).toBe(true);
    expect(workshop.startDate.toString()).toBe('2031-05-04');
    // Whole days end the day after the last one (DTEND is exclusive).
    expect(workshop.endDate.toString()).toBe('2031-05-06');
    expect(workshop.location).toBe('Amman');
    expect(workshop.description).toBe('Irrigation workshop: two days on irrigation scheduling & <pumps>.');
    expect(workshop.component.getFirstPropertyValue('url')).toBe(`${BASE}/news-events/${ids.event}?lang=fr`);

    const webinar = events.find((event) => event.summary === 'Basin council webinar')!;
    expect(webinar.startDate.isDate).toBe(false);
    expect(webinar.startDate.toString()).toBe('2031-06-10T09:30:00');
    expect(webinar.endDate.toString()).toBe('2031-06-10T11:00:00');
  });
});
