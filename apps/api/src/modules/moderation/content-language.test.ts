// Every submission records the language it is written in: the member says so, or it is the language
// they were using; an edit can correct it; the public lists filter by it.
import { apiMessages } from '@wefe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, minimalSubmission, signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../media/media.fixtures.ts';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInMember>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let jordan: number;
beforeAll(async () => {
  ctx = await createTestApp();
  member = await signedInMember(ctx);
  staff = await signedInStaff(ctx, 'reviewer');
  jordan = await countryId(ctx, 'JO');
});
afterAll(() => ctx.close());

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

/** Each content type and its owner's edit address. */
const TYPES = [
  { type: 'publications', edit: 'my-publications' },
  { type: 'stories', edit: 'my-stories' },
  { type: 'news-events', edit: 'my-news-events' },
] as const;

describe.each(TYPES)('$type', (t) => {
  async function submit(title: string, extra: Record<string, string>, lang: string) {
    const { payload, headers } = multipart(Object.entries({ ...minimalSubmission[t.type](title, jordan), ...extra }).map(([name, value]) => ({ name, value })));
    return ctx.app.inject({ method: 'POST', url: `/api/${t.type}`, payload, headers: { ...headers, ...auth(member.bearer), lang } });
  }
  async function approved(title: string, extra: Record<string, string>, lang = 'en') {
    const res = await submit(title, extra, lang);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/${t.type}/${id}/approve`, headers: auth(staff.bearer) })).statusCode).toBe(200);
    return res.json().data as { id: number; content_language: string };
  }

  it('records the language said, else the one the member was using, and refuses one the hub does not have', async () => {
    expect((await approved(`Said in Arabic ${t.type}`, { content_language: 'ar' }, 'fr')).content_language).toBe('ar');
    expect((await approved(`Not said ${t.type}`, {}, 'fr')).content_language).toBe('fr');
    const refused = await submit(`German ${t.type}`, { content_language: 'de' }, 'ar');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ content_language: [apiMessages.ar['validation.unknown_option']] });
  });

  it('lists only the items in the language asked for, and an edit corrects the language', async () => {
    const french = await approved(`Écrit en français ${t.type}`, { content_language: 'fr' });
    const english = await approved(`Written in English ${t.type}`, { content_language: 'en' });
    const listed = async (language: string) =>
      ((await ctx.app.inject({ method: 'GET', url: `/api/${t.type}?content_language=${language}&per_page=100` })).json().data as Array<{ id: number; content_language: string }>);
    const inFrench = await listed('fr');
    expect(inFrench.map((item) => item.id)).toContain(french.id);
    expect(inFrench.map((item) => item.id)).not.toContain(english.id);
    expect(inFrench.every((item) => item.content_language === 'fr')).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/${t.type}?content_language=xx` })).statusCode).toBe(422);

    const { payload, headers } = multipart([
      { name: '_method', value: 'PUT' },
      { name: 'content_language', value: 'ar' },
    ]);
    const edited = await ctx.app.inject({ method: 'POST', url: `/api/${t.edit}/${english.id}`, payload, headers: { ...headers, ...auth(member.bearer) } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.content_language).toBe('ar');
  });
});
