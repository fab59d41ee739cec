// The audit log of staff decisions: GET /admin/audit-log (administrators only).
import { z } from 'zod';
import { SUBMISSION_TYPES } from './content-types.ts';
import { blankToUndefined, optionalId, pageField, perPageField } from './form-fields.ts';

/** The most entries one page of the audit log answers. */
export const AUDIT_LOG_PAGE_SIZE_MAX = 100;
export const AUDIT_LOG_PAGE_SIZE = 25;

/** What a staff decision did. */
export const AUDIT_ACTIONS = ['approve', 'reject', 'create', 'update', 'delete', 'unpublish', 'import', 'reorder', 'role_change', 'suspend', 'reinstate', 'reply', 'mark_handled', 'reopen', 'send_again', 'discard'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of item a staff decision acts on. */
export const AUDIT_ENTITY_TYPES = [...SUBMISSION_TYPES, 'users', 'pages', 'partners', 'indicator-values', 'indicators', 'maps', 'reference-lists', 'contact-messages', 'mail-queue'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** GET /admin/audit-log: newest first, narrowed by item and by actor. */
export const auditLogQuerySchema = z.object({
  entity_type: z.preprocess(blankToUndefined, z.enum(AUDIT_ENTITY_TYPES, { error: 'validation.invalid' }).optional()),
  entity_id: optionalId,
  actor_id: optionalId,
  page: pageField,
  per_page: perPageField(AUDIT_LOG_PAGE_SIZE_MAX, AUDIT_LOG_PAGE_SIZE),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One recorded staff decision; `actor` is null once the staff account is deleted. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  actor_role: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
