// SQL of the reference lists.
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  countries,
  educationLevels,
  institutionCategories,
  organizationTypes,
  postTypes,
  publicationTypes,
  sectors,
  sustainabilityStatuses,
} from '../../db/schema.ts';

export type CountryRow = typeof countries.$inferSelect;
export type LookupRow = typeof organizationTypes.$inferSelect;
export type SectorRow = typeof sectors.$inferSelect;

/** The reference lists that share one shape (id, slug, three names). */
export const LOOKUP_TABLES = {
  organizationTypes,
  educationLevels,
  postTypes,
  sustainabilityStatuses,
  publicationTypes,
  institutionCategories,
} as const;
export type LookupList = keyof typeof LOOKUP_TABLES;

// Escapes LIKE wildcards so a search for "50%" means the text, not a pattern.
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Builds the lookups repository over a database. */
export function createLookupsRepo(db: Db) {
  return {
    async listCountries(filter: { search?: string; region?: 'MENA' | 'OIC'; limit: number; offset: number }) {
      const conditions: SQL[] = [];
      if (filter.search) {
        const pattern = likeText(filter.search);
        const match = or(
          ilike(countries.nameEn, pattern),
          ilike(countries.nameAr, pattern),
          ilike(countries.nameFr, pattern),
          eq(countries.iso2, filter.search.toUpperCase()),
          eq(countries.iso3, filter.search.toUpperCase()),
        );
        if (match) conditions.push(match);
      }
      if (filter.region === 'MENA') conditions.push(eq(countries.isMena, true));
      if (filter.region === 'OIC') conditions.push(eq(countries.isOic, true));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db.select().from(countries).where(where).orderBy(asc(countries.nameEn)).limit(filter.limit).offset(filter.offset),
        db.select({ total: count() }).from(countries).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    listLookup(list: LookupList): Promise<LookupRow[]> {
      const table = LOOKUP_TABLES[list];
      return db.select().from(table).orderBy(asc(table.sortOrder), asc(table.id));
    },

    listSectors(type?: string): Promise<SectorRow[]> {
      return db
        .select()
        .from(sectors)
        .where(type ? eq(sectors.type, type) : undefined)
        .orderBy(asc(sectors.sortOrder), asc(sectors.id));
    },
  };
}
export type LookupsRepo = ReturnType<typeof createLookupsRepo>;
