// Staff decisions on a member submission, the same for every reviewed type: a pending item is decided
// once (a second reviewer gets a conflict), approval makes its files public and keeps a snapshot of
// what was approved, and the owner is told by mail in their language. The decision, the snapshot, the
// files' visibility, the audit entry and the owner's mail (queued) are committed together. No one
// decides their own submission: another member of staff must (docs/security.md, "Four eyes").
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MediaService } from '../media/media.service.ts';
import { tellOwnerOfDecision } from './decision-mail.ts';
import { createReviewRepo } from './review.repo.ts';
import type { ReviewedKind } from './reviewed-kind.ts';

/** The staff member deciding, as the audit log names them. */
interface Staff {
  id: number;
  role: string;
}

interface DecidedRow {
  id: number;
  ownerId: number | null;
  title: string;
}

export interface ReviewedType<Row extends DecidedRow> {
  /** The content type as moderation knows it (its snapshot, its audit and mail name). */
  reviewed: ReviewedKind;
  /** Throws the type's 404 when the item does not exist. */
  ensureExists: (id: number) => Promise<unknown>;
  /** The conditional update of review.repo (on `tx` when given): undefined when the item was not pending. */
  decide: (id: number, decision: 'approved' | 'rejected', staffId: number, reason: string | null, tx?: Db) => Promise<Row | undefined>;
}

/** Builds approve and reject for one reviewed type. */
export function createReviewDecisions<Row extends DecidedRow>(deps: { db: Db; media: MediaService; mailer: Mailer; publicUrl: string }, type: ReviewedType<Row>) {
  /**
   * Decides a pending item and records the decision in one transaction. Only one of several reviewers
   * acting at once gets the row (the update is conditional on `pending`); the others get a conflict
   * and leave no audit entry.
   */
  const decideOnce = (id: number, decision: 'approved' | 'rejected', staff: Staff, reason: string | null) =>
    inTransaction(deps.db, async (tx) => {
      const row = await type.decide(id, decision, staff.id, reason, tx);
      if (!row) throw conflict('moderation.not_pending');
      // Four eyes: an author never decides their own submission (issue 28). Thrown inside the
      // transaction, so the conditional update above is rolled back and the item stays pending.
      if (row.ownerId === staff.id) throw forbidden('moderation.own_submission');
      // Read after the conditional update, so it is what this reviewer approved (the row is locked).
      if (decision === 'approved') await keepApprovedSnapshot(tx, type.reviewed, id);
      // In the same transaction: a process killed after the commit must not leave an approved item
      // whose files stay private (found by test/server/crash-safety.suite.ts).
      if (decision === 'approved') await deps.media.setVisibility(tx, await type.reviewed.mediaIdsOf(tx, row.id), 'public');
      await recordAudit(tx, {
        actor: staff,
        action: decision === 'approved' ? 'approve' : 'reject',
        entityType: type.reviewed.type,
        entityId: id,
        before: { status: 'pending' },
        after: reason ? { status: decision, reason } : { status: decision },
        reason,
      });
      await tellOwnerOfDecision(deps, tx, { id: row.id, ownerId: row.ownerId, title: row.title, kind: type.reviewed }, decision, reason ?? '');
      return row;
    });

  return {
    /** Approves a pending item; it and its files become public, the owner is told. */
    async approve(id: number, staff: Staff): Promise<Row> {
      await type.ensureExists(id);
      const row = await decideOnce(id, 'approved', staff, null);
      await deps.mailer.deliverQueued();
      return row;
    },

    /** Rejects a pending item with a reason the owner receives by mail. */
    async reject(id: number, staff: Staff, reason: string): Promise<Row> {
      await type.ensureExists(id);
      const row = await decideOnce(id, 'rejected', staff, reason);
      await deps.mailer.deliverQueued();
      return row;
    },
  };
}

/**
 * Stores what is public now as the item's approved version, inside the caller's transaction: on
 * approval, and when staff correct an approved item (so a later owner edit shows only the owner's changes).
 */
export async function keepApprovedSnapshot(tx: Db, kind: ReviewedKind, id: number): Promise<void> {
  const snapshot = await kind.snapshot(tx, id);
  if (snapshot) await createReviewRepo(tx, kind.table).saveApprovedSnapshot(id, snapshot);
}
