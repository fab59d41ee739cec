// A reviewed type's whole submission lifecycle from one description (issue 31, decision 047): the
// owner's edit and delete (owner-lifecycle.ts) and staff's approve and reject (review.decisions.ts),
// which each type wired up apart with the same kind and the same lookup.
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MediaService } from '../media/media.service.ts';
import { createOwnerLifecycle, type OwnedType } from './owner-lifecycle.ts';
import { createReviewDecisions, type ReviewedType } from './review.decisions.ts';

/** One reviewed type: its kind, how an item is found and whose it is, and staff's conditional update. */
export interface SubmissionType<Found, Row extends { id: number; ownerId: number | null; title: string }> extends Pick<OwnedType<Found>, 'kind' | 'view' | 'itemOf'> {
  decide: ReviewedType<Row>['decide'];
}

/** Builds edit, delete, approve and reject for one reviewed type. */
export function createSubmissionLifecycle<Found, Row extends { id: number; ownerId: number | null; title: string }>(
  deps: { db: Db; media: MediaService; mailer: Mailer; publicUrl: string },
  type: SubmissionType<Found, Row>,
) {
  const owned = createOwnerLifecycle<Found>({ db: deps.db, media: deps.media, kind: type.kind, view: type.view, itemOf: type.itemOf });
  const decisions = createReviewDecisions<Row>(deps, { reviewed: type.kind, ensureExists: type.view, decide: type.decide });
  return { ...owned, ...decisions };
}
