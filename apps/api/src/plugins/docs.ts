// The OpenAPI document, generated from the routes' zod schemas, and its UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'WEFE Nexus Hub API',
          description:
            'Answers are `{ success, message, data, meta?, errors? }`. Send `lang` or `Accept-Language` (en, ar, fr) ' +
            'to choose the language of names and messages. Validation failures answer 422 with `errors: { field: [messages] }`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token answered by POST /api/login.' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Serves its own hashed CSP so the UI runs without loosening the site's policy.
      staticCSP: true,
      // Its policy allows framing by the same origin; the hub allows none anywhere.
      transformStaticCSP: (header) => header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'docs' },
);
