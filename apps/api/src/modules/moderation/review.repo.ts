// SQL shared by every reviewed content table: deciding a pending item once, and the review queue.
import type { ContentType, ReviewStatus } from '@wefe/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles, users, type contentTables, type publications } from '../../db/schema.ts';

/** The tables members submit to and staff review (each has the schema's review columns). */
export type ReviewedTable = (typeof contentTables)[ContentType];

/** One entry of a table's review queue. */
export interface ReviewQueueRow {
  id: number;
  title: string;
  status: ReviewStatus;
  submittedAt: Date;
  /** Approved before and edited since. */
  isEdit: boolean;
  owner: { id: number; firstName: string | null; lastName: string | null; email: string } | null;
}

/** Builds the review queries of one content table. */
export function createReviewRepo<T extends ReviewedTable>(db: Db, table: T) {
  // Every table has the same review columns; TypeScript cannot see through the union, so the
  // columns are read once through the common shape.
  const t = table as typeof publications;
  return {
    /**
     * Decides a pending item once; undefined when it was not pending (decided by someone else).
     * Runs on `tx` when given, so the caller can record the decision in the same transaction.
     */
    async decide(id: number, decision: 'approved' | 'rejected', staffId: number, reason: string | null, tx: Db = db): Promise<T['$inferSelect'] | undefined> {
      const [row] = await tx
        .update(t)
        .set({ status: decision, rejectionReason: reason, reviewedBy: staffId, reviewedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.status, 'pending')))
        .returning();
      return row as T['$inferSelect'] | undefined;
    },

    /** Items in a review state, oldest first, with who submitted them. */
    async listForReview(status: ReviewStatus): Promise<ReviewQueueRow[]> {
      return db
        .select({
          id: t.id,
          title: t.title,
          status: t.status,
          submittedAt: t.updatedAt,
          isEdit: sql<boolean>`(${t.status} <> 'approved' and ${t.approvedSnapshotAt} is not null and ${t.updatedAt} > ${t.approvedSnapshotAt})`,
          owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(t)
        .leftJoin(users, eq(users.id, t.ownerId))
        .where(eq(t.status, status))
        .orderBy(asc(t.updatedAt), asc(t.id));
    },

    /** Deletes the item (its lists go with it: the schema cascades); undefined when it was already gone. */
    async delete(id: number): Promise<T['$inferSelect'] | undefined> {
      const [row] = await db.delete(t).where(eq(t.id, id)).returning();
      return row as T['$inferSelect'] | undefined;
    },

    /** Keeps the reviewable fields as approved (build the repo on the approval's transaction). */
    async saveApprovedSnapshot(id: number, snapshot: Record<string, unknown>): Promise<void> {
      await db.update(t).set({ approvedSnapshot: snapshot, approvedSnapshotAt: sql`now()` }).where(eq(t.id, id));
    },

    /** The last approved snapshot of an item and when it was taken; undefined when the item does not exist. */
    async approvedSnapshotOf(id: number): Promise<{ snapshot: unknown; at: Date | null } | undefined> {
      const [row] = await db.select({ snapshot: t.approvedSnapshot, at: t.approvedSnapshotAt }).from(t).where(eq(t.id, id));
      return row;
    },
  };
}

/**
 * How many items wait for a decision in each of `tables` (by the key given) and how many entity
 * accounts wait for approval: one COUNT each, in one round trip.
 */
export async function countPending<K extends string>(db: Db, tables: Record<K, ReviewedTable>): Promise<Record<K | 'entities', number>> {
  const pending = (table: ReviewedTable) => sql<number>`(select count(*)::int from ${table} where ${table.status} = 'pending')`;
  const columns: Record<string, SQL<number>> = Object.fromEntries(Object.entries<ReviewedTable>(tables).map(([key, table]) => [key, pending(table)]));
  const [row] = await db
    .select({ ...columns, entities: sql<number>`(select count(*)::int from ${users} where ${users.accountType} = 'entity' and ${users.status} = 'pending_approval')` })
    .from(sql`(select 1) as one`);
  return Object.fromEntries(Object.entries(row!).map(([key, count]) => [key, Number(count)])) as Record<K | 'entities', number>;
}

/** The original names of stored files, by id. */
export async function fileNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: mediaFiles.id, name: mediaFiles.originalName }).from(mediaFiles).where(inArray(mediaFiles.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
