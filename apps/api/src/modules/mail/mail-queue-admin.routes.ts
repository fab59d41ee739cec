// The staff console's queued mail (administrators only): list, counts, send one now, discard one.
import { envelope, idParamsSchema, mailQueueCountsSchema, mailQueueQuerySchema, mailSendResultSchema, paginatedEnvelope, staffQueuedMailSchema } from '@wefe/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, page } from '../../lib/reply.ts';
import { createMailQueueAdminService } from './mail-queue-admin.service.ts';

const mailQueueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMailQueueAdminService({ db: app.db, mailer: app.mailer });
  const adminOnly = app.requireRole('admin');
  const admin = (user: { id: number; role: string } | null) => ({ id: user!.id, role: user!.role });
  const common = { tags: ['staff'], security: [{ bearer: [] }] };

  app.get(
    '/admin/mail-queue',
    {
      onRequest: adminOnly,
      schema: { ...common, summary: 'Mail not yet sent: given up first (newest first), then waiting (oldest first); never a body', querystring: mailQueueQuerySchema, response: { 200: paginatedEnvelope(staffQueuedMailSchema) } },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await service.list(query);
      return page(request, 'mail_queue.list', items, { page: query.page, perPage: query.per_page, total });
    },
  );

  app.get(
    '/admin/mail-queue/counts',
    { onRequest: adminOnly, schema: { ...common, summary: 'How many mails wait to be sent and how many were given up', response: { 200: envelope(mailQueueCountsSchema) } } },
    async (request) => ok(request, 'mail_queue.counts', await service.counts()),
  );

  app.post(
    '/admin/mail-queue/:id/send',
    {
      onRequest: adminOnly,
      schema: {
        ...common,
        summary: 'Sends a queued or given-up mail now, its attempts counted afresh; answers whether it went (409 while another process sends it)',
        params: idParamsSchema,
        response: { 200: envelope(mailSendResultSchema) },
      },
    },
    async (request) => {
      const result = await service.sendNow(request.params.id, admin(request.user));
      return ok(request, result.sent ? 'mail_queue.sent' : 'mail_queue.not_sent', result);
    },
  );

  app.delete(
    '/admin/mail-queue/:id',
    { onRequest: adminOnly, schema: { ...common, summary: 'Discards a queued mail (409 while another process sends it)', params: idParamsSchema, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await service.discard(request.params.id, admin(request.user));
      return ok(request, 'mail_queue.discarded', null);
    },
  );
};

export default mailQueueAdminRoutes;
