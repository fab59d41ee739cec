// The review queue's summaries: pending counts per type, and what changed in an edit of an approved item.
import type { SubmissionChanges, SubmissionCounts, SubmissionType } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { countPending, createReviewRepo } from './review.repo.ts';
import type { ReviewedKind } from './reviewed-kind.ts';
import { diffSnapshots, type ReviewSnapshot } from './review.snapshots.ts';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Builds the moderation service over the reviewed content types the app registers. */
export function createModerationService(db: Db, kinds: readonly ReviewedKind[]) {
  return {
    /** How many items of each type wait for a decision. */
    async counts(): Promise<SubmissionCounts> {
      // The contract names every submission type; the app registers one kind for each content type.
      return (await countPending(db, Object.fromEntries(kinds.map((kind) => [kind.type, kind.table])))) as SubmissionCounts;
    },

    /**
     * The fields that differ between the last approved version and the item now; `changes` is null when
     * it was never approved (entity accounts have no approved version to compare with). 404 for an
     * unknown item.
     */
    async changes(type: SubmissionType, id: number): Promise<SubmissionChanges> {
      if (type === 'entities') {
        const entity = await createUsersRepo(db).findById(id);
        if (!entity || entity.accountType !== 'entity') throw notFound();
        return { previous_approved_at: null, changes: null };
      }
      const kind = kinds.find((candidate) => candidate.type === type);
      if (!kind) throw notFound();
      const stored = await createReviewRepo(db, kind.table).approvedSnapshotOf(id);
      const current = stored && (await kind.snapshot(db, id));
      if (!stored || !current) throw notFound(kind.notFound);
      if (!stored.snapshot || !stored.at) return { previous_approved_at: null, changes: null };
      return { previous_approved_at: iso(stored.at), changes: diffSnapshots(stored.snapshot as ReviewSnapshot, current) };
    },
  };
}
