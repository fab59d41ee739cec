// SQL of managed pages: one page by slug, and saving one (created on first save).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sitePages } from '../../db/schema.ts';

export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageContent = Pick<typeof sitePages.$inferInsert, 'titleEn' | 'titleAr' | 'titleFr' | 'paragraphsEn' | 'paragraphsAr' | 'paragraphsFr'>;

/** Builds the pages repository over a database or transaction. */
export function createPagesRepo(db: Db) {
  return {
    async findBySlug(slug: string): Promise<SitePageRow | undefined> {
      const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
      return row;
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
