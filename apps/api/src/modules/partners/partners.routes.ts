// Partner organisations (spec part 1: home strip, about, partners page).
import { envelope, idParamsSchema, partnerSchema, partnersQuerySchema } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { createPartnersService } from './partners.service.ts';

const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPartnersService({ db: app.db });
  const tags = ['site'];

  app.get(
    '/partners',
    {
      schema: {
        tags,
        summary: 'Partners in staff’s order; featured=true for the home and about strips, limit to cap the list',
        querystring: partnersQuerySchema,
        response: { 200: envelope(z.array(partnerSchema)) },
      },
    },
    async (request) => ok(request, 'partners.list', await service.list(request.query, request.lang)),
  );

  app.get('/partners/:id', { schema: { tags, summary: 'One partner', params: idParamsSchema, response: { 200: envelope(partnerSchema) } } }, async (request) =>
    ok(request, 'partners.loaded', await service.get(request.params.id, request.lang)),
  );
};

export default partnersRoutes;
