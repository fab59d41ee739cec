// Staff decisions on a member submission, the same for every reviewed type: a pending item is decided
// once (a second reviewer gets a conflict), approval makes its files public, and the owner is told by
// mail in their language.
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MediaService } from '../media/media.service.ts';
import { tellOwnerOfDecision, type DecidedItem } from './decision-mail.ts';

interface DecidedRow {
  id: number;
  ownerId: number | null;
  title: string;
}

export interface ReviewedType<Row extends DecidedRow> {
  kind: DecidedItem['kind'];
  /** Throws the type's 404 when the item does not exist. */
  ensureExists: (id: number) => Promise<unknown>;
  /** The conditional update of review.repo: undefined when the item was not pending. */
  decide: (id: number, decision: 'approved' | 'rejected', staffId: number, reason: string | null) => Promise<Row | undefined>;
  /** Every stored file of the item. */
  mediaIdsOf: (row: Row) => Promise<number[]> | number[];
  /** Where the approved item is public. */
  publicPath: (id: number) => string;
}

/** Builds approve and reject for one reviewed type. */
export function createReviewDecisions<Row extends DecidedRow>(deps: { db: Db; media: MediaService; mailer: Mailer; publicUrl: string }, type: ReviewedType<Row>) {
  const tell = (row: Row, decision: 'approved' | 'rejected', reason: string) =>
    tellOwnerOfDecision(deps, { ownerId: row.ownerId, title: row.title, kind: type.kind, publicPath: type.publicPath(row.id) }, decision, reason);

  return {
    /** Approves a pending item; it and its files become public, the owner is told. */
    async approve(id: number, staffId: number): Promise<Row> {
      await type.ensureExists(id);
      const row = await type.decide(id, 'approved', staffId, null);
      if (!row) throw conflict('moderation.not_pending');
      await deps.media.setVisibility(deps.db, await type.mediaIdsOf(row), 'public');
      await tell(row, 'approved', '');
      return row;
    },

    /** Rejects a pending item with a reason the owner receives by mail. */
    async reject(id: number, staffId: number, reason: string): Promise<Row> {
      await type.ensureExists(id);
      const row = await type.decide(id, 'rejected', staffId, reason);
      if (!row) throw conflict('moderation.not_pending');
      await tell(row, 'rejected', reason);
      return row;
    },
  };
}
