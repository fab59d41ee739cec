// The site's figures (spec part 1: home, about and impact counters) and the page-view beacon that counts visitors.
import { aboutStatsSchema, envelope, homeStatsSchema } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { createStatsService } from './stats.service.ts';

/** Page views one address may report per minute; a person opens far fewer pages, a script more. */
const VISIT_RULE = { name: 'site-visit', limit: 60, windowSeconds: 60 };

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStatsService({ db: app.db });
  const tags = ['site'];

  app.get(
    '/home-page',
    { schema: { tags, summary: 'The home and impact counters: active members, countries in the index, approved publications and stories, visitors', response: { 200: envelope(homeStatsSchema) } } },
    async (request) => ok(request, 'stats.home', await service.home()),
  );

  app.get(
    '/about',
    { schema: { tags, summary: 'The about page’s footprint: countries covered, indicators, partner organisations, publications and stories', response: { 200: envelope(aboutStatsSchema) } } },
    async (request) => ok(request, 'stats.about', await service.about()),
  );

  app.post(
    '/visits',
    {
      preHandler: app.rateLimit(VISIT_RULE),
      schema: {
        tags,
        summary: 'Reports a page view (the web calls it once per page load, no body): a browser is counted once per UTC day, bots never; nothing about the visitor is stored',
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await service.recordVisit({ ip: request.ip, userAgent: request.headers['user-agent'] });
      return reply.status(204).send(null);
    },
  );
};

export default statsRoutes;
