// Staff's editing of managed pages (issue 9): list, read for editing, save (sanitised, audited) and
// preview what the public would be served. Kept apart from pages.routes.ts, whose answers are cached publicly.
import { envelope, managedPageInputSchema, managedPageSchema, managedPageSummarySchema, pageSlugParamsSchema, sitePageSchema } from '@wefe/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { createPagesService } from './pages.service.ts';

const pagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPagesService({ db: app.db });
  const staff = app.requireRole('admin', 'reviewer');
  const tags = ['staff'];
  const security = [{ bearer: [] }];

  app.get(
    '/admin/pages',
    {
      onRequest: staff,
      schema: { tags, security, summary: 'The managed pages, with their titles and who saved them last', response: { 200: envelope(z.array(managedPageSummarySchema)) } },
    },
    async (request) => ok(request, 'pages.list', await service.list()),
  );

  app.get(
    '/admin/pages/:slug',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'A managed page as stored, for editing: title and paragraphs (sanitised HTML) per language',
        params: pageSlugParamsSchema,
        response: { 200: envelope(managedPageSchema) },
      },
    },
    async (request) => ok(request, 'pages.loaded', await service.getForEditing(request.params.slug)),
  );

  app.put(
    '/admin/pages/:slug',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Replaces a managed page’s title and paragraphs in the three languages; the HTML is sanitised, paragraphs left empty are dropped; audited',
        params: pageSlugParamsSchema,
        body: managedPageInputSchema,
        response: { 200: envelope(managedPageSchema) },
      },
    },
    async (request) => ok(request, 'pages.saved', await service.update(request.params.slug, request.body, { id: request.user!.id, role: request.user!.role })),
  );

  app.post(
    '/admin/pages/:slug/preview',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'What GET /pages/{slug} would answer once this content is saved (sanitised fields); saves nothing',
        params: pageSlugParamsSchema,
        body: managedPageInputSchema,
        response: { 200: envelope(sitePageSchema) },
      },
    },
    async (request) => ok(request, 'pages.previewed', await service.preview(request.params.slug, request.body)),
  );
};

export default pagesAdminRoutes;
