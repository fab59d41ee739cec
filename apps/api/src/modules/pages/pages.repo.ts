// SQL of managed pages: one page by slug, every page with who changed it last, and saving one
// (created on first save).
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sitePages, users } from '../../db/schema.ts';

export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageContent = Required<Pick<typeof sitePages.$inferInsert, 'titleEn' | 'titleAr' | 'titleFr' | 'paragraphsEn' | 'paragraphsAr' | 'paragraphsFr'>>;

/** A page in the staff list, with the account that saved it last (null for the seed or a deleted account). */
export interface SitePageListRow {
  slug: string;
  titleEn: string;
  titleAr: string;
  titleFr: string;
  updatedAt: Date;
  editor: { id: number; firstName: string | null; lastName: string | null; entityName: string | null; email: string } | null;
}

/** Builds the pages repository over a database or transaction. */
export function createPagesRepo(db: Db) {
  return {
    async findBySlug(slug: string): Promise<SitePageRow | undefined> {
      const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
      return row;
    },

    /** The page, locked until the transaction `db` ends, so two staff saves are recorded one after the other. */
    async lockBySlug(slug: string): Promise<SitePageRow | undefined> {
      const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).for('update');
      return row;
    },

    /** Every page, by slug. */
    async list(): Promise<SitePageListRow[]> {
      return db
        .select({
          slug: sitePages.slug,
          titleEn: sitePages.titleEn,
          titleAr: sitePages.titleAr,
          titleFr: sitePages.titleFr,
          updatedAt: sitePages.updatedAt,
          editor: { id: users.id, firstName: users.firstName, lastName: users.lastName, entityName: users.entityName, email: users.email },
        })
        .from(sitePages)
        .leftJoin(users, eq(users.id, sitePages.updatedBy))
        .orderBy(asc(sitePages.slug));
    },

    /** Writes a page's whole content, creating the page on its first save. */
    async upsert(slug: string, content: SitePageContent, updatedBy: number | null): Promise<SitePageRow> {
      const [row] = await db
        .insert(sitePages)
        .values({ slug, ...content, updatedBy })
        .onConflictDoUpdate({ target: sitePages.slug, set: { ...content, updatedBy, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },
  };
}
export type PagesRepo = ReturnType<typeof createPagesRepo>;
