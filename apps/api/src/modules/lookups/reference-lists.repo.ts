// SQL of the reference lists staff manage: their entries, how many records use each entry, and the
// additions, renames, deletions and reordering. Every change runs under a per-list advisory lock.
import type { ReferenceListKey } from '@wefe/contract';
import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  educationLevels,
  institutionCategories,
  maps,
  newsEventPartners,
  newsEvents,
  newsEventSectors,
  organizationTypes,
  partners,
  pillars,
  publications,
  publicationTypes,
  sectors,
  storySectors,
  users,
} from '../../db/schema.ts';

/** The sector type every sector has today; the maps page lists the sectors of this type. */
export const MAP_SECTOR_TYPE = 'interactive-maps';

// The lists are distinct tables of one shape (sectors add columns); the columns used here are common to all.
type ListTable = typeof organizationTypes;
const asListTable = (table: unknown) => table as ListTable;

/** Each list's table and the columns of other tables that point at its entries. */
const LISTS: Record<ReferenceListKey, { table: ListTable; usedBy: AnyPgColumn[] }> = {
  'organization-types': { table: organizationTypes, usedBy: [users.organizationTypeId, newsEvents.organizationTypeId, partners.organizationTypeId] },
  'education-levels': { table: asListTable(educationLevels), usedBy: [users.educationLevelId] },
  'publication-types': { table: asListTable(publicationTypes), usedBy: [publications.publicationTypeId] },
  sectors: { table: asListTable(sectors), usedBy: [storySectors.sectorId, newsEventSectors.sectorId, maps.sectorId, pillars.sectorId] },
  'institution-categories': { table: asListTable(institutionCategories), usedBy: [newsEventPartners.institutionCategoryId] },
};

export type ReferenceRow = ListTable['$inferSelect'];
export type ReferenceNames = Pick<ReferenceRow, 'nameEn' | 'nameAr' | 'nameFr'>;

/** Builds the reference lists repository over a database or a transaction. */
export function createReferenceListsRepo(db: Db) {
  return {
    /**
     * Makes the caller's transaction the only one changing `list` until it ends, so the checks of a
     * change (unique names, the next id) still hold when it is written.
     */
    async lock(list: ReferenceListKey): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reference-list:${list}`}, 0))`);
    },

    /** The entries of a list in their order. */
    entries(list: ReferenceListKey): Promise<ReferenceRow[]> {
      const { table } = LISTS[list];
      return db.select().from(table).orderBy(asc(table.sortOrder), asc(table.id));
    },

    /** How many entries a list holds. */
    async size(list: ReferenceListKey): Promise<number> {
      const [row] = await db.select({ n: count() }).from(LISTS[list].table);
      return row?.n ?? 0;
    },

    /** How many records point at each entry of a list (entries nobody uses are absent). */
    async usage(list: ReferenceListKey): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      for (const column of LISTS[list].usedBy) {
        const rows = await db
          .select({ id: sql<number>`${column}`, n: count() })
          .from(column.table)
          .where(isNotNull(column))
          .groupBy(column);
        for (const row of rows) counts.set(Number(row.id), (counts.get(Number(row.id)) ?? 0) + row.n);
      }
      return counts;
    },

    /** How many records point at one entry. */
    async usageOf(list: ReferenceListKey, id: number): Promise<number> {
      let total = 0;
      for (const column of LISTS[list].usedBy) {
        const [row] = await db.select({ n: count() }).from(column.table).where(eq(column, id));
        total += row?.n ?? 0;
      }
      return total;
    },

    /** Adds an entry with the slug and place the caller picks; the database gives its id. */
    async insert(list: ReferenceListKey, row: Omit<ReferenceRow, 'id'>): Promise<ReferenceRow> {
      if (list === 'sectors') {
        const [created] = await db.insert(sectors).values({ ...row, type: MAP_SECTOR_TYPE }).returning();
        return created!;
      }
      const { table } = LISTS[list];
      const [created] = await db.insert(table).values(row).returning();
      return created!;
    },

    /** Renames an entry; answers the row as saved. */
    async rename(list: ReferenceListKey, id: number, names: ReferenceNames): Promise<ReferenceRow | undefined> {
      const { table } = LISTS[list];
      const [row] = await db.update(table).set(names).where(eq(table.id, id)).returning();
      return row;
    },

    /** Deletes an entry; answers whether there was one. */
    async remove(list: ReferenceListKey, id: number): Promise<boolean> {
      const { table } = LISTS[list];
      const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return deleted.length > 0;
    },

    /** Gives each id its position in `ids` as its sort order. */
    async setOrder(list: ReferenceListKey, ids: readonly number[]): Promise<void> {
      const { table } = LISTS[list];
      for (const [index, id] of ids.entries()) await db.update(table).set({ sortOrder: index }).where(eq(table.id, id));
    },
  };
}
export type ReferenceListsRepo = ReturnType<typeof createReferenceListsRepo>;
