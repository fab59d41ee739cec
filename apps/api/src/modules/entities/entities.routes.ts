// Staff calls on entity accounts: GET /admin/entities, GET /admin/entities/{id}, POST /admin/entities/{id}/approve|reject.
import { entityRejectSchema, envelope, idParamsSchema, userSchema } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { createEntitiesService } from './entities.service.ts';

const entitiesRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = createEntitiesService({ db: app.db, users: createUsersRepo(app.db), mailer: app.mailer, publicUrl });
  const staff = app.requireRole('admin', 'reviewer');
  const tags = ['staff'];
  const security = [{ bearer: [] }];
  const params = idParamsSchema;

  app.get(
    '/admin/entities',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Entity accounts by status (pending first of all)',
        querystring: z.object({ status: z.enum(['pending_approval', 'active', 'rejected']).default('pending_approval') }),
        response: { 200: envelope(z.array(userSchema)) },
      },
    },
    async (request) => ok(request, 'entities.list', await service.list(request.query.status, request.lang)),
  );

  app.get(
    '/admin/entities/:id',
    { onRequest: staff, schema: { tags, security, summary: 'One entity account with its registration details', params, response: { 200: envelope(userSchema) } } },
    async (request) => ok(request, 'entities.loaded', await service.get(request.params.id, request.lang)),
  );

  app.post(
    '/admin/entities/:id/approve',
    { onRequest: staff, schema: { tags, security, summary: 'Approves a pending entity account', params, response: { 200: envelope(userSchema) } } },
    async (request) => ok(request, 'entities.approved', await service.approve(request.params.id, request.user!, request.lang)),
  );

  app.post(
    '/admin/entities/:id/reject',
    { onRequest: staff, schema: { tags, security, summary: 'Rejects a pending entity account with a reason', params, body: entityRejectSchema, response: { 200: envelope(userSchema) } } },
    async (request) => ok(request, 'entities.rejected', await service.reject(request.params.id, request.user!, request.body.reason, request.lang)),
  );
};

export default entitiesRoutes;
