// One handler turns every failure into the spec's answer shape; 5xx answers never carry internals.
import type { TrustProxy } from '../lib/client-address.ts';
import type { Language } from '@wefe/contract';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BlobStoreUnavailableError } from '../lib/blob-store/blob-store.ts';
import { AppError, isQueryCancelled } from '../lib/errors.ts';
import { languageFromHeaders, translate, type MessageKey } from '../lib/i18n.ts';
import { cameOverHttps, HSTS_HEADER, SECURITY_HEADERS } from '../lib/security-headers.ts';
import { issuesToFieldErrors, RequestValidationError } from '../lib/validation.ts';

// Client errors Fastify raises itself (bad JSON, wrong content type, body too large...).
const STATUS_MESSAGES: Record<number, MessageKey> = {
  400: 'errors.bad_request',
  401: 'errors.unauthenticated',
  403: 'errors.forbidden',
  404: 'errors.not_found',
  405: 'errors.method_not_allowed',
  413: 'errors.payload_too_large',
  415: 'errors.unsupported_media_type',
  429: 'errors.too_many_requests',
};

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send({ success: false, data: null, ...body });
}

/** The spec's answer for a failure, in `lang`; 5xx answers carry only the request id. */
function answerError(error: FastifyError | AppError | RequestValidationError, request: FastifyRequest, reply: FastifyReply, lang: Language) {
  if (error instanceof AppError) {
    const { fieldErrors, translatedFieldErrors, retryAfterSeconds, params, meta, headers } = error.options;
    if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
    if (headers) reply.headers(headers);
    const errors =
      translatedFieldErrors ??
      (fieldErrors
        ? Object.fromEntries(Object.entries(fieldErrors).map(([field, keys]) => [field, keys.map((key) => translate(lang, key))]))
        : undefined);
    return send(reply, error.statusCode, {
      message: translate(lang, error.messageKey, params),
      ...(errors ? { errors } : {}),
      ...(meta ? { meta } : {}),
    });
  }
  if (error instanceof RequestValidationError) {
    return send(reply, 422, { message: translate(lang, 'errors.validation'), errors: issuesToFieldErrors(error.issues, lang) });
  }
  if (error instanceof BlobStoreUnavailableError) {
    // The bucket of stored files failed (down, unreachable, refusing): a moment's trouble, not the client's.
    request.log.warn({ route: request.routeOptions.url, reason: error.message }, 'the file store failed');
    reply.header('Retry-After', '30');
    return send(reply, 503, { message: translate(lang, 'errors.service_unavailable') });
  }
  if (isQueryCancelled(error)) {
    // The statement timeout stopped a query: the server's to look at, the client's to narrow.
    // Not the error itself: its message carries the statement and its parameters.
    request.log.warn({ route: request.routeOptions.url }, 'a statement ran past the statement timeout');
    return send(reply, 503, { message: translate(lang, 'errors.query_timeout') });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const key: MessageKey = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'errors.invalid_json' : (STATUS_MESSAGES[status] ?? 'errors.bad_request');
    return send(reply, status, { message: translate(lang, key) });
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, { message: translate(lang, 'errors.internal'), meta: { request_id: request.id } });
}

/**
 * Fastify's `frameworkErrors`: the answer to an address its router cannot read (bad percent-encoding,
 * a parameter over maxParamLength). Fastify sends it before any hook runs, so without this it had no
 * security headers and was not the spec's shape (and it echoed the address).
 */
export function frameworkErrorHandler({ trustProxy }: { trustProxy: TrustProxy }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(SECURITY_HEADERS).header('X-Request-Id', request.id);
    if (cameOverHttps(request.raw, trustProxy)) reply.header('Strict-Transport-Security', HSTS_HEADER);
    const lang = languageFromHeaders(request.headers.lang, request.headers['accept-language']);
    // The language plugin's hook has not run either: say which language the message is in, as it would.
    reply.header('Content-Language', lang).header('Vary', 'Accept-Language, lang');
    answerError(error, request, reply, lang);
  };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request: FastifyRequest, reply) =>
      answerError(error, request, reply, request.lang ?? 'en'),
    );
  },
  { name: 'errors', dependencies: ['language'] },
);
