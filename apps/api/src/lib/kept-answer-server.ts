// The hub's HTTP server, with the answer cache at its front door (docs/decisions/026-kept-answers-before-fastify.md).
// A visitor's GET whose finished answer the cache holds is written to the socket here, before Fastify
// builds a request, runs its hooks and routes it: on a kept answer that work cost three times the
// answer itself. Everything else (and everything while the server closes) goes to Fastify unchanged.
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { answerCacheKey, type AnswerCache } from './answer-cache.ts';
import { ifNoneMatchHits } from './etag.ts';
import { languageFromHeaders } from './i18n.ts';
import { cameOverHttps, HSTS_HEADER } from './security-headers.ts';

/** What the front door needs once the app is built: the cache, the log, and whether to step aside. */
export interface KeptAnswerDoor {
  /** The server factory to give Fastify. */
  serverFactory: FastifyServerFactory;
  /** Connects the cache the answer-cache plugin fills; until then every request goes to Fastify. */
  open(cache: AnswerCache, log: FastifyBaseLogger): void;
  /** From now on every request goes to Fastify, which answers 503 while it closes. */
  close(): void;
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

/** A front door for the hub's server; `trustProxy` as given to Fastify (X-Forwarded-Proto is believed). */
export function createKeptAnswerDoor({ trustProxy }: { trustProxy: boolean }): KeptAnswerDoor {
  let cache: AnswerCache | undefined;
  let log: FastifyBaseLogger | undefined;

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

  return {
    serverFactory: (handler, options) => {
      const settings = options as ServerSettings;
      const server = http.createServer(settings.http ?? {}, (request, response) => {
        if (!serveKept(request, response)) handler(request, response);
      });
      // What Fastify sets on the server it would have made itself.
      if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
      if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
      if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
      if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
      return server;
    },
    open(openedCache, openedLog) {
      cache = openedCache;
      log = openedLog;
    },
    close() {
      cache = undefined;
    },
  };
}
