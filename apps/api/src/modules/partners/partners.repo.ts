// SQL of partners: the list in staff's order, one partner, with the names of its organisation type and its logo's sizes.
import { asc, eq, type SQL } from 'drizzle-orm';
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
  };
}
export type PartnersRepo = ReturnType<typeof createPartnersRepo>;
