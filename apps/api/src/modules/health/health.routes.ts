// GET /api/health: whether the hub and its database answer (for load balancers and operators).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n.ts';

const healthSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    engine: z.enum(['pglite', 'postgres']),
    uptime_seconds: z.number().int(),
  }),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Reports whether the API and its database answer', response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      const up = await app.database.ping();
      return reply.status(up ? 200 : 503).send({
        success: up,
        message: translate(request.lang, up ? 'health.ok' : 'health.database_down'),
        data: {
          status: up ? 'ok' : 'degraded',
          database: up ? 'up' : 'down',
          engine: app.database.kind,
          uptime_seconds: Math.floor(process.uptime()),
        },
      });
    },
  );
};

export default healthRoutes;
