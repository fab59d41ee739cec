// Reads the WEFE seed CSVs (indicators.csv, values.csv) into the shapes index.compute.ts takes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { csvObjects } from '../../lib/csv.ts';
import { PILLARS, SUB_PILLARS, type Direction, type IndicatorDefinition, type IndicatorValue, type Pillar, type SubPillar } from './index.compute.ts';

/** The folder of the shipped WEFE seed data. */
export const WEFE_SEED_DIR = fileURLToPath(new URL('../../seed/data/wefe/', import.meta.url));

/** Reads indicators.csv and values.csv from a folder (by default the seed folder). */
export function loadWefeData(dir: string = WEFE_SEED_DIR): { indicators: IndicatorDefinition[]; values: IndicatorValue[] } {
  const indicators = csvObjects(readFileSync(`${dir}/indicators.csv`, 'utf8')).map((r) => {
    if (!PILLARS.includes(r.pillar as Pillar)) throw new Error(`unknown pillar ${r.pillar} for ${r.indicator_id}`);
    if (!SUB_PILLARS.includes(r.type as SubPillar)) throw new Error(`unknown type ${r.type} for ${r.indicator_id}`);
    if (r.direction !== 'higher_is_better' && r.direction !== 'lower_is_better') {
      throw new Error(`unknown direction ${r.direction} for ${r.indicator_id}`);
    }
    return {
      indicatorId: r.indicator_id ?? '',
      pillar: r.pillar as Pillar,
      type: r.type as SubPillar,
      direction: r.direction as Direction,
    };
  });
  const values = csvObjects(readFileSync(`${dir}/values.csv`, 'utf8')).map((r) => ({
    iso3: r.iso3 ?? '',
    indicatorId: r.indicator_id ?? '',
    year: Number(r.year),
    value: Number(r.value),
  }));
  return { indicators, values };
}

/** One row of the validation reference: a country's SDSN goal scores in a year (null where the file is blank). */
export interface ReferenceScores {
  iso3: string;
  year: number;
  goal_2: number | null;
  goal_6: number | null;
  goal_7: number | null;
  goal_15: number | null;
  sdg_index: number | null;
}

let referenceCache: ReferenceScores[] | undefined;

/** Reads sdr-goal-scores.csv (the external reference of docs/methodology.md), once per process. */
export function loadReferenceScores(dir: string = WEFE_SEED_DIR): ReferenceScores[] {
  if (dir === WEFE_SEED_DIR && referenceCache) return referenceCache;
  const number = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text));
  const rows = csvObjects(readFileSync(`${dir}/sdr-goal-scores.csv`, 'utf8')).map((r) => ({
    iso3: r.iso3 ?? '',
    year: Number(r.year),
    goal_2: number(r.goal_2_score),
    goal_6: number(r.goal_6_score),
    goal_7: number(r.goal_7_score),
    goal_15: number(r.goal_15_score),
    sdg_index: number(r.sdg_index_score),
  }));
  if (dir === WEFE_SEED_DIR) referenceCache = rows;
  return rows;
}
