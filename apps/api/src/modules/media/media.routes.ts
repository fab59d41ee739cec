// Serving stored uploads: documents as downloads, images inline, never sniffed or run as pages.
import { errorEnvelopeSchema } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS } from './media.types.ts';

const paramsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const querySchema = z.object({
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]])
    .transform(Number)
    .optional()
    .describe('Width of the image variant wanted; the nearest stored one is sent'),
});

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored file: documents as attachments, images inline (WebP variants with ?w=)',
        params: paramsSchema,
        querystring: querySchema,
        response: { 200: z.any().describe('The file'), 206: z.any().describe('The byte range asked for (Range)'), 404: errorEnvelopeSchema, 416: errorEnvelopeSchema.describe('A range starting past the end; Content-Range gives the size') },
      },
    },
    async (request, reply) => {
      const file = await app.media.open(app.db, request.params.id, request, request.query.w);
      return reply.code(file.status).headers(file.headers).send(file.stream);
    },
  );
};

export default mediaRoutes;
