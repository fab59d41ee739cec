// GET /admin/submissions: one review queue across content types and entity accounts, oldest first;
// its pending counts per type, and what changed in an edit of an approved item.
import {
  envelope,
  submissionChangesSchema,
  submissionCountsSchema,
  submissionItemParamsSchema,
  submissionSchema,
  submissionsQuerySchema,
  type SubmissionType,
} from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountName } from '../../lib/account-names.ts';
import { ok } from '../../lib/reply.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { createModerationService } from './moderation.service.ts';
import { createReviewRepo, type ReviewQueueRow } from './review.repo.ts';
import type { ReviewedKind } from './reviewed-kind.ts';

type Submission = z.infer<typeof submissionSchema>;
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export interface ModerationRoutesOptions {
  /** The reviewed content types, each declared by its own module (`*.review.ts`). */
  kinds: readonly ReviewedKind[];
}

const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (app, { kinds }) => {
  const users = createUsersRepo(app.db);
  const service = createModerationService(app.db, kinds);
  const staff = app.requireRole('admin', 'reviewer');
  const tags = ['staff'];
  const security = [{ bearer: [] }];

  const content = (type: ReviewedKind['type'], rows: ReviewQueueRow[]): Submission[] =>
    rows.map((row) => ({
      type,
      id: row.id,
      title: row.title,
      status: row.status,
      submitted_at: iso(row.submittedAt),
      owner: row.owner ? { id: row.owner.id, name: accountName(row.owner), email: row.owner.email } : null,
      is_edit: row.isEdit,
    }));

  // Each reviewed content type is a source, and entity accounts one more.
  const sources: Partial<Record<SubmissionType, (status: 'pending' | 'approved' | 'rejected') => Promise<Submission[]>>> = {
    ...Object.fromEntries(kinds.map((kind) => [kind.type, async (status: 'pending' | 'approved' | 'rejected') => content(kind.type, await createReviewRepo(app.db, kind.table).listForReview(status))])),
    entities: async (status) => {
      const accountStatus = status === 'pending' ? 'pending_approval' : status === 'approved' ? 'active' : 'rejected';
      return (await users.listByStatus('entity', accountStatus)).map((row) => ({
        type: 'entities' as const,
        id: row.id,
        title: row.entityName ?? row.email,
        status,
        submitted_at: iso(row.updatedAt),
        owner: { id: row.id, name: row.entityName ?? '', email: row.email },
        is_edit: false,
      }));
    },
  };

  app.get(
    '/admin/submissions',
    {
      onRequest: staff,
      schema: { tags, security, summary: 'The review queue of every type, oldest first', querystring: submissionsQuerySchema, response: { 200: envelope(z.array(submissionSchema)) } },
    },
    async (request) => {
      const { type, status } = request.query;
      const chosen = type ? [sources[type]] : Object.values(sources);
      const items = (await Promise.all(chosen.map((source) => (source ? source(status) : Promise.resolve([]))))).flat();
      items.sort((a, b) => a.submitted_at.localeCompare(b.submitted_at));
      return ok(request, 'moderation.queue', items);
    },
  );

  app.get(
    '/admin/submissions/counts',
    { onRequest: staff, schema: { tags, security, summary: 'How many items of each type wait for a decision', response: { 200: envelope(submissionCountsSchema) } } },
    async (request) => ok(request, 'moderation.counts', await service.counts()),
  );

  app.get(
    '/admin/submissions/:type/:id/changes',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'What changed since the item was last approved (changes null when it never was)',
        params: submissionItemParamsSchema,
        response: { 200: envelope(submissionChangesSchema) },
      },
    },
    async (request) => ok(request, 'moderation.changes', await service.changes(request.params.type, request.params.id)),
  );
};

export default moderationRoutes;
