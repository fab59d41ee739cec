// /admin/indicators and /admin/maps: the index's indicators and the thematic maps with their legends.
// Staff read them; administrators add and edit them.
import {
  adminIndicatorSchema,
  adminMapSchema,
  envelope,
  errorEnvelopeSchema,
  idParamsSchema,
  indicatorCreateSchema,
  indicatorSavedSchema,
  indicatorUpdateSchema,
  mapInputSchema,
} from '@wefe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { createIndexDataService } from './index-data.service.ts';

const actorOf = (request: FastifyRequest) => ({ id: request.user!.id, role: request.user!.role });

const indexDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIndexDataService({ db: app.db });
  const tags = ['staff'];
  const security = [{ bearer: [] }];
  const staff = app.requireRole('admin', 'reviewer');
  const admin = app.requireRole('admin');
  const refused = { 404: errorEnvelopeSchema, 422: errorEnvelopeSchema };

  app.get(
    '/admin/indicators',
    { onRequest: staff, schema: { tags, security, summary: 'Every indicator with all its fields and its number of values, by pillar', response: { 200: envelope(z.array(adminIndicatorSchema)) } } },
    async (request) => ok(request, 'indicators.list', await service.listIndicators()),
  );

  app.post(
    '/admin/indicators',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Adds an indicator and recomputes the index (administrators)',
        body: indicatorCreateSchema,
        response: { 201: envelope(indicatorSavedSchema), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const saved = await service.createIndicator(request.body, actorOf(request));
      // The new scores are committed; their rank intervals follow off the request path.
      app.indexUncertainty.nudge();
      return reply.status(201).send(ok(request, 'indicators.created', saved));
    },
  );

  app.put(
    '/admin/indicators/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Saves an indicator (not its code); a change of pillar, type, direction or treatment recomputes the index (administrators)',
        params: idParamsSchema,
        body: indicatorUpdateSchema,
        response: { 200: envelope(indicatorSavedSchema), ...refused },
      },
    },
    async (request) => {
      const saved = await service.updateIndicator(request.params.id, request.body, actorOf(request));
      if (saved.recomputed) app.indexUncertainty.nudge();
      return ok(request, saved.recomputed ? 'indicators.updated_recomputed' : 'indicators.updated', saved);
    },
  );

  app.get(
    '/admin/maps',
    { onRequest: staff, schema: { tags, security, summary: 'Every map with all its fields, its legend in order and its number of points', response: { 200: envelope(z.array(adminMapSchema)) } } },
    async (request) => ok(request, 'maps.admin_list', await service.listMaps()),
  );

  app.post(
    '/admin/maps',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Creates a map with its legend keys (ordered bands that do not overlap); a pillar or indicator map gets its points (administrators)',
        body: mapInputSchema,
        response: { 201: envelope(adminMapSchema), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(ok(request, 'maps.created', await service.createMap(request.body, actorOf(request)))),
  );

  app.put(
    '/admin/maps/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Saves a map and replaces its legend as a whole; its points follow (administrators)',
        params: idParamsSchema,
        body: mapInputSchema,
        response: { 200: envelope(adminMapSchema), ...refused },
      },
    },
    async (request) => ok(request, 'maps.updated', await service.updateMap(request.params.id, request.body, actorOf(request))),
  );
};

export default indexDataRoutes;
