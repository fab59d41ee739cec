// The staff console's people: staff list and search accounts; administrators change roles, suspend
// and reinstate.
import { envelope, idParamsSchema, paginatedEnvelope, peopleQuerySchema, personSchema, roleChangeSchema, suspensionSchema } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, page } from '../../lib/reply.ts';
import { createPeopleService } from './people.service.ts';

const peopleRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = createPeopleService({ db: app.db, mailer: app.mailer, publicUrl });
  const staff = (user: { id: number; role: string } | null) => ({ id: user!.id, role: user!.role });

  app.get(
    '/admin/people',
    {
      onRequest: app.requireRole('admin', 'reviewer'),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'Accounts, newest first: `q` searches names, emails and entity names; filters by role, status and account type',
        querystring: peopleQuerySchema,
        response: { 200: paginatedEnvelope(personSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await service.list(query);
      return page(request, 'people.list', items, { page: query.page, perPage: query.per_page, total });
    },
  );

  app.put(
    '/admin/people/:id/role',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'Changes an account’s role (administrators only); 409 when no active administrator would remain',
        params: idParamsSchema,
        body: roleChangeSchema,
        response: { 200: envelope(personSchema) },
      },
    },
    async (request) => ok(request, 'people.role_changed', await service.changeRole(request.params.id, request.body.role, staff(request.user))),
  );

  app.post(
    '/admin/people/:id/suspend',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'Suspends an active account and revokes its tokens (administrators only; not oneself, not the last administrator). The reason is kept in the audit log; the member is mailed without it.',
        params: idParamsSchema,
        body: suspensionSchema,
        response: { 200: envelope(personSchema) },
      },
    },
    async (request) => ok(request, 'people.suspended', await service.suspend(request.params.id, request.body.reason, staff(request.user))),
  );

  app.post(
    '/admin/people/:id/reinstate',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'Makes a suspended account active again and tells the member (administrators only)',
        params: idParamsSchema,
        response: { 200: envelope(personSchema) },
      },
    },
    async (request) => ok(request, 'people.reinstated', await service.reinstate(request.params.id, staff(request.user))),
  );
};

export default peopleRoutes;
