// GET /admin/audit-log: every recorded staff decision, newest first, for administrators only.
import { auditEntrySchema, auditLogQuerySchema, paginatedEnvelope, type AuditEntry } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/reply.ts';
import { createAuditRepo, type AuditLogRow } from './audit.repo.ts';
import { accountName } from '../../lib/account-names.ts';


function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actor ? { id: row.actor.id, name: accountName(row.actor), email: row.actor.email } : null,
    actor_role: row.actorRole,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    reason: row.reason,
    created_at: (row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt)).toISOString(),
  };
}

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAuditRepo(app.db);

  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'Staff decisions, newest first (administrators only)',
        querystring: auditLogQuerySchema,
        response: { 200: paginatedEnvelope(auditEntrySchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await repo.list(query);
      return page(request, 'audit.list', rows.map(presentAuditEntry), { page: query.page, perPage: query.per_page, total });
    },
  );
};

export default auditRoutes;
