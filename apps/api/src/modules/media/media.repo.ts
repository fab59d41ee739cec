// SQL of stored uploads.
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema.ts';

export type MediaFileRow = typeof mediaFiles.$inferSelect;

// users names its picture and proof document without a foreign key (media_files.owner_id points back).
const UNCONSTRAINED_REFERENCES = [
  { table: 'users', column: 'profile_picture_id' },
  { table: 'users', column: 'verification_document_id' },
];
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

    /**
     * Deletes the rows created before `createdBefore` that no column refers to (every foreign key
     * to media_files, read from the catalog so a new table is never missed, and users' two
     * unconstrained columns), answering them. The check is in the delete itself, so a row that gains
     * a reference meanwhile stays.
     */
    async deleteUnreferenced(createdBefore: Date): Promise<MediaFileRow[]> {
      const keys = (await db.execute(sql`
        select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'media_files'::regclass`)) as unknown as { rows: Array<{ table: string; column: string }> };
      const unreferenced = [...keys.rows, ...UNCONSTRAINED_REFERENCES].map(({ table, column }) =>
        notExists(sql`(select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${mediaFiles.id})`),
      );
      return db
        .delete(mediaFiles)
        .where(and(lt(mediaFiles.createdAt, createdBefore), ...unreferenced))
        .returning();
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
