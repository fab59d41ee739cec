// Sample publications, stories, and news and events are seeded once in a database's life and are public at once.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { newsEvents, publications, stories } from '../db/schema.ts';
import { SAMPLE_NEWS_EVENT_MARK, sampleNewsEvents } from './data/sample-news-events.ts';
import { samplePublications } from './data/sample-publications.ts';
import { SAMPLE_STORY_MARK, sampleStories } from './data/sample-stories.ts';
import { seedSampleNewsEvents, seedSamplePublications, seedSampleStories } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('seeds the starter publications once, each linking to its publisher with its language, and never again after staff delete them', async () => {
  expect(await seedSamplePublications(ctx.database.db)).toBe(samplePublications.length);
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/publications?per_page=100' })).json();
  expect(list.meta.total).toBe(samplePublications.length);
  type Listed = { title: string; publication_link: string | null; content_language: string };
  for (const sample of samplePublications) {
    const listed = (list.data as Listed[]).find((p) => p.title === sample.title);
    expect(listed, sample.title).toMatchObject({ publication_link: sample.link, content_language: sample.language });
    expect(sample.link, sample.title).toMatch(/^https:\/\//);
    expect(sample.licence, sample.title).not.toBe('');
  }
  // A first visitor reading French finds one written in French.
  expect((await ctx.app.inject({ method: 'GET', url: '/api/publications?content_language=fr' })).json().meta.total).toBeGreaterThan(0);
  expect(await seedSamplePublications(ctx.database.db)).toBe(0);
  await ctx.database.db.delete(publications);
  expect(await seedSamplePublications(ctx.database.db)).toBe(0);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/publications' })).json().meta.total).toBe(0);
});

it('seeds the sample stories once, approved, marked, varied, in three languages', async () => {
  expect(await seedSampleStories(ctx.database.db)).toBe(sampleStories.length);
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/stories?per_page=100' })).json();
  expect(list.meta.total).toBe(sampleStories.length);
  type Sample = { title: string; desc: string; progress: string; country: { id: number }; sectors: unknown[]; original: { desc: string; title_ar: string | null } };
  const samples = list.data as Sample[];
  expect(samples.every((s) => s.desc.startsWith(SAMPLE_STORY_MARK) && s.original.desc.startsWith(SAMPLE_STORY_MARK))).toBe(true);
  expect(samples.every((s) => /^(Sample: |Exemple : )/.test(s.title) && s.original.title_ar?.startsWith('نموذج: '))).toBe(true);
  expect(new Set(samples.map((s) => s.progress))).toEqual(new Set(['ongoing', 'completed', 'tbd']));
  expect(new Set(samples.map((s) => s.country.id)).size).toBe(sampleStories.length);
  expect(samples.every((s) => s.sectors.length > 0)).toBe(true);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/stories?region=MENA&per_page=100' })).json().meta.total).toBe(6);
  const arabic = (await ctx.app.inject({ method: 'GET', url: '/api/stories?per_page=1', headers: { lang: 'ar' } })).json().data[0];
  expect(arabic.title).toMatch(/^نموذج: /);
  expect(await seedSampleStories(ctx.database.db)).toBe(0);
  await ctx.database.db.delete(stories).where(like(stories.description, `${SAMPLE_STORY_MARK}%`));
  expect(await seedSampleStories(ctx.database.db)).toBe(0);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/stories' })).json().meta.total).toBe(0);
});

it('seeds the sample news and events once, approved, marked, in three languages, with upcoming events from the day of seeding', async () => {
  expect(await seedSampleNewsEvents(ctx.database.db)).toBe(sampleNewsEvents.length);
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/news-events?per_page=100' })).json();
  expect(list.meta.total).toBe(sampleNewsEvents.length);
  type Sample = { title: string; desc: string; type: string; starting_date: string; images: unknown[]; status: string };
  const samples = list.data as Sample[];
  expect(samples.every((s) => s.desc.startsWith(SAMPLE_NEWS_EVENT_MARK) && s.status === 'approved' && s.images.length === 0)).toBe(true);
  expect(samples.every((s) => /^(Sample: |Exemple : |نموذج: )/.test(s.title))).toBe(true);
  expect(new Set(samples.map((s) => s.title.split(' ')[0]))).toEqual(new Set(['Sample:', 'Exemple', 'نموذج:']));
  expect(new Set(samples.map((s) => s.type))).toEqual(new Set(['news', 'event']));
  // The detail page's 'Upcoming' box and the Events tab always have items on a fresh hub.
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = (await ctx.app.inject({ method: 'GET', url: '/api/news-events?type=event&upcoming=true&limit=3' })).json();
  expect(upcoming.data).toHaveLength(3);
  expect(upcoming.meta.total).toBeGreaterThanOrEqual(3);
  expect(upcoming.data.every((s: Sample) => s.starting_date.slice(0, 10) > today)).toBe(true);
  const starts = upcoming.data.map((s: Sample) => s.starting_date);
  expect(starts).toEqual([...starts].sort());
  expect((await ctx.app.inject({ method: 'GET', url: '/api/news-events?type=news&limit=3' })).json().data).toHaveLength(3);
  expect(await seedSampleNewsEvents(ctx.database.db)).toBe(0);
  await ctx.database.db.delete(newsEvents).where(like(newsEvents.description, `${SAMPLE_NEWS_EVENT_MARK}%`));
  expect(await seedSampleNewsEvents(ctx.database.db)).toBe(0);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/news-events' })).json().meta.total).toBe(0);
});

it('keeps WEFE data staff may have changed, and recomputes the index when its scores are missing', async () => {
  const { seedWefeData } = await import('./wefe.ts');
  const { indexScores, indicatorValues } = await import('../db/schema.ts');
  const { count } = await import('drizzle-orm');
  const db = ctx.database.db;
  const [before] = await db.select({ n: count() }).from(indexScores);
  expect(await seedWefeData(db)).toEqual({ seeded: false, upgraded: false, recomputed: false });
  await db.delete(indexScores);
  expect(await seedWefeData(db)).toEqual({ seeded: false, upgraded: false, recomputed: true });
  const [after] = await db.select({ n: count() }).from(indexScores);
  expect(after!.n).toBe(before!.n);
  const [values] = await db.select({ n: count() }).from(indicatorValues);
  expect(values!.n).toBe(22237);
});

it('upgrades a database seeded before the method of issue 25 once: new water series with values and maps, new treatments where staff changed nothing', async () => {
  const { seedWefeData, WEFE_METHOD_MARKER } = await import('./wefe.ts');
  const { indexYears, indicators, indicatorValues, maps, systemSettings } = await import('../db/schema.ts');
  const { count, eq, inArray } = await import('drizzle-orm');
  const db = ctx.database.db;
  // The database as the first release left it: no marker, no SDG 6.4.2 or total-water series, the
  // first-shipped treatments, and one indicator whose treatment staff changed.
  await db.delete(systemSettings).where(eq(systemSettings.key, WEFE_METHOD_MARKER));
  await db.delete(indicators).where(inArray(indicators.code, ['wat_water_stress', 'wat_renewable_total_pc']));
  const firstShipped = { logTransform: true, excluded: false, targetValue: null, treatmentNote: 'first release' };
  await db.update(indicators).set(firstShipped).where(inArray(indicators.code, ['wat_withdrawal_share_internal', 'en_primary_energy_pc', 'en_electricity_gen_pc']));
  await db.update(indicators).set({ logTransform: false, excluded: false, targetValue: null, treatmentNote: null }).where(eq(indicators.code, 'fd_calorie_supply'));
  await db.update(indicators).set({ logTransform: false, excluded: false, targetValue: null, treatmentNote: 'kept by staff' }).where(eq(indicators.code, 'eco_co2_per_capita'));
  await db.delete(indexYears);

  expect(await seedWefeData(db)).toEqual({ seeded: false, upgraded: true, recomputed: true });
  const byCode = async (code: string) => (await db.select().from(indicators).where(eq(indicators.code, code)))[0]!;
  const stress = await byCode('wat_water_stress');
  expect(stress).toMatchObject({ excluded: false, logTransform: true, targetValue: 25 });
  const [stressValues] = await db.select({ n: count() }).from(indicatorValues).where(eq(indicatorValues.indicatorId, stress.id));
  expect(stressValues!.n).toBe(1291);
  expect(await db.select().from(maps).where(eq(maps.indicatorId, stress.id))).toHaveLength(1);
  expect(await byCode('wat_renewable_total_pc')).toMatchObject({ excluded: false, logTransform: true });
  expect(await byCode('wat_withdrawal_share_internal')).toMatchObject({ excluded: true });
  expect(await byCode('en_primary_energy_pc')).toMatchObject({ excluded: true });
  expect(await byCode('en_electricity_gen_pc')).toMatchObject({ excluded: false, targetValue: 1000 });
  expect(await byCode('fd_calorie_supply')).toMatchObject({ targetValue: 2100 });
  // Staff had changed this one: the upgrade leaves it as they set it.
  expect(await byCode('eco_co2_per_capita')).toMatchObject({ excluded: false, logTransform: false, treatmentNote: 'kept by staff' });
  expect((await db.select({ n: count() }).from(indexYears))[0]!.n).toBeGreaterThan(0);
  // Once in a database's life.
  expect(await seedWefeData(db)).toEqual({ seeded: false, upgraded: false, recomputed: false });
});
