// The hub's HTTP server, with the answer cache at its front door (docs/decisions/026-kept-answers-before-fastify.md).
// A visitor's GET whose finished answer the cache holds is written to the socket here, before Fastify
// builds a request, runs its hooks and routes it: on a kept answer that work cost three times the
// answer itself. A request from an address over its flood limits is refused here too, for the same
// reason. Everything else (and everything while the server closes) goes to Fastify unchanged.
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { answerCacheKey, type AnswerCache } from './answer-cache.ts';
import { NO_STORE } from './cache-policy.ts';
import { clientAddress, type TrustProxy } from './client-address.ts';
import { createFloodGuard, type FloodLimits } from './flood-guard/flood-guard.ts';
import { ifNoneMatchHits } from './etag.ts';
import { languageFromHeaders, translate } from './i18n.ts';
import { cameOverHttps, HSTS_HEADER, securityHeadersFor } from './security-headers.ts';
import { isApiPath, pathOf } from './url-paths.ts';

/** What the front door needs once the app is built: the cache, the log, and whether to step aside. */
export interface KeptAnswerDoor {
  /** The server factory to give Fastify. */
  serverFactory: FastifyServerFactory;
  /** Connects the cache the answer-cache plugin fills; until then every request goes to Fastify. */
  open(cache: AnswerCache, log: FastifyBaseLogger): void;
  /** From now on every request goes to Fastify, which answers 503 while it closes. */
  close(): void;
  /** Whether close() was called: answers sent from now on say `Connection: close` (app.ts). */
  readonly closing: boolean;
}

// The levels at which Fastify logs each request it completes.
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/** Fastify's server settings, filled with its defaults before it calls the server factory. */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** How often a closing server closes the connections whose answers have ended since it last looked. */
const DRAIN_SWEEP_MS = 100;

/**
 * A front door for the hub's server; `trustProxy` as given to Fastify (X-Forwarded-Proto is believed).
 * With `floodLimits`, every request, kept answer or not, is counted against its address first.
 */
export function createKeptAnswerDoor({ trustProxy, floodLimits }: { trustProxy: TrustProxy; floodLimits?: FloodLimits }): KeptAnswerDoor {
  const floodGuard = floodLimits ? createFloodGuard(floodLimits) : undefined;
  let cache: AnswerCache | undefined;
  let log: FastifyBaseLogger | undefined;
  let closing = false;
  let server: http.Server | undefined;

  /** Answers `request` from the cache; false when it is not a kept visitor's read. */
  const serveKept = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!cache || request.method !== 'GET' || request.headers.authorization !== undefined || request.url === undefined) return false;
    const language = languageFromHeaders(request.headers.lang, request.headers['accept-language']);
    const kept = cache.get(answerCacheKey(language, request.headers['accept-encoding'], request.url));
    if (!kept) return false;

    const started = performance.now();
    const requestId = randomUUID();
    const headers: Record<string, string> = { ...kept.headers, 'x-request-id': requestId };
    if (cameOverHttps(request, trustProxy)) headers['strict-transport-security'] = HSTS_HEADER;
    if (kept.headers.etag && ifNoneMatchHits(request.headers['if-none-match'], kept.headers.etag)) {
      delete headers['content-type'];
      delete headers['content-encoding'];
      response.writeHead(304, headers).end();
    } else {
      headers['content-length'] = String(Buffer.byteLength(kept.payload));
      response.writeHead(200, headers).end(kept.payload);
    }
    // The same line Fastify writes for the requests it answers, so the access log misses none.
    if (log && LOGS_REQUESTS.has(log.level)) log.info({ reqId: requestId, req: { method: request.method, url: request.url }, res: { statusCode: response.statusCode }, responseTime: performance.now() - started }, 'request completed from the answer cache');
    return true;
  };

  /**
   * Answers 429 to a request whose address is over its flood limits, as Fastify's error handler would
   * (translated, with the wait and the headers of every answer; kept-answer-server.test.ts compares
   * the two). W10 sends 900-1,100 such requests a second; through Fastify's hooks each cost as much as
   * a kept answer did there, on the thread that serves everyone else (issue 29).
   */
  const refuse = (request: IncomingMessage, response: ServerResponse, retryAfterSeconds: number): void => {
    const started = performance.now();
    const requestId = randomUUID();
    const language = languageFromHeaders(request.headers.lang, request.headers['accept-language']);
    const body = JSON.stringify({ success: false, data: null, message: translate(language, 'errors.too_many_requests', { seconds: retryAfterSeconds }) });
    const url = request.url ?? '/';
    const headers: Record<string, string> = {
      ...securityHeadersFor(url),
      // As the language plugin says it: the web app's files are the same in every language.
      ...(isApiPath(pathOf(url)) ? { 'content-language': language, vary: 'Accept-Language, lang' } : {}),
      'retry-after': String(retryAfterSeconds),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': NO_STORE,
      'x-request-id': requestId,
      'content-length': String(Buffer.byteLength(body)),
    };
    if (cameOverHttps(request, trustProxy)) headers['strict-transport-security'] = HSTS_HEADER;
    response.writeHead(429, headers).end(body);
    if (log && LOGS_REQUESTS.has(log.level)) log.info({ reqId: requestId, req: { method: request.method, url: request.url }, res: { statusCode: 429 }, responseTime: performance.now() - started }, 'request refused at the front door (flood limits)');
  };

  return {
    serverFactory: (handler, options) => {
      const settings = options as ServerSettings;
      const created = http.createServer(settings.http ?? {}, (request, response) => {
        const verdict = floodGuard?.check(clientAddress(request, trustProxy));
        // While the server closes, Fastify answers everything (503).
        if (verdict && !verdict.allowed && !closing) {
          refuse(request, response, verdict.retryAfterSeconds);
        } else if (!serveKept(request, response)) {
          handler(request, response);
        }
      });
      // What Fastify sets on the server it would have made itself.
      if (settings.keepAliveTimeout !== undefined) created.keepAliveTimeout = settings.keepAliveTimeout;
      if (settings.requestTimeout !== undefined) created.requestTimeout = settings.requestTimeout;
      if (settings.connectionTimeout !== undefined) created.setTimeout(settings.connectionTimeout);
      if (settings.maxRequestsPerSocket) created.maxRequestsPerSocket = settings.maxRequestsPerSocket;
      server = created;
      return created;
    },
    open(openedCache, openedLog) {
      cache = openedCache;
      log = openedLog;
    },
    close() {
      cache = undefined;
      closing = true;
      // Node closes the connections idle when the server closes. One whose answer was still going out
      // then stayed open after it for the client's keep-alive (fetch: 71 s), and SIGTERM hit its 15-s
      // limit and exited 1 (seen in the backup test); so, until the server has closed, look again.
      const open = server;
      if (!open?.listening) return;
      const sweep = setInterval(() => open.closeIdleConnections(), DRAIN_SWEEP_MS);
      sweep.unref();
      open.once('close', () => clearInterval(sweep));
    },
    get closing() {
      return closing;
    },
  };
}
