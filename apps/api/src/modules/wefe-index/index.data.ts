// Reads the WEFE seed CSVs (indicators.csv, values.csv) into the shapes index.compute.ts takes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { csvObjects } from '../../lib/csv.ts';
import { PILLARS, SUB_PILLARS, type Direction, type IndicatorDefinition, type IndicatorValue, type Pillar, type SubPillar } from './index.compute.ts';

/** The folder of the shipped WEFE seed data. */
export const WEFE_SEED_DIR = fileURLToPath(new URL('../../db/seed/data/wefe/', import.meta.url));

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
