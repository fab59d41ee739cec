// The staff console's inbox of contact messages (administrators and reviewers): list, counts per tab,
// reply by mail, mark handled, reopen.
import {
  contactMessageCountsSchema,
  contactMessagesQuerySchema,
  contactReplySchema,
  envelope,
  idParamsSchema,
  paginatedEnvelope,
  staffContactMessageSchema,
} from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, page } from '../../lib/reply.ts';
import { createContactInboxService } from './contact-inbox.service.ts';

const contactInboxRoutes: FastifyPluginAsyncZod<{ contactEmail?: string }> = async (app, { contactEmail }) => {
  const service = createContactInboxService({ db: app.db, mailer: app.mailer, contactEmail });
  const staffOnly = app.requireRole('admin', 'reviewer');
  const staff = (user: { id: number; role: string } | null) => ({ id: user!.id, role: user!.role });
  const common = { tags: ['staff'], security: [{ bearer: [] }] };

  app.get(
    '/admin/contact-messages',
    {
      onRequest: staffOnly,
      schema: { ...common, summary: 'Contact messages, newest first; `status` open or handled', querystring: contactMessagesQuerySchema, response: { 200: paginatedEnvelope(staffContactMessageSchema) } },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await service.list(query);
      return page(request, 'contact.admin_list', items, { page: query.page, perPage: query.per_page, total });
    },
  );

  app.get(
    '/admin/contact-messages/counts',
    { onRequest: staffOnly, schema: { ...common, summary: 'How many contact messages are open and handled', response: { 200: envelope(contactMessageCountsSchema) } } },
    async (request) => ok(request, 'contact.admin_list', await service.counts()),
  );

  app.post(
    '/admin/contact-messages/:id/reply',
    {
      onRequest: staffOnly,
      schema: {
        ...common,
        summary: 'Mails a reply to the sender in the language they wrote in (Reply-To CONTACT_EMAIL when set), keeps it, and marks the message handled',
        params: idParamsSchema,
        body: contactReplySchema,
        response: { 200: envelope(staffContactMessageSchema) },
      },
    },
    async (request) => ok(request, 'contact.replied', await service.reply(request.params.id, request.body.body, staff(request.user))),
  );

  app.post(
    '/admin/contact-messages/:id/handled',
    { onRequest: staffOnly, schema: { ...common, summary: 'Marks an open message handled; 409 when it already is', params: idParamsSchema, response: { 200: envelope(staffContactMessageSchema) } } },
    async (request) => ok(request, 'contact.marked_handled', await service.markHandled(request.params.id, staff(request.user))),
  );

  app.post(
    '/admin/contact-messages/:id/reopen',
    { onRequest: staffOnly, schema: { ...common, summary: 'Opens a handled message again; 409 when it is open', params: idParamsSchema, response: { 200: envelope(staffContactMessageSchema) } } },
    async (request) => ok(request, 'contact.reopened', await service.reopen(request.params.id, staff(request.user))),
  );
};

export default contactInboxRoutes;
