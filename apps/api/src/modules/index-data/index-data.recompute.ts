// Recomputes the index from the indicator values in the database and rewrites the computed scores and
// map points, all or nothing. Run by the seed step and after every change to indicator data (staff
// edits here, imports in indicator-imports). It lives above both the index and the maps it writes.
import { inTransaction, type Db } from '../../db/client.ts';
import { createMapsRepo } from '../maps/maps.repo.ts';
import { computeIndex } from '../wefe-index/index.compute.ts';
import { lockIndexData, readComputationInput } from '../wefe-index/index.input.ts';
import { createIndexRepo } from '../wefe-index/index.repo.ts';

/** What a recomputation wrote. */
export interface RecomputeSummary {
  years: number;
  scores: number;
  indicatorScores: number;
  mapPoints: number;
  /** The computation whose rank intervals the uncertainty analysis (wefe-index/index.uncertainty-job.ts) owes. */
  computationId: number;
}

/** Recomputes every year of the index and the computed maps in one transaction. */
export async function recomputeIndex(db: Db): Promise<RecomputeSummary> {
  return inTransaction(db, (tx) => recomputeIndexIn(tx));
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
