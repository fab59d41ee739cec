// Staff content management (issue 9): GET /admin/content, GET /admin/content/{type}/{id}, and for each
// type PATCH /admin/{type}/{id}, POST /admin/{type}/{id}/unpublish and DELETE /admin/{type}/{id}.
import {
  adminContentDetailSchema,
  adminContentItemSchema,
  adminContentQuerySchema,
  CONTENT_TYPES,
  envelope,
  idParamsSchema,
  paginatedEnvelope,
  unpublishContentSchema,
} from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../lib/reply.ts';
import { createContentAdminService } from './content-admin.service.ts';
import type { ContentKind } from './content-kind.ts';

/** `kinds`: the content types staff manage, each declared by its module (content-modules.ts). */
const contentAdminRoutes: FastifyPluginAsyncZod<{ publicUrl: string; kinds: readonly ContentKind[] }> = async (app, { publicUrl, kinds }) => {
  const service = createContentAdminService({ db: app.db, media: app.media, mailer: app.mailer, publicUrl, kinds });
  const staff = app.requireRole('admin', 'reviewer');
  const tags = ['staff'];
  const security = [{ bearer: [] }];
  const one = { 200: envelope(adminContentDetailSchema) };

  app.get(
    '/admin/content',
    {
      onRequest: staff,
      schema: { tags, security, summary: 'Every item of a content type in any state, newest first; q searches the title', querystring: adminContentQuerySchema, response: { 200: paginatedEnvelope(adminContentItemSchema) } },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await service.list(query);
      return page(request, 'content_admin.list', items, { page: query.page, perPage: query.per_page, total });
    },
  );

  app.get(
    '/admin/content/:type/:id',
    {
      onRequest: staff,
      schema: { tags, security, summary: 'One item in any state with its editable texts as stored', params: idParamsSchema.extend({ type: z.enum(CONTENT_TYPES, { error: 'validation.invalid' }) }), response: one },
    },
    async (request) => ok(request, 'content_admin.loaded', await service.get(request.params.type, request.params.id)),
  );

  // One set of routes per type: static segments, so they never shadow another section's /admin/... calls.
  for (const kind of kinds) {
    const { type } = kind;
    // The API documentation names the type as the owner's mail does in English.
    const name = kind.label.en;
    app.patch(
      `/admin/${type}/:id`,
      {
        onRequest: staff,
        schema: {
          tags,
          security,
          summary: `Corrects the texts of a ${name} (fields not sent are unchanged; the review state stays)`,
          params: idParamsSchema,
          body: kind.schema,
          response: one,
        },
      },
      async (request) => ok(request, 'content_admin.updated', await service.correct(type, request.params.id, request.body, request.user!)),
    );

    app.post(
      `/admin/${type}/:id/unpublish`,
      {
        onRequest: staff,
        schema: { tags, security, summary: `Takes an approved ${name} off the public site, with an optional reason`, params: idParamsSchema, body: unpublishContentSchema, response: one },
      },
      async (request) => ok(request, 'content_admin.unpublished', await service.unpublish(type, request.params.id, request.user!, request.body?.reason ?? null)),
    );

    app.delete(
      `/admin/${type}/:id`,
      { onRequest: staff, schema: { tags, security, summary: `Deletes a ${name} in any state, with its files`, params: idParamsSchema, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await service.remove(type, request.params.id, request.user!);
        return ok(request, 'content_admin.deleted', null);
      },
    );
  }
};

export default contentAdminRoutes;
