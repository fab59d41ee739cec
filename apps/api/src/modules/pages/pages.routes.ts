// Managed page content (spec part 1: the about-the-hub page reads GET /pages/about-us).
import { envelope, pageSlugParamsSchema, sitePageSchema } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { createPagesService } from './pages.service.ts';

const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPagesService({ db: app.db });

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['site'],
        summary: 'A managed page: fields title[0], title_ar[0], title_fr[0], description[n], description_ar[n], description_fr[n], each { value, raw_value } (sanitised HTML)',
        params: pageSlugParamsSchema,
        response: { 200: envelope(sitePageSchema) },
      },
    },
    async (request) => ok(request, 'pages.loaded', await service.get(request.params.slug)),
  );
};

export default pagesRoutes;
