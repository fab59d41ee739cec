// The review queue's summaries: pending counts per type, and what changed in an edit of an approved item.
import type { SubmissionChanges, SubmissionCounts, SubmissionType } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { countPending, createReviewRepo, reviewedTables } from './review.repo.ts';
import { diffSnapshots, readSnapshot, type ContentType, type ReviewSnapshot } from './review.snapshots.ts';

const notFoundKeys: Record<ContentType, MessageKey> = {
  publications: 'publications.not_found',
  stories: 'stories.not_found',
  'news-events': 'news_events.not_found',
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Builds the moderation service. */
export function createModerationService(db: Db) {
  return {
    /** How many items of each type wait for a decision. */
    async counts(): Promise<SubmissionCounts> {
      const counts = await countPending(db);
      return { publications: counts.publications, stories: counts.stories, 'news-events': counts.newsEvents, entities: counts.entities };
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
      const stored = await createReviewRepo(db, reviewedTables[type]).approvedSnapshotOf(id);
      const current = stored && (await readSnapshot[type](db, id));
      if (!stored || !current) throw notFound(notFoundKeys[type]);
      if (!stored.snapshot || !stored.at) return { previous_approved_at: null, changes: null };
      return { previous_approved_at: iso(stored.at), changes: diffSnapshots(stored.snapshot as ReviewSnapshot, current) };
    },
  };
}
