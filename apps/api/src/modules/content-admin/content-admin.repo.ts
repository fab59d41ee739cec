// SQL of staff content management, the same over every member content table: the console's list in
// any state, staff corrections, and taking an approved item off the public site (deletion is the review repository's).
import type { ReviewStatus } from '@wefe/contract';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type stories } from '../../db/schema.ts';
import type { ReviewedTable } from '../moderation/review.repo.ts';

/** A stored row of any content table, its columns by schema name. */
export type ContentRow = Record<string, unknown> & { id: number; title: string; status: ReviewStatus; ownerId: number | null; createdAt: Date; updatedAt: Date };

/** One entry of the console's list with its owner, when the owner's account still exists. */
export interface ContentListRow {
  id: number;
  title: string;
  status: ReviewStatus;
  createdAt: Date;
  updatedAt: Date;
  owner: { id: number; firstName: string | null; lastName: string | null; entityName: string | null; email: string } | null;
}

// Escapes LIKE wildcards so a search for "50%" means the text.
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Builds the content queries over a database or transaction. */
export function createContentAdminRepo(db: Db) {
  // The tables share these columns; TypeScript cannot see through the union, so they are read through one shape.
  const columns = (table: ReviewedTable) => table as typeof stories;

  return {
    /** One page of a table's items, newest first, narrowed by status and a title search (both languages for stories). */
    async list(table: ReviewedTable, query: { status?: ReviewStatus | undefined; q?: string | undefined; page: number; perPage: number }): Promise<{ rows: ContentListRow[]; total: number }> {
      const t = columns(table);
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(t.status, query.status));
      if (query.q) {
        const pattern = likeText(query.q);
        conditions.push('titleAr' in table ? or(ilike(t.title, pattern), ilike(t.titleAr, pattern))! : ilike(t.title, pattern));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: t.id,
            title: t.title,
            status: t.status,
            createdAt: t.createdAt,
            updatedAt: t.updatedAt,
            owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, entityName: users.entityName, email: users.email },
          })
          .from(t)
          .leftJoin(users, eq(users.id, t.ownerId))
          .where(where)
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ total: count() }).from(t).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The stored row, or undefined. */
    async find(table: ReviewedTable, id: number): Promise<ContentRow | undefined> {
      const t = columns(table);
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row as ContentRow | undefined;
    },

    /** The item's owner as the console names them. */
    async ownerOf(ownerId: number | null): Promise<ContentListRow['owner']> {
      if (ownerId === null) return null;
      const [owner] = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, entityName: users.entityName, email: users.email })
        .from(users)
        .where(eq(users.id, ownerId));
      return owner ?? null;
    },

    /** A staff correction: the given columns change, the review state does not. */
    async correct(table: ReviewedTable, id: number, values: Record<string, unknown>): Promise<ContentRow | undefined> {
      const t = columns(table);
      const [row] = await db
        .update(t)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(t.id, id))
        .returning();
      return row as ContentRow | undefined;
    },

    /**
     * Takes an approved item off the public site; undefined when it was not approved (then nothing
     * changes). The reason is kept where the owner reads a rejection's.
     */
    async unpublish(table: ReviewedTable, id: number, staffId: number, reason: string | null): Promise<ContentRow | undefined> {
      const t = columns(table);
      const [row] = await db
        .update(t)
        .set({ status: 'unpublished', rejectionReason: reason, reviewedBy: staffId, reviewedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.status, 'approved')))
        .returning();
      return row as ContentRow | undefined;
    },
  };
}
export type ContentAdminRepo = ReturnType<typeof createContentAdminRepo>;
