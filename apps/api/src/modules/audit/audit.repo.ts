// SQL of the audit log: one row per staff decision, written inside the decision's own transaction,
// and the administrators' filtered, newest-first list.
import type { AuditLogQuery } from '@wefe/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

/** What one staff decision did, to what, and who decided it. */
export interface AuditEntryInput {
  actor: { id: number; role: string } | null;
  action: string;
  entityType: string;
  entityId: number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Records a decision. Pass the caller's transaction so the entry is committed, or rolled back,
 * together with the change it describes.
 */
export async function recordAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorRole: entry.actor?.role ?? 'system',
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason || null,
  });
}

/** One stored entry with its actor, when the actor's account still exists. */
export interface AuditLogRow {
  id: number;
  actorRole: string;
  action: string;
  entityType: string;
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  createdAt: Date;
  actor: { id: number; firstName: string | null; lastName: string | null; entityName: string | null; email: string } | null;
}

/** Builds the audit log's read queries. */
export function createAuditRepo(db: Db) {
  return {
    /** A page of entries matching the filters, newest first (ties by id, newest first). */
    async list(query: AuditLogQuery): Promise<{ rows: AuditLogRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.entity_type) conditions.push(eq(auditLog.entityType, query.entity_type));
      if (query.entity_id !== undefined) conditions.push(eq(auditLog.entityId, query.entity_id));
      if (query.actor_id !== undefined) conditions.push(eq(auditLog.actorId, query.actor_id));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            actorRole: auditLog.actorRole,
            action: auditLog.action,
            entityType: auditLog.entityType,
            entityId: auditLog.entityId,
            before: auditLog.before,
            after: auditLog.after,
            reason: auditLog.reason,
            createdAt: auditLog.createdAt,
            actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, entityName: users.entityName, email: users.email },
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
