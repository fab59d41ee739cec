// Recomputes the index from the indicator values in the database and rewrites the computed scores and
// map points, all or nothing. Run by the seed step and after every change to indicator data.
import { sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { createMapsRepo } from '../maps/maps.repo.ts';
import { computeIndex, PILLARS, type ComputeIndexInput, type IndicatorTreatment, type Pillar } from './index.compute.ts';
import { createIndexRepo } from './index.repo.ts';

/** What a recomputation wrote. */
export interface RecomputeSummary {
  years: number;
  scores: number;
  indicatorScores: number;
  mapPoints: number;
  /** The computation whose rank intervals the uncertainty analysis (index.uncertainty-job.ts) owes. */
  computationId: number;
}

// Any fixed number: writers of indicator data and recomputations take turns on it.
const INDEX_LOCK_ID = 7_243_020;

/**
 * Makes the caller's transaction the only writer of indicator data and scores until it ends, so two
 * imports or recomputations never interleave. Safe to take again in the same transaction.
 */
export async function lockIndexData(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INDEX_LOCK_ID})`);
}

/** Recomputes every year of the index and the computed maps in one transaction. */
export async function recomputeIndex(db: Db): Promise<RecomputeSummary> {
  return inTransaction(db, (tx) => recomputeIndexIn(tx));
}

/**
 * Reads the index's input from the database as index.compute.ts takes it. The treatments live with
 * each indicator in the database, so staff edits take effect here.
 */
export async function readComputationInput(db: Db) {
  const { definitions, values, countryIds, pillarIds } = await createIndexRepo(db).computationInput();
  const treatments: Record<string, IndicatorTreatment> = {};
  for (const d of definitions) {
    treatments[d.code] = { logTransform: d.logTransform, excluded: d.excluded, target: d.target, reason: d.note ?? '' };
  }
  const input: ComputeIndexInput = {
    indicators: definitions.flatMap((d) =>
      isPillar(d.pillar) ? [{ indicatorId: d.code, pillar: d.pillar, type: d.type, direction: d.direction }] : [],
    ),
    values: values.map((v) => ({ iso3: v.iso3, indicatorId: v.code, year: v.year, value: v.value })),
    treatments,
  };
  return { input, countryIds, pillarIds, indicatorIds: new Map(definitions.map((d) => [d.code, d.id])) };
}

/** Recomputes every year of the index and the computed maps inside the caller's transaction. */
export async function recomputeIndexIn(tx: Db): Promise<RecomputeSummary> {
  await lockIndexData(tx);
  const { input, countryIds, pillarIds, indicatorIds } = await readComputationInput(tx);
  const result = computeIndex(input);
  const written = await createIndexRepo(tx).replaceScores(result, { countryIds, pillarIds, indicatorIds });
  const mapPoints = await createMapsRepo(tx).regenerateComputedPoints();
  return { years: result.years.length, ...written, mapPoints };
}

function isPillar(slug: string): slug is Pillar {
  return (PILLARS as readonly string[]).includes(slug);
}
