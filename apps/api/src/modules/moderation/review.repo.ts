// SQL shared by every reviewed content table: deciding a pending item once, and the review queue.
import type { ReviewStatus } from '@wefe/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { newsEvents, publications, stories } from '../../db/schema.ts';
import { users } from '../../db/schema.ts';

/** The tables members submit to and staff review (each has the schema's review columns). */
export type ReviewedTable = typeof publications | typeof stories | typeof newsEvents;

/** One entry of a table's review queue. */
export interface ReviewQueueRow {
  id: number;
  title: string;
  status: ReviewStatus;
  submittedAt: Date;
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
        .select({ id: t.id, title: t.title, status: t.status, submittedAt: t.updatedAt, owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
        .from(t)
        .leftJoin(users, eq(users.id, t.ownerId))
        .where(eq(t.status, status))
        .orderBy(asc(t.updatedAt), asc(t.id));
    },
  };
}
