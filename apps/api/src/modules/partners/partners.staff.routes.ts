// Staff calls on partners (issue 9): the full list, create, edit (multipart with _method=PUT), delete
// and reorder. Admins and reviewers both manage partners: like the content they already moderate,
// partners are public site content, and every change is in the audit log. A plugin apart from the
// public partners routes, so these answers are never marked cacheable.
import {
  envelope,
  idParamsSchema,
  PARTNER_LOGO_TYPES,
  partnerCreateSchema,
  partnerOrderSchema,
  partnerUpdateSchema,
  staffPartnerSchema,
} from '@wefe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { parseFields, readMultipart, type UploadSpec } from '../media/media.upload.ts';
import type { PendingFile } from '../media/media.types.ts';
import { createPartnersStaffService } from './partners.staff.service.ts';

const FILES = { logo: { kind: 'image', types: PARTNER_LOGO_TYPES } } as const satisfies UploadSpec;

const partnersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPartnersStaffService({ db: app.db, media: app.media });
  const tags = ['staff'];
  const security = [{ bearer: [] }];
  const staff = app.requireRole('admin', 'reviewer');
  const actor = (request: FastifyRequest) => ({ id: request.user!.id, role: request.user!.role });
  const one = { 200: envelope(staffPartnerSchema) };
  const list = { 200: envelope(z.array(staffPartnerSchema)) };

  /** The form's fields and its logo: multipart as the console sends it, or JSON without a logo. */
  async function submission<T extends z.ZodType>(request: FastifyRequest, schema: T): Promise<{ input: z.output<T>; logo: PendingFile | undefined }> {
    if (!request.isMultipart()) return { input: parseFields(schema, (request.body ?? {}) as Record<string, string>), logo: undefined };
    const upload = await readMultipart(request, FILES);
    try {
      return { input: parseFields(schema, upload.fields), logo: upload.files.logo };
    } catch (error) {
      await app.media.discard(upload.all);
      throw error;
    }
  }

  app.get('/admin/partners', { onRequest: staff, schema: { tags, security, summary: 'Every partner in the shown order, with every field (admin or reviewer)', response: list } }, async (request) =>
    ok(request, 'partners.admin_list', await service.list()),
  );

  app.post(
    '/admin/partners',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Adds a partner at the end of the order (multipart: name, url, organization_type_id, featured, logo image; or JSON without a logo)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: envelope(staffPartnerSchema) },
      },
    },
    async (request, reply) => {
      const { input, logo } = await submission(request, partnerCreateSchema);
      return reply.status(201).send(ok(request, 'partners.created', await service.create(input, logo, actor(request))));
    },
  );

  // Before /admin/partners/:id, so "order" is not read as an id.
  app.put(
    '/admin/partners/order',
    { onRequest: staff, schema: { tags, security, summary: 'Puts the partners in the order of `ids`, which lists every partner exactly once (422 otherwise)', body: partnerOrderSchema, response: list } },
    async (request) => ok(request, 'partners.reordered', await service.reorder(request.body.ids, actor(request))),
  );

  app.post(
    '/admin/partners/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Edits a partner (multipart or JSON with _method=PUT): fields sent replace, empty url or type clears it; a new logo replaces the old, remove_logo=1 drops it',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => {
      const { input, logo } = await submission(request, partnerUpdateSchema);
      return ok(request, 'partners.updated', await service.update(request.params.id, input, logo, actor(request)));
    },
  );

  app.delete('/admin/partners/:id', { onRequest: staff, schema: { tags, security, summary: 'Deletes a partner and its uploaded logo', params: idParamsSchema, response: { 200: envelope(z.null()) } } }, async (request) => {
    await service.delete(request.params.id, actor(request));
    return ok(request, 'partners.deleted', null);
  });
};

export default partnersStaffRoutes;
