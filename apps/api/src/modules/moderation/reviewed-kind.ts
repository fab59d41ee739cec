// The seam between moderation and the content modules it reviews. Each content module declares its
// kind once (its `*.review.ts`): its table (whose review columns review.repo.ts reads for the queue,
// the counts and the decisions), what a reviewer's snapshot holds and what its owner's mail calls it.
// Where an approved item is public follows from its type (lib/public-paths.ts contentPagePath).
// The app registers the kinds (content-modules.ts); moderation iterates them and imports no content module, so a
// new reviewable type is a module of its own plus one line there.
import type { ContentType, Language } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { ReviewedTable } from './review.repo.ts';
import type { ReviewSnapshot } from './review.snapshots.ts';

/** What moderation needs of one reviewed content type. */
export interface ReviewedKind {
  type: ContentType;
  /** Its table, with the schema's review columns (status, reviewer, approved snapshot). */
  table: ReviewedTable;
  /** The error a reviewer gets for an id that is not one of these. */
  notFound: MessageKey;
  /** The item's reviewable fields as they are now, on `db` or a transaction; undefined when it does not exist. */
  snapshot(db: Db, id: number): Promise<ReviewSnapshot | undefined>;
  /** Every stored file the item names (images, documents, variants' rows), on `db` or a transaction. */
  mediaIdsOf(db: Db, id: number): Promise<number[]>;
  /** What its owner's mail calls one item, in each language ("story", "récit", "القصة"). */
  label: Readonly<Record<Language, string>>;
}
