// SQL of partners: the list in staff's order, one partner, with the names of its organisation type and its
// logo's sizes; and staff's changes (insert, update, delete, reorder) on a transaction.
import { asc, eq, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles, organizationTypes, partners } from '../../db/schema.ts';

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;
export type PartnerView = {
  partner: PartnerRow;
  type: { nameEn: string; nameAr: string; nameFr: string } | null;
  logo: { id: number; variants: string | null } | null;
};

/** Builds the partners repository over a database or transaction. */
export function createPartnersRepo(db: Db) {
  const base = (where?: SQL) =>
    db
      .select({
        partner: partners,
        type: { nameEn: organizationTypes.nameEn, nameAr: organizationTypes.nameAr, nameFr: organizationTypes.nameFr },
        logo: { id: mediaFiles.id, variants: mediaFiles.variants },
      })
      .from(partners)
      .leftJoin(organizationTypes, eq(organizationTypes.id, partners.organizationTypeId))
      .leftJoin(mediaFiles, eq(mediaFiles.id, partners.logoMediaId))
      .where(where);

  return {
    /** Partners in staff's order (then oldest first), optionally only the featured ones and at most `limit`. */
    async list({ featured, limit }: { featured?: boolean; limit?: number }): Promise<PartnerView[]> {
      const query = base(featured === undefined ? undefined : eq(partners.featured, featured)).orderBy(asc(partners.sortOrder), asc(partners.id));
      return limit === undefined ? query : query.limit(limit);
    },

    async findView(id: number): Promise<PartnerView | undefined> {
      const [row] = await base(eq(partners.id, id));
      return row;
    },

    async insertMany(values: NewPartner[]): Promise<void> {
      if (values.length) await db.insert(partners).values(values);
    },

    /** The row, locked until the transaction ends, so two edits of one partner are applied one after the other. */
    async findForUpdate(id: number): Promise<PartnerRow | undefined> {
      const [row] = await db.select().from(partners).where(eq(partners.id, id)).for('update');
      return row;
    },

    async insert(values: NewPartner): Promise<PartnerRow> {
      const [row] = await db.insert(partners).values(values).returning();
      if (!row) throw new Error('partners insert returned no row');
      return row;
    },

    async update(id: number, values: Partial<NewPartner>): Promise<PartnerRow | undefined> {
      const [row] = await db.update(partners).set(values).where(eq(partners.id, id)).returning();
      return row;
    },

    async delete(id: number): Promise<PartnerRow | undefined> {
      const [row] = await db.delete(partners).where(eq(partners.id, id)).returning();
      return row;
    },

    /** The largest sort order in use, 0 when there are no partners. */
    async maxSortOrder(): Promise<number> {
      const [row] = await db.select({ value: max(partners.sortOrder) }).from(partners);
      return row?.value ?? 0;
    },

    /** Every partner's id in the shown order, the rows locked until the transaction ends. */
    async orderedIdsForUpdate(): Promise<number[]> {
      const rows = await db.select({ id: partners.id }).from(partners).orderBy(asc(partners.sortOrder), asc(partners.id)).for('update');
      return rows.map((r) => r.id);
    },

    /** Numbers the partners 1, 2, 3… in the order of `ids`. */
    async setOrder(ids: readonly number[]): Promise<void> {
      for (const [index, id] of ids.entries()) await db.update(partners).set({ sortOrder: index + 1 }).where(eq(partners.id, id));
    },

    async organizationTypeExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: organizationTypes.id }).from(organizationTypes).where(eq(organizationTypes.id, id)).limit(1);
      return row !== undefined;
    },
  };
}
export type PartnersRepo = ReturnType<typeof createPartnersRepo>;
