// The seam between staff content management and the content modules: what the console needs to know
// of each content type (its reviewed kind, its editable fields with their columns, which of them are
// dates). Each content module declares its kind in its `*.content-admin.ts`; the app registers them
// (content-modules.ts), so content admin imports no content module.
import { ADMIN_EDITABLE_FIELDS, type ContentType } from '@wefe/contract';
import type { z } from 'zod';
import type { ReviewedKind } from '../moderation/reviewed-kind.ts';
import type { ContentRow } from './content-admin.repo.ts';

/**
 * A reviewed content type (its module's declaration: type, the audit log's entity type and the address
 * segment; table; not-found message; snapshot, kept again when staff correct an approved item) and what
 * staff management adds to it.
 */
export interface ContentKind extends ReviewedKind {
  /** The staff edit's rules (the member form's, for these fields). */
  schema: z.ZodType<Record<string, string | null | undefined>>;
  /** Each editable field's column, in the form's order. */
  columns: Record<string, string>;
  /** Fields holding a day (or a day and a time) that must be a real one. */
  dateFields: readonly string[];
  /** A start and an end whose order is checked together with the stored values. */
  dateOrder?: readonly [string, string];
  /** Fields this item does not have (a news item has no event fields); sending one is refused. */
  absentFields?: (row: ContentRow) => readonly string[];
}

/** The contract's field list paired with the columns, so the two cannot drift apart unnoticed. */
export function columnsOf<T extends ContentType>(type: T, columns: Record<(typeof ADMIN_EDITABLE_FIELDS)[T][number], string>): Record<string, string> {
  return Object.fromEntries(ADMIN_EDITABLE_FIELDS[type].map((field: (typeof ADMIN_EDITABLE_FIELDS)[T][number]) => [field, columns[field]]));
}
