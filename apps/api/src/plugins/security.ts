// Security headers on every answer: CSP, nosniff, no framing, a strict referrer policy; HSTS over https.
import fp from 'fastify-plugin';
import { helmetHeaders, HSTS_HEADER } from '../lib/security-headers.ts';

export default fp(
  async (app) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // Radix's scroll lock injects a <style> element and libraries set style attributes, so styles
          // may be inline; scripts may not (docs/decisions/007-content-security-policy.md).
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'"],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent only when the request came over https (below): over plain http it means nothing.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
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
