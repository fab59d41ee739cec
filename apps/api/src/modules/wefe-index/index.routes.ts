// Index calls (spec part 2 section 7.1): pillars, indicators, the years, the ranking of a year, a
// country's detail, the methodology's numbers, and the index as open data (CSV and a data package).
import {
  countryIndexDetailSchema,
  countryIndexQuerySchema,
  envelope,
  errorEnvelopeSchema,
  idParamsSchema,
  indexEntrySchema,
  indexesQuerySchema,
  indexExportQuerySchema,
  benchmarkSeriesQuerySchema,
  benchmarkSeriesSchema,
  countrySeriesSchema,
  countryKeyParamsSchema,
  indexBenchmarksQuerySchema,
  indexBenchmarksSchema,
  indexMethodologySchema,
  indexYearQuerySchema,
  indexYearsSchema,
  indicatorSchema,
  paginatedEnvelope,
  pillarSchema,
} from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../lib/reply.ts';
import { dataPackage } from './index.open-data.ts';
import { createIndexRepo } from './index.repo.ts';
import { createIndexService } from './index.service.ts';

const indexRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = createIndexService(createIndexRepo(app.db));
  const tags = ['wefe index'];

  app.get('/pillars', { schema: { tags, summary: 'The four pillars with names, descriptions, icon and [light, dark] colours', response: { 200: envelope(z.array(pillarSchema)) } } }, async (request) =>
    ok(request, 'wefe.pillars', await service.pillars(request.lang)),
  );

  app.get('/indicators', { schema: { tags, summary: 'Every indicator with unit, direction, source, licence, treatment and goalposts', response: { 200: envelope(z.array(indicatorSchema)) } } }, async (request) =>
    ok(request, 'wefe.indicators', await service.indicators(request.lang)),
  );

  app.get(
    '/indexes/years',
    {
      schema: {
        tags,
        summary: 'Every year with its ranked count, data window, carried-forward share and whether it is provisional; the default year is the latest comparable one',
        response: { 200: envelope(indexYearsSchema) },
      },
    },
    async (request) => ok(request, 'wefe.years', await service.years(request.lang)),
  );

  app.get(
    '/indexes/methodology',
    {
      schema: {
        tags,
        summary: "The method's thresholds, the uncertainty analysis (runs, seed, time, interval widths) and the comparison with the SDSN Sustainable Development Report for a year",
        querystring: indexYearQuerySchema,
        response: { 200: envelope(indexMethodologySchema), 422: errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, 'wefe.methodology', await service.methodology(request.query.year, request.lang)),
  );

  app.get(
    '/indexes/datapackage.json',
    {
      schema: {
        tags,
        summary: "A Frictionless Data Package describing a year's two CSV tables: fields, units, licences, sources and citation",
        querystring: indexYearQuerySchema,
        response: { 200: z.string().describe('application/json: a Frictionless tabular data package'), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const described = await service.dataPackageYear(request.query.year);
      return reply
        .headers({ 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `inline; filename="wefe-index-${described.year ?? 'none'}.datapackage.json"` })
        .send(JSON.stringify(dataPackage({ ...described, baseUrl: publicUrl }), null, 2));
    },
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
        summary: 'A year as CSV, header row first: one row per country (index, pillars, sub-pillars, ranks with intervals, indicator counts), or with detail=indicators one row per country and indicator',
        querystring: indexExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { detail } = request.query;
      const { csv, year } = await service.exportCsv(request.query.year, request.query.lang ?? request.lang, detail);
      const name = `wefe-index${detail ? `-${detail}` : ''}-${year ?? 'none'}.csv`;
      // The byte-order mark tells spreadsheet programs the file is UTF-8 (pandas skips it); the data
      // package links the files without it, as Frictionless readers take the mark for part of the header.
      const bom = request.query.bom === 'false' ? '' : '\uFEFF';
      return reply.headers({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` }).send(`${bom}${csv}`);
    },
  );

  app.get(
    '/indexes/country/:id',
    {
      schema: {
        tags,
        summary: "A country's index, rank and pillars with their indicators for a year (default: the default year, else its newest); the country by id or ISO 3166 alpha-3 code",
        params: countryKeyParamsSchema,
        querystring: countryIndexQuerySchema,
        response: { 200: envelope(countryIndexDetailSchema), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, 'wefe.country_index', await service.country(request.params.id, request.query.year, request.lang)),
  );

  app.get(
    '/indexes/country/:id/series',
    {
      schema: {
        tags,
        summary: "A country's index and pillars in every year with data, oldest first: values, ranks with intervals, how many are ranked, the country's data window and whether the year is provisional; the country by id or ISO 3166 alpha-3 code",
        params: countryKeyParamsSchema,
        response: { 200: envelope(countrySeriesSchema), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, 'wefe.series', await service.series(request.params.id, request.lang)),
  );

  app.get(
    '/indexes/benchmarks',
    {
      schema: {
        tags,
        summary: 'Regional benchmarks of a year (default: the default year): for MENA, the OIC and each continent of the hub, the unweighted mean and the best member of the index and each pillar',
        querystring: indexBenchmarksQuerySchema,
        response: { 200: envelope(indexBenchmarksSchema), 422: errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, 'wefe.benchmarks', await service.benchmarks(request.query.year, request.query.region, request.lang)),
  );

  app.get(
    '/indexes/benchmarks/series',
    {
      schema: {
        tags,
        summary: "A group's mean index and pillars in every year, oldest first",
        querystring: benchmarkSeriesQuerySchema,
        response: { 200: envelope(benchmarkSeriesSchema), 422: errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, 'wefe.benchmarks', await service.benchmarkSeries(request.query.region)),
  );

  app.get(
    '/indexes/:id',
    { schema: { tags, summary: 'One ranking entry', params: idParamsSchema, response: { 200: envelope(indexEntrySchema), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema } } },
    async (request) => ok(request, 'wefe.index', await service.get(request.params.id, request.lang)),
  );
};

export default indexRoutes;
