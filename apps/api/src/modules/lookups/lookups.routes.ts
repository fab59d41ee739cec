// Reference data calls: countries, organization types, education levels, sectors and the other lists.
import {
  countriesQuerySchema,
  countrySchema,
  envelope,
  namedLookupSchema,
  paginatedEnvelope,
  sectorSchema,
} from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageKey } from '../../lib/i18n.ts';
import { ok, page } from '../../lib/reply.ts';
import { createLookupsRepo, type LookupList } from './lookups.repo.ts';
import { createLookupsService } from './lookups.service.ts';

const listSchema = envelope(z.array(namedLookupSchema));

const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLookupsService(createLookupsRepo(app.db));
  const tags = ['reference data'];

  app.get(
    '/countries',
    { schema: { tags, summary: 'Every ISO 3166 country, named in the request language', querystring: countriesQuerySchema, response: { 200: paginatedEnvelope(countrySchema) } } },
    async (request) => {
      const { items, total } = await service.listCountries(request.query, request.lang);
      return page(request, 'lookups.countries', items, { page: request.query.page, perPage: request.query.per_page, total });
    },
  );

  const lists: Array<{ url: string; list: LookupList; summary: string; message: MessageKey }> = [
    { url: '/register/organization-types', list: 'organizationTypes', summary: 'Organization types for registration and profiles', message: 'lookups.organization_types' },
    { url: '/register/education-levels', list: 'educationLevels', summary: 'Education levels for registration and profiles', message: 'lookups.education_levels' },
    { url: '/post-types', list: 'postTypes', summary: 'News and event post types', message: 'common.ok' },
    { url: '/sustainability-statuses', list: 'sustainabilityStatuses', summary: 'Sustainability statuses of stories', message: 'common.ok' },
    { url: '/publication-types', list: 'publicationTypes', summary: 'Publication types', message: 'common.ok' },
    { url: '/institution-categories', list: 'institutionCategories', summary: 'Institution categories of event partners', message: 'common.ok' },
  ];
  for (const { url, list, summary, message } of lists) {
    app.get(url, { schema: { tags, summary, response: { 200: listSchema } } }, async (request) =>
      ok(request, message, await service.listLookup(list, request.lang)),
    );
  }

  app.get(
    '/sectors',
    { schema: { tags, summary: 'All sectors', response: { 200: envelope(z.array(sectorSchema)) } } },
    async (request) => ok(request, 'lookups.sectors', await service.listSectors(request.lang)),
  );

  app.get(
    '/sectors/type/:type',
    {
      schema: {
        tags,
        summary: 'Sectors of one type (maps use interactive-maps)',
        params: z.object({ type: z.string().trim().min(1).max(50) }),
        response: { 200: envelope(z.array(sectorSchema)) },
      },
    },
    async (request) => ok(request, 'lookups.sectors', await service.listSectors(request.lang, request.params.type)),
  );
};

export default lookupsRoutes;
