// Security headers on every answer: CSP, nosniff, no framing, a strict referrer policy; HSTS over https.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. They do not vary by request (no
 * nonces), and @fastify/helmet built helmet's middleware again on every request, parsing the CSP
 * each time: 9% of the hub's CPU when serving kept answers (docs/performance.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

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
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
      reply.removeHeader('X-Powered-By');
    });
  },
  { name: 'security' },
);
