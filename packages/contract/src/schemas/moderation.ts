// The staff review queue's extra answers: pending counts per type, and what changed in an edit of an
// approved item (the queue entry itself is submissionSchema in publications.ts).
import { z } from 'zod';
import { idParamsSchema } from './envelope.ts';
import { SUBMISSION_TYPES, type SubmissionType } from './content-types.ts';

const count = z.number().int().nonnegative();

/** How many items of each type wait for a decision. */
export const submissionCountsSchema = z.object(Object.fromEntries(SUBMISSION_TYPES.map((type) => [type, count])) as Record<SubmissionType, typeof count>);
export type SubmissionCounts = z.infer<typeof submissionCountsSchema>;

/** One reviewable field's value in a snapshot: a text, number, yes/no, nothing, or a list (names, file names). */
export const snapshotValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type SnapshotValue = z.infer<typeof snapshotValueSchema>;

/** A field that differs between the approved version and the current one. */
export const submissionChangeSchema = z.object({ field: z.string(), before: snapshotValueSchema, after: snapshotValueSchema });
export type SubmissionChange = z.infer<typeof submissionChangeSchema>;

/** What changed since the item was last approved; `changes` is null when it never was. */
export const submissionChangesSchema = z.object({
  previous_approved_at: z.string().nullable(),
  changes: z.array(submissionChangeSchema).nullable(),
});
export type SubmissionChanges = z.infer<typeof submissionChangesSchema>;

/** The `{type}/{id}` of a queue item's address. */
export const submissionItemParamsSchema = idParamsSchema.extend({ type: z.enum(SUBMISSION_TYPES, { error: 'validation.invalid' }) });
