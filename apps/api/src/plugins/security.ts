// Security headers on every answer: CSP, nosniff, no framing (but for the app's embed pages), a strict
// referrer policy; HSTS over https.
import fp from 'fastify-plugin';
import { HSTS_HEADER, securityHeadersFor } from '../lib/security-headers.ts';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(securityHeadersFor(request.url));
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', HSTS_HEADER);
      }
      reply.removeHeader('X-Powered-By');
    });
  },
  { name: 'security' },
);
