// The security headers' values, worked out once at start (docs/decisions/023-security-headers-once.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { fromTrustedProxy, type TrustProxy } from './client-address.ts';

/** HSTS, sent on answers over https only: over plain http browsers ignore it. */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/** True when a request came over https: its socket, or X-Forwarded-Proto when it came from a trusted proxy (as Fastify reads it). */
export function cameOverHttps(request: IncomingMessage, trustProxy: TrustProxy): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  if (typeof forwarded === 'string' && fromTrustedProxy(request, trustProxy)) {
    const comma = forwarded.lastIndexOf(',');
    return (comma === -1 ? forwarded : forwarded.slice(comma + 1)).trim() === 'https';
  }
  return 'encrypted' in request.socket && request.socket.encrypted === true;
}

/**
 * The headers helmet sets for these options, worked out once. They do not vary by request (no
 * nonces), and @fastify/helmet built helmet's middleware again on every request, parsing the CSP
 * each time: 9% of the hub's CPU when serving kept answers (docs/performance.md).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
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

/** The policy of every answer; embed pages change only who may frame them. */
function hubHelmetOptions(frameAncestors: string[]): HelmetOptions {
  return {
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
      'frame-ancestors': frameAncestors,
      'upgrade-insecure-requests': null,
    },
  },
  // X-Frame-Options cannot name other sites; on embed pages CSP's frame-ancestors alone decides.
  frameguard: frameAncestors.includes("'none'") ? { action: 'deny' } : false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Sent only when the request came over https (HSTS_HEADER): over plain http it means nothing.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  };
}

/** The headers on every answer but HSTS (docs/decisions/007-content-security-policy.md). */
export const SECURITY_HEADERS = helmetHeaders(hubHelmetOptions(["'none'"]));

/**
 * The headers of the app's embed pages (/embed/wefe-index/{chart}): any site may frame them, nothing
 * else changes (docs/decisions/033-analyst-views.md). Every other address, the API's included, stays
 * unframeable.
 */
export const EMBED_SECURITY_HEADERS = helmetHeaders(hubHelmetOptions(['*']));

/** An embed page's address: one chart name under /embed/wefe-index/, then the query or nothing. */
const EMBED_PAGE = /^\/embed\/wefe-index\/[a-z][a-z-]{0,39}(?:\?|$)/;

/** The security headers for a request's address. */
export function securityHeadersFor(url: string): Record<string, string> {
  return EMBED_PAGE.test(url) ? EMBED_SECURITY_HEADERS : SECURITY_HEADERS;
}
