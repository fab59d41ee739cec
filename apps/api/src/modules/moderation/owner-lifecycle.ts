// A member's side of a submission, the same for every reviewed type (issue 31): the owner edits it
// (it goes back to review with every file it keeps private, replaced and removed files go once the
// edit is committed) and deletes it (with its files). Staff decisions are review.decisions.ts; each
// type supplies only what differs: its checks and the rows its edit writes.
import { inTransaction, type Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MediaService } from '../media/media.service.ts';
import type { PendingFile } from '../media/media.types.ts';
import { canSubmitContent } from '../users/users.policy.ts';
import { createReviewRepo } from './review.repo.ts';
import type { ReviewedKind } from './reviewed-kind.ts';
import { canDelete, canEdit, canView } from './submission.policy.ts';

export interface OwnedType<Found> {
  db: Db;
  media: MediaService;
  /** The type as moderation knows it: its table, its files, and its "not found" (an item the caller may not edit is not theirs to know of). */
  kind: ReviewedKind;
  /** The item and what the type's checks need; throws the type's 404 when there is none. */
  view: (id: number) => Promise<Found>;
  /** The found item's state and owner, as the policies read them. */
  itemOf: (found: Found) => { status: string; ownerId: number | null };
}

export interface OwnerEdit<Found> {
  /** The type's checks before anything is written (files the item does not have, limits, references). */
  check: (found: Found) => Promise<void> | void;
  /** Writes the edit in `tx` (persisting new files there); answers the ids of files it replaced or removed. */
  write: (tx: Db, found: Found) => Promise<number[]>;
}

/** Builds the owner's edit and delete for one reviewed type. */
export function createOwnerLifecycle<Found>(type: OwnedType<Found>) {
  const { db, media, kind } = type;
  return {
    /**
     * The owner's edit of item `id` with `uploads` (the request's new files): refused as not found
     * unless the caller owns it, and 403 while the caller's entity awaits approval. Temp files are
     * always removed; new stored files are removed if the edit fails.
     */
    async edit(id: number, owner: AuthUser, uploads: readonly PendingFile[], steps: OwnerEdit<Found>): Promise<void> {
      const removed: number[] = [];
      await media.withUploads(db, uploads, async () => {
        const found = await type.view(id);
        if (!canEdit(type.itemOf(found), owner)) throw notFound(kind.notFound);
        if (!canSubmitContent(owner)) throw new AppError(403, 'auth.entity_pending');
        await steps.check(found);
        await inTransaction(db, async (tx) => {
          removed.push(...(await steps.write(tx, found)));
          // Under review again: the files it keeps are no longer public either.
          await media.setVisibility(tx, await kind.mediaIdsOf(tx, id), 'private');
        });
      });
      // Replaced and removed files go once the edit is committed.
      if (removed.length) await media.remove(db, removed);
    },

    /** The owner deletes item `id` and its files (staff delete through the audited console). */
    async delete(id: number, viewer: AuthUser): Promise<void> {
      const found = await type.view(id);
      if (!canView(type.itemOf(found), viewer)) throw notFound(kind.notFound);
      if (!canDelete(type.itemOf(found), viewer)) throw forbidden();
      const files = await kind.mediaIdsOf(db, id);
      // A row another request deleted first is gone with its files already.
      if (await createReviewRepo(db, kind.table).delete(id)) await media.remove(db, files);
    },
  };
}
