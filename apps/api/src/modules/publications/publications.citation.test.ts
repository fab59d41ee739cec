// "Cite this" (issue 30): a publication as APA text, and as BibTeX and RIS files that reference
// managers import; only what the caller may see is cited.
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { multipart } from '../media/media.fixtures.ts';
import { citationAuthors } from './publications.citation.ts';

let ctx: TestContext;
let approvedId: number;
let pendingId: number;
const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });

beforeAll(async () => {
  ctx = await createTestApp();
  const member = await signedInMember(ctx);
  const staff = await signedInStaff(ctx, 'reviewer');
  const submit = async (fields: Record<string, string>) => {
    const { payload, headers } = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/publications', payload, headers: { ...headers, ...auth(member.bearer) } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  approvedId = await submit({
    title: 'Groundwater & solar pumping in the Jordan Valley',
    publication_type_id: '6',
    publication_author: 'Amal Haddad, Water Lab',
    publication_date: '2024-03-05',
    summary: 'How solar pumps changed groundwater use.',
    keywords: 'water, energy',
  });
  pendingId = await submit({ title: 'Under review', publication_type_id: '1', publication_author: 'Water Lab', publication_date: '2024-01-01' });
  expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/publications/${approvedId}/approve`, headers: auth(staff.bearer) })).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const address = () => `http://localhost:3000/publications/${approvedId}`;

describe('citations of a publication', () => {
  it('answers the APA text with its authors, year, title and address (a journal article: no publisher)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/publications/${approvedId}/citation` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      format: 'apa',
      text: `Amal Haddad & Water Lab. (2024). Groundwater & solar pumping in the Jordan Valley. ${address()}`,
    });
  });

  it('downloads a BibTeX file that a BibTeX parser reads back as the same article', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/publications/${approvedId}/citation.bib` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="wefe-publication-${approvedId}.bib"`);
    expect(res.body).toMatch(/^@article\{/);
    const [entry] = (new Cite(res.body) as unknown as { data: Array<{ type: string; title: string; author: Array<Record<string, string>>; issued: { 'date-parts': number[][] }; URL: string }> }).data;
    expect(entry).toMatchObject({ type: 'article-journal', title: 'Groundwater & solar pumping in the Jordan Valley', URL: address() });
    // Each author is one braced name in BibTeX (kept as written), read back whole (as a family name).
    expect(entry!.author).toEqual([{ family: 'Amal Haddad' }, { family: 'Water Lab' }]);
    expect(entry!.issued['date-parts'][0]![0]).toBe(2024);
  });

  it('downloads an RIS file with the tags reference managers read', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/publications/${approvedId}/citation.ris` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
    const lines = res.body.trim().split(/\r?\n/);
    const tags = lines.map((line) => /^([A-Z][A-Z0-9]) {2}- ?(.*)$/.exec(line)).map((match) => [match?.[1], match?.[2]]);
    expect(tags.every(([tag]) => tag !== undefined), res.body).toBe(true);
    expect(tags[0]).toEqual(['TY', 'JOUR']);
    expect(tags.at(-1)?.[0]).toBe('ER');
    const values = (tag: string) => tags.filter(([name]) => name === tag).map(([, value]) => value);
    expect(values('TI')).toEqual(['Groundwater & solar pumping in the Jordan Valley']);
    expect(values('AU')).toEqual(['Amal Haddad', 'Water Lab']);
    expect(values('PY')).toEqual(['2024']);
    expect(values('UR')).toEqual([address()]);
  });

  it('cites nothing a visitor may not see, and a missing publication is 404 in the reader’s language', async () => {
    for (const url of [`/api/publications/${pendingId}/citation`, `/api/publications/${pendingId}/citation.ris`, '/api/publications/999999/citation.bib']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('citationAuthors', () => {
  it('keeps each author as written, a person or an organisation', () => {
    expect(citationAuthors('Amal Haddad, Water Lab; Rami Saleh')).toEqual([{ literal: 'Amal Haddad' }, { literal: 'Water Lab' }, { literal: 'Rami Saleh' }]);
  });
});
