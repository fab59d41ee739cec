// The index's input as the database holds it, and the lock its writers take turns on. The
// recomputation that writes scores and map points from it is index-data's (index-data.recompute.ts):
// the maps read the index, so the index does not write the maps.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PILLARS, type ComputeIndexInput, type IndicatorTreatment, type Pillar } from './index.compute.ts';
import { createIndexRepo } from './index.repo.ts';

// Any fixed number: writers of indicator data and recomputations take turns on it.
const INDEX_LOCK_ID = 7_243_020;

/**
 * Makes the caller's transaction the only writer of indicator data and scores until it ends, so two
 * imports or recomputations never interleave. Safe to take again in the same transaction.
 */
export async function lockIndexData(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INDEX_LOCK_ID})`);
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

function isPillar(slug: string): slug is Pillar {
  return (PILLARS as readonly string[]).includes(slug);
}
