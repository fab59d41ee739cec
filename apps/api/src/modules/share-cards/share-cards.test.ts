// Share cards (issue 30): the 1200 x 630 picture of a shared link, drawn in the page's language, for
// public items and country profiles only.
import { CONTENT_ADDRESSES, CONTENT_TYPES, type ContentType } from '@wefe/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, minimalSubmission, signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../media/media.fixtures.ts';
import { countryFigure } from './share-cards.service.ts';
import { titleLines } from './share-cards.svg.ts';

let ctx: TestContext;
let approvedStory: number;
let pendingStory: number;
const ids: Record<'publication' | 'pendingPublication' | 'news' | 'event', number> = { publication: 0, pendingPublication: 0, news: 0, event: 0 };
const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

beforeAll(async () => {
  ctx = await createTestApp();
  const member = await signedInMember(ctx);
  const staff = await signedInStaff(ctx, 'reviewer');
  const jordan = await countryId(ctx, 'JO');
  const submitAs = async (kind: keyof typeof minimalSubmission, title: string, extra: Record<string, string> = {}) => {
    const { payload, headers } = multipart(Object.entries({ ...minimalSubmission[kind](title, jordan), ...extra }).map(([name, value]) => ({ name, value })));
    const res = await ctx.app.inject({ method: 'POST', url: `/api/${kind}`, payload, headers: { ...headers, ...auth(member.bearer) } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const approve = async (kind: keyof typeof minimalSubmission, id: number) =>
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/approve`, headers: auth(staff.bearer) })).statusCode).toBe(200);
  approvedStory = await submitAs('stories', 'Solar pumps for the Jordan Valley', { title_ar: 'مضخات شمسية لوادي الأردن' });
  pendingStory = await submitAs('stories', 'Still under review');
  await approve('stories', approvedStory);
  ids.publication = await submitAs('publications', 'Groundwater outlook 2030');
  await approve('publications', ids.publication);
  ids.pendingPublication = await submitAs('publications', 'A report under review');
  // The same title as news and as an event: only the card's label tells them apart.
  ids.news = await submitAs('news-events', 'Basin council meets in Amman', { post_type_id: '1' });
  ids.event = await submitAs('news-events', 'Basin council meets in Amman', { post_type_id: '2', implementing_leader: 'Water Lab', starting_date: '2031-05-04', sustainability_status_id: '1' });
  await approve('news-events', ids.news);
  await approve('news-events', ids.event);
});
afterAll(() => ctx.close());

async function card(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload };
}

describe('share cards', () => {
  it("draw a public story's card as a 1200 x 630 PNG, different in each language", async () => {
    const english = await card(`/api/share-cards/story/${approvedStory}.png?lang=en`);
    expect(english.status).toBe(200);
    expect(english.type).toBe('image/png');
    const metadata = await sharp(english.body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    const arabic = await card(`/api/share-cards/story/${approvedStory}.png?lang=ar`);
    expect(arabic.status).toBe(200);
    expect(Buffer.compare(english.body, arabic.body)).not.toBe(0);
  });

  it("draw a public publication's and news item's or event's card, labelled news or event as it is", async () => {
    const publication = await card(`/api/share-cards/publication/${ids.publication}.png?lang=fr`);
    expect([publication.status, publication.type]).toEqual([200, 'image/png']);
    const news = await card(`/api/share-cards/news-event/${ids.news}.png?lang=en`);
    const event = await card(`/api/share-cards/news-event/${ids.event}.png?lang=en`);
    expect([news.status, event.status]).toEqual([200, 200]);
    expect((await sharp(event.body).metadata()).height).toBe(630);
    expect(Buffer.compare(news.body, event.body)).not.toBe(0);
    expect((await card(`/api/share-cards/publication/${ids.pendingPublication}.png`)).status).toBe(404);
  });

  it('draw every reviewable type’s approved item at the card address the contract names, which the web’s pages link', async () => {
    const approved: Record<ContentType, number> = { publications: ids.publication, stories: approvedStory, 'news-events': ids.event };
    for (const type of CONTENT_TYPES) {
      const url = `/api/share-cards/${CONTENT_ADDRESSES[type].card}/${approved[type]}.png?lang=ar`;
      expect((await card(url)).status, url).toBe(200);
    }
  });

  it("draw a country profile's card", async () => {
    const jordan = await card('/api/share-cards/country/JOR.png?lang=fr');
    expect(jordan.status).toBe(200);
    expect((await sharp(jordan.body).metadata()).width).toBe(1200);
  });

  it('draw nothing for an item under review, an unknown item or kind', async () => {
    for (const url of [`/api/share-cards/story/${pendingStory}.png`, '/api/share-cards/story/999999.png', '/api/share-cards/user/1.png', '/api/share-cards/country/XXX.png', '/api/share-cards/story/abc.png']) {
      expect((await card(url)).status, url).toBe(404);
    }
  });
});

describe('titleLines', () => {
  it('wraps a title at spaces into at most four lines, the last cut with an ellipsis', () => {
    expect(titleLines('Solar pumping for smallholder farms in the Jordan Valley')).toEqual(['Solar pumping for smallholder', 'farms in the Jordan Valley']);
    const long = titleLines('word '.repeat(60));
    expect(long).toHaveLength(4);
    expect(long[3]!.endsWith('…')).toBe(true);
  });
});

describe('countryFigure', () => {
  const jordan = { name: 'Jordan', year: 2022, value: 61.43, rank: 12, rankedAmong: 150, rankLow: 9, rankHigh: 15 };
  it('gives the score, the rank among the ranked and its likely range, as the profile does, as each language writes numbers', () => {
    expect(countryFigure(jordan, 'en')).toBe('WEFE Index 2022: 61.4 / 100, rank 12 of 150 (likely 9–15)');
    expect(countryFigure(jordan, 'ar')).toBe('مؤشر WEFE ‏2022: ‏61.4 من 100، المرتبة 12 من 150 (على الأرجح 9–15)');
    expect(countryFigure({ ...jordan, rankLow: null, rankHigh: null }, 'fr')).toBe('Indice WEFE 2022 : 61,4 / 100, rang 12 sur 150');
    expect(countryFigure({ ...jordan, rank: null }, 'en')).toBe('WEFE Index 2022: 61.4 / 100');
    expect(countryFigure({ ...jordan, value: null }, 'en')).toBeUndefined();
  });
});
