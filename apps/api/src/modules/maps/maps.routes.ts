// Map calls (spec part 2 section 7.2): maps, their legend keys, data points and years, and a map as open data.
import {
  envelope,
  errorEnvelopeSchema,
  idParamsSchema,
  mapExportQuerySchema,
  mapKeySchema,
  mapPointSchema,
  mapPointsQuerySchema,
  mapSchema,
  mapsQuerySchema,
  mapYearsQuerySchema,
  mapCountriesQuerySchema,
  paginatedEnvelope,
} from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../lib/reply.ts';
import { createMapsRepo } from './maps.repo.ts';
import { createMapsService } from './maps.service.ts';


const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMapsService(createMapsRepo(app.db));
  const tags = ['maps'];
  const mapOne = { 200: envelope(mapSchema), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema };
  const pointsPage = { 200: paginatedEnvelope(mapPointSchema), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema };

  app.get(
    '/maps',
    { schema: { tags, summary: 'Maps, optionally of one sector (with=sector embeds it)', querystring: mapsQuerySchema, response: { 200: envelope(z.array(mapSchema)), 422: errorEnvelopeSchema } } },
    async (request) => ok(request, 'maps.list', await service.list({ sectorId: request.query.sector_id, with: request.query.with }, request.lang)),
  );

  app.get(
    '/maps/sector/:id',
    { schema: { tags, summary: 'The maps of one sector, in order', params: idParamsSchema, response: { 200: envelope(z.array(mapSchema)), 422: errorEnvelopeSchema } } },
    async (request) => ok(request, 'maps.list', await service.list({ sectorId: request.params.id, with: 'sector' }, request.lang)),
  );

  app.get(
    '/maps/:id',
    { schema: { tags, summary: 'One map', params: idParamsSchema, querystring: z.object({ with: mapsQuerySchema.shape.with }), response: mapOne } },
    async (request) => ok(request, 'maps.one', await service.get(request.params.id, request.query.with, request.lang)),
  );

  app.get(
    '/maps/:id/keys',
    { schema: { tags, summary: "A map's legend keys (name in the reader's language, alt_name in Arabic)", params: idParamsSchema, response: { 200: envelope(z.array(mapKeySchema)), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema } } },
    async (request) => ok(request, 'maps.keys', await service.keys(request.params.id, request.lang)),
  );

  const pointsQuery = mapPointsQuerySchema;
  app.get(
    '/interactive-maps',
    { schema: { tags, summary: 'Data points filtered by map_id, country_id and year (with=country,mapKey embeds them)', querystring: pointsQuery, response: pointsPage } },
    async (request) => {
      const { items, total } = await service.points(request.query, request.lang);
      return page(request, 'maps.points', items, { page: request.query.page, perPage: request.query.per_page, total });
    },
  );

  app.get(
    '/interactive-maps/years',
    { schema: { tags, summary: 'Distinct years of the points of a map and/or country, newest first', querystring: mapYearsQuerySchema, response: { 200: envelope(z.array(z.number().int())), 422: errorEnvelopeSchema } } },
    async (request) => ok(request, 'maps.years', await service.years({ mapId: request.query.map_id, countryId: request.query.country_id })),
  );

  app.get(
    '/interactive-maps/countries',
    {
      schema: {
        tags,
        summary: 'Ids of the countries with points of a map (or of any map), ascending',
        querystring: mapCountriesQuerySchema,
        response: { 200: envelope(z.array(z.number().int())), 422: errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, 'maps.countries', await service.countryIds({ mapId: request.query.map_id })),
  );

  app.get(
    '/interactive-maps/map/:id',
    { schema: { tags, summary: "A map's points, newest year first (per_page up to 1000)", params: idParamsSchema, querystring: pointsQuery.omit({ map_id: true }), response: pointsPage } },
    async (request) => {
      const { items, total } = await service.points({ ...request.query, map_id: request.params.id }, request.lang);
      return page(request, 'maps.points', items, { page: request.query.page, perPage: request.query.per_page, total });
    },
  );

  app.get(
    '/interactive-maps/map/:id/export.csv',
    {
      schema: {
        tags,
        summary: "A map's points as CSV (one year with ?year=), with a source and licence line first",
        params: idParamsSchema,
        querystring: mapExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await service.exportCsv(request.params.id, request.query.year, request.query.lang ?? request.lang);
      return reply
        .headers({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` })
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/interactive-maps/country/:id',
    { schema: { tags, summary: "A country's points, of one map with map_id", params: idParamsSchema, querystring: pointsQuery.omit({ country_id: true }), response: pointsPage } },
    async (request) => {
      const { items, total } = await service.points({ ...request.query, country_id: request.params.id }, request.lang);
      return page(request, 'maps.points', items, { page: request.query.page, perPage: request.query.per_page, total });
    },
  );
};

export default mapsRoutes;
