// Index calls (spec part 2 section 7.1): pillars, indicators, the ranking of a year, a country's detail
// and the ranking as open data.
import {
  countryIndexDetailSchema,
  countryIndexQuerySchema,
  envelope,
  errorEnvelopeSchema,
  idParamsSchema,
  indexEntrySchema,
  indexesQuerySchema,
  indexExportQuerySchema,
  indexYearsSchema,
  indicatorSchema,
  paginatedEnvelope,
  pillarSchema,
} from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../lib/reply.ts';
import { createIndexRepo } from './index.repo.ts';
import { createIndexService } from './index.service.ts';


const indexRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIndexService(createIndexRepo(app.db));
  const tags = ['wefe index'];

  app.get('/pillars', { schema: { tags, summary: 'The four pillars with names, descriptions, icon and [light, dark] colours', response: { 200: envelope(z.array(pillarSchema)) } } }, async (request) =>
    ok(request, 'wefe.pillars', await service.pillars(request.lang)),
  );

  app.get('/indicators', { schema: { tags, summary: 'Every indicator with unit, direction, source, licence and treatment', response: { 200: envelope(z.array(indicatorSchema)) } } }, async (request) =>
    ok(request, 'wefe.indicators', await service.indicators(request.lang)),
  );

  app.get('/indexes/years', { schema: { tags, summary: 'Years with a computed index, the ranked count of each, and the default year', response: { 200: envelope(indexYearsSchema) } } }, async (request) =>
    ok(request, 'wefe.years', await service.years()),
  );

  app.get(
    '/indexes',
    {
      schema: {
        tags,
        summary: 'The ranking of a year (default: the latest well-covered year), of the index or of one pillar; unranked countries last',
        querystring: indexesQuerySchema,
        response: { 200: paginatedEnvelope(indexEntrySchema), 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { items, total } = await service.list(request.query, request.lang);
      return page(request, 'wefe.indexes', items, { page: request.query.page, perPage: request.query.per_page, total });
    },
  );

  app.get(
    '/indexes/export.csv',
    {
      schema: {
        tags,
        summary: 'The ranking of a year as CSV, with a source and licence line first',
        querystring: indexExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { csv, year } = await service.exportCsv(request.query.year, request.query.lang ?? request.lang);
      return reply
        .headers({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="wefe-index-${year ?? 'none'}.csv"`,
        })
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/indexes/country/:id',
    {
      schema: {
        tags,
        summary: "A country's index, rank and pillars with their indicators for a year (default: the default year, else its newest)",
        params: idParamsSchema,
        querystring: countryIndexQuerySchema,
        response: { 200: envelope(countryIndexDetailSchema), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, 'wefe.country_index', await service.country(request.params.id, request.query.year, request.lang)),
  );

  app.get(
    '/indexes/:id',
    { schema: { tags, summary: 'One ranking entry', params: idParamsSchema, response: { 200: envelope(indexEntrySchema), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema } } },
    async (request) => ok(request, 'wefe.index', await service.get(request.params.id, request.lang)),
  );
};

export default indexRoutes;
