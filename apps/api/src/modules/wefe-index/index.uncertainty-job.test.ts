// The uncertainty analysis as the server runs it, off the request path, on a real database: a staff
// change recomputes the scores at once and the rank intervals follow; an analysis overtaken by a newer
// recomputation is thrown away; two instances never run the same analysis at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, openTestDatabase, type TestContext } from '../../../test/helpers.ts';
import type { Db } from '../../db/client.ts';
import { indexComputations, indexScores, indicators } from '../../db/schema.ts';
import { recomputeIndex } from '../index-data/index-data.recompute.ts';
import { runUncertaintyAnalysis } from './index.uncertainty-job.ts';
import { signedInStaff } from '../../../test/factories.ts';

let ctx: TestContext;
// The job's own rules on a database no server runs on, so no scheduled run of the app interferes.
let bare: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  [ctx, bare] = await Promise.all([createTestApp(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), bare.drop()]);
});

const latest = async (db: Db) => (await db.select().from(indexComputations))[0]!;
const intervalsWritten = async (db: Db) => (await db.select({ low: indexScores.rankLow }).from(indexScores)).filter((r) => r.low !== null).length;

describe('the uncertainty analysis off the request path', () => {
  it('follows a staff change that recomputes the index: the scores at once, the intervals when it ends', { timeout: 60_000 }, async () => {
    const db = ctx.database.db;
    const admin = await signedInStaff(ctx, 'admin');
    const before = await latest(db);
    expect(before.uncertaintyDoneAt).not.toBeNull();
    const [calories] = await db.select().from(indicators).where(eq(indicators.code, 'fd_calorie_supply'));
    const body = {
      pillar_id: calories!.pillarId,
      type: calories!.type,
      direction: calories!.direction,
      unit: calories!.unit,
      name_en: calories!.nameEn,
      name_ar: calories!.nameAr,
      name_fr: calories!.nameFr,
      source_name: calories!.sourceName,
      source_url: calories!.sourceUrl,
      licence: calories!.licence,
      log_transform: calories!.logTransform,
      excluded: calories!.excluded,
      target_value: 2500,
      treatment_note: calories!.treatmentNote,
      sort_order: calories!.sortOrder,
    };
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/admin/indicators/${calories!.id}`, headers: { authorization: `Bearer ${admin.bearer}` }, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ target_value: 2500, recomputed: true });
    // A new computation; its intervals are owed until the analysis the change started has run.
    await ctx.app.indexUncertainty.settled();
    const after = await latest(db);
    expect(after.id).toBeGreaterThan(before.id);
    expect(after.uncertaintyDoneAt).not.toBeNull();
    expect(after.uncertaintyRuns).toBe(500);
    const ranking = (await ctx.app.inject({ method: 'GET', url: '/api/indexes?per_page=5' })).json().data;
    for (const entry of ranking) expect(entry.rank_interval).toEqual(expect.objectContaining({ low: expect.any(Number), high: expect.any(Number) }));
    const methodology = (await ctx.app.inject({ method: 'GET', url: '/api/indexes/methodology' })).json().data;
    expect(new Date(methodology.uncertainty.done_at).getTime()).toBeGreaterThanOrEqual(new Date(methodology.method.computed_at).getTime());
  });

  it('throws away an analysis that a newer recomputation overtook, and runs the newer one next', { timeout: 60_000 }, async () => {
    const db = bare.database.db;
    await recomputeIndex(db);
    expect(await intervalsWritten(db)).toBe(0);
    let recomputedMidway = false;
    const overtaken = await runUncertaintyAnalysis(db, {
      runs: 20,
      between: async () => {
        if (recomputedMidway) return;
        recomputedMidway = true;
        await recomputeIndex(db);
      },
    });
    expect(overtaken.outcome).toBe('stale');
    // Nothing of the older analysis reached the newer scores.
    expect(await intervalsWritten(db)).toBe(0);
    expect((await latest(db)).uncertaintyDoneAt).toBeNull();
    const next = await runUncertaintyAnalysis(db, { runs: 20 });
    expect(next.outcome).toBe('done');
    expect(await intervalsWritten(db)).toBeGreaterThan(0);
    expect((await runUncertaintyAnalysis(db, { runs: 20 })).outcome).toBe('nothing');
  });

  it('lets one process run an analysis at a time: another finds it claimed', { timeout: 60_000 }, async () => {
    const db = bare.database.db;
    await recomputeIndex(db);
    let second: Awaited<ReturnType<typeof runUncertaintyAnalysis>> | undefined;
    const first = await runUncertaintyAnalysis(db, {
      runs: 20,
      between: async () => {
        second ??= await runUncertaintyAnalysis(db, { runs: 20 });
      },
    });
    expect(first.outcome).toBe('done');
    expect(second?.outcome).toBe('claimed_elsewhere');
  });

  it('takes over a claim a killed process left, where only one process can use the database', { timeout: 60_000 }, async () => {
    const db = bare.database.db;
    await recomputeIndex(db);
    // A process claimed the analysis and was killed before it ended.
    await db.update(indexComputations).set({ uncertaintyClaimedAt: new Date() });
    expect((await runUncertaintyAnalysis(db, { runs: 20 })).outcome).toBe('claimed_elsewhere');
    expect((await runUncertaintyAnalysis(db, { runs: 20, takeOverClaims: true })).outcome).toBe('done');
  });
});
