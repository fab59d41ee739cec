// SQL of stored uploads.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema.ts';

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type NewMediaFile = typeof mediaFiles.$inferInsert;

/** Builds the media repository over a database (or a transaction). */
export function createMediaRepo(db: Db) {
  return {
    async insert(values: NewMediaFile): Promise<MediaFileRow> {
      const [row] = await db.insert(mediaFiles).values(values).returning();
      if (!row) throw new Error('media_files insert returned no row');
      return row;
    },

    async findById(id: number): Promise<MediaFileRow | undefined> {
      const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
      return row;
    },

    async setVisibility(ids: readonly number[], visibility: MediaFileRow['visibility']): Promise<void> {
      if (ids.length) await db.update(mediaFiles).set({ visibility }).where(inArray(mediaFiles.id, [...ids]));
    },

    async setOwner(ids: readonly number[], ownerId: number): Promise<void> {
      if (ids.length) await db.update(mediaFiles).set({ ownerId }).where(inArray(mediaFiles.id, [...ids]));
    },

    async deleteByIds(ids: readonly number[]): Promise<MediaFileRow[]> {
      if (ids.length === 0) return [];
      return db.delete(mediaFiles).where(inArray(mediaFiles.id, [...ids])).returning();
    },

    /** The rows whose stored name starts with one of these 32-hex-digit bases (a file and its variants share one). */
    async findByBases(bases: readonly string[]): Promise<Array<Pick<MediaFileRow, 'storedName' | 'variants'>>> {
      if (bases.length === 0) return [];
      return db
        .select({ storedName: mediaFiles.storedName, variants: mediaFiles.variants })
        .from(mediaFiles)
        .where(inArray(sql`left(${mediaFiles.storedName}, 32)`, [...bases]));
    },
  };
}

export type MediaRepo = ReturnType<typeof createMediaRepo>;
