// Sample publications are seeded once in a database's life and are public at once.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { publications } from '../schema.ts';
import { samplePublications } from './data/sample-publications.ts';
import { seedSamplePublications } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('seeds the samples once, marked as samples, and never again after staff delete them', async () => {
  expect(await seedSamplePublications(ctx.database.db)).toBe(samplePublications.length);
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/publications?per_page=100' })).json();
  expect(list.meta.total).toBe(samplePublications.length);
  expect(list.data.every((p: { summary: string }) => /Sample content/.test(p.summary))).toBe(true);
  expect(await seedSamplePublications(ctx.database.db)).toBe(0);
  await ctx.database.db.delete(publications).where(like(publications.summary, 'Sample content%'));
  expect(await seedSamplePublications(ctx.database.db)).toBe(0);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/publications' })).json().meta.total).toBe(0);
});
