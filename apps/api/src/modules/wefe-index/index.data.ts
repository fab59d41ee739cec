// Reads the WEFE seed CSVs (indicators.csv, values.csv) into the shapes index.compute.ts takes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PILLARS, SUB_PILLARS, type Direction, type IndicatorDefinition, type IndicatorValue, type Pillar, type SubPillar } from './index.compute.ts';

/** The folder of the shipped WEFE seed data. */
export const WEFE_SEED_DIR = fileURLToPath(new URL('../../db/seed/data/wefe/', import.meta.url));

/** Parses CSV text (RFC 4180: quoted fields, doubled quotes, commas and newlines inside quotes) into rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** CSV rows as objects keyed by the header row. */
function records(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** Reads indicators.csv and values.csv from a folder (by default the seed folder). */
export function loadWefeData(dir: string = WEFE_SEED_DIR): { indicators: IndicatorDefinition[]; values: IndicatorValue[] } {
  const indicators = records(readFileSync(`${dir}/indicators.csv`, 'utf8')).map((r) => {
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
  const values = records(readFileSync(`${dir}/values.csv`, 'utf8')).map((r) => ({
    iso3: r.iso3 ?? '',
    indicatorId: r.indicator_id ?? '',
    year: Number(r.year),
    value: Number(r.value),
  }));
  return { indicators, values };
}
