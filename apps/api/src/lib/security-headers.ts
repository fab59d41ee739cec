// The security headers' values, worked out once at start (docs/decisions/023-security-headers-once.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** HSTS, sent on answers over https only: over plain http browsers ignore it. */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

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
