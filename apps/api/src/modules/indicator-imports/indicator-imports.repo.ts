// SQL of indicator-value imports: the references rows are checked against, the values they would
// replace, and the upsert.
import { and, between, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, indicators, indicatorValues } from '../../db/schema.ts';

/** A value to write, by database ids. */
export interface ValueRow {
  indicatorId: number;
  countryId: number;
  year: number;
  value: number;
}

/** Rows are written in slices so one statement stays well under PostgreSQL's 65,535 parameters. */
const UPSERT_SLICE = 1000;

/** The key of a value in the maps this repository answers. */
export const valueKey = (indicatorId: number, countryId: number, year: number) => `${indicatorId}:${countryId}:${year}`;

/** Builds the import repository over a database or a transaction. */
export function createIndicatorImportsRepo(db: Db) {
  return {
    /** Country ids by upper-case ISO3 code, and indicator ids by code. */
    async references(): Promise<{ countryIds: Map<string, number>; indicatorIds: Map<string, number> }> {
      const [countryRows, indicatorRows] = await Promise.all([
        db.select({ id: countries.id, iso3: countries.iso3 }).from(countries),
        db.select({ id: indicators.id, code: indicators.code }).from(indicators),
      ]);
      return {
        countryIds: new Map(countryRows.map((c) => [c.iso3.toUpperCase(), c.id])),
        indicatorIds: new Map(indicatorRows.map((i) => [i.code.toLowerCase(), i.id])),
      };
    },

    /** The stored values of the given indicators within a span of years, by `valueKey`. */
    async existingValues(indicatorIds: number[], years: { from: number; to: number }): Promise<Map<string, number>> {
      if (indicatorIds.length === 0) return new Map();
      const rows = await db
        .select({ indicatorId: indicatorValues.indicatorId, countryId: indicatorValues.countryId, year: indicatorValues.year, value: indicatorValues.value })
        .from(indicatorValues)
        .where(and(inArray(indicatorValues.indicatorId, indicatorIds), between(indicatorValues.year, years.from, years.to)));
      return new Map(rows.map((r) => [valueKey(r.indicatorId, r.countryId, r.year), r.value]));
    },

    /** Inserts each value, or replaces the stored one for the same indicator, country and year. */
    async upsertValues(rows: readonly ValueRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += UPSERT_SLICE) {
        await db
          .insert(indicatorValues)
          .values(rows.slice(i, i + UPSERT_SLICE))
          .onConflictDoUpdate({
            target: [indicatorValues.indicatorId, indicatorValues.countryId, indicatorValues.year],
            set: { value: sql`excluded.value` },
          });
      }
    },
  };
}

export type IndicatorImportsRepo = ReturnType<typeof createIndicatorImportsRepo>;
