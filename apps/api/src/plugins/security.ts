// Security headers on every answer: CSP, nosniff, no framing, a strict referrer policy; HSTS over https.
import fp from 'fastify-plugin';
import { HSTS_HEADER, SECURITY_HEADERS } from '../lib/security-headers.ts';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(SECURITY_HEADERS);
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
