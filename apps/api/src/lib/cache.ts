// Short shared caching of public data answers (the language plugin already adds Vary for the language).
import type { FastifyInstance } from 'fastify';

/** Marks successful GET answers of this plugin's routes `public, max-age=N` unless a route set its own. */
export function cachePublicAnswers(app: FastifyInstance, maxAgeSeconds = 60): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200 && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', `public, max-age=${maxAgeSeconds}`);
    }
  });
}
