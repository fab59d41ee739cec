// /admin/reference-lists: the reference lists staff manage. Staff read them; administrators change them.
import {
  envelope,
  errorEnvelopeSchema,
  idParamsSchema,
  referenceEntryInputSchema,
  referenceEntrySchema,
  referenceListParamsSchema,
  referenceListSummarySchema,
  referenceOrderSchema,
} from '@wefe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { createReferenceListsService } from './reference-lists.service.ts';

const entryParams = referenceListParamsSchema.extend(idParamsSchema.shape);
const actorOf = (request: FastifyRequest) => ({ id: request.user!.id, role: request.user!.role });

const referenceListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReferenceListsService(app.db);
  const tags = ['staff'];
  const security = [{ bearer: [] }];
  const staff = app.requireRole('admin', 'reviewer');
  const admin = app.requireRole('admin');
  const refused = { 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };

  app.get(
    '/admin/reference-lists',
    { onRequest: staff, schema: { tags, security, summary: 'The reference lists staff manage, each with its number of entries', response: { 200: envelope(z.array(referenceListSummarySchema)) } } },
    async (request) => ok(request, 'reference_lists.lists', await service.lists()),
  );

  app.get(
    '/admin/reference-lists/:list',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Every entry of a list in its order, named in the three languages, with how many records use it',
        params: referenceListParamsSchema,
        response: { 200: envelope(z.array(referenceEntrySchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, 'reference_lists.entries', await service.entries(request.params.list)),
  );

  app.post(
    '/admin/reference-lists/:list',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Adds an entry at the end of a list; names unique in each language within the list (administrators)',
        params: referenceListParamsSchema,
        body: referenceEntryInputSchema,
        response: { 201: envelope(referenceEntrySchema), ...refused },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.params.list, request.body, actorOf(request));
      return reply.status(201).send(ok(request, 'reference_lists.created', created));
    },
  );

  // The router prefers this static segment to '/:id', so 'order' is never read as an id.
  app.put(
    '/admin/reference-lists/:list/order',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Puts a list in a new order: every id of the list once (administrators)',
        params: referenceListParamsSchema,
        body: referenceOrderSchema,
        response: { 200: envelope(z.array(referenceEntrySchema)), ...refused },
      },
    },
    async (request) => ok(request, 'reference_lists.reordered', await service.reorder(request.params.list, request.body.ids, actorOf(request))),
  );

  app.put(
    '/admin/reference-lists/:list/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Renames an entry in the three languages; its id and slug stay (administrators)',
        params: entryParams,
        body: referenceEntryInputSchema,
        response: { 200: envelope(referenceEntrySchema), ...refused },
      },
    },
    async (request) => ok(request, 'reference_lists.updated', await service.update(request.params.list, request.params.id, request.body, actorOf(request))),
  );

  app.delete(
    '/admin/reference-lists/:list/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Deletes an entry no record uses; 409 when one does, or when it is the last of its list (administrators)',
        params: entryParams,
        response: { 200: envelope(z.null()), ...refused },
      },
    },
    async (request) => {
      await service.remove(request.params.list, request.params.id, actorOf(request));
      return ok(request, 'reference_lists.deleted', null);
    },
  );
};

export default referenceListsRoutes;
