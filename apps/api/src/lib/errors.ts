// One error model: services throw these, the error plugin turns them into the spec's answer shape.
import type { FieldErrors, Language } from '@wefe/contract';
import { translate, type MessageKey, type MessageParams } from './i18n.ts';

/** An error the client may see: a status, a translatable message and optional field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly options: {
      params?: MessageParams;
      /** Field errors as message keys per field, translated when answered. */
      fieldErrors?: Record<string, MessageKey[]>;
      /** Field errors already worded in the request's language. */
      translatedFieldErrors?: FieldErrors;
      retryAfterSeconds?: number;
      meta?: Record<string, unknown>;
      /** Headers the answer carries besides the body (a 416's Content-Range). */
      headers?: Record<string, string>;
    } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** 400: the request cannot be understood. */
export const badRequest = (key: MessageKey = 'errors.bad_request', params?: MessageParams) =>
  new AppError(400, key, { params });
/** 401: the caller must sign in. */
export const unauthorized = (key: MessageKey = 'errors.unauthenticated', meta?: Record<string, unknown>) =>
  new AppError(401, key, { meta });
/** 403: signed in, but not allowed. */
export const forbidden = (key: MessageKey = 'errors.forbidden') => new AppError(403, key);
/** 404: nothing here, or nothing the caller may see. */
export const notFound = (key: MessageKey = 'errors.not_found') => new AppError(404, key);
/** 409: the state changed under the caller. */
export const conflict = (key: MessageKey = 'errors.conflict') => new AppError(409, key);
/** 422: field errors, each a list of message keys. */
export const validation = (fieldErrors: Record<string, MessageKey[]>, key: MessageKey = 'errors.validation') =>
  new AppError(422, key, { fieldErrors });
/**
 * 422 for a field holding more than `maximum` items (a form's files with those already stored), its
 * message ("at most …") written in the reader's language.
 */
export const tooManyItems = (language: Language, field: string, maximum: number) =>
  new AppError(422, 'errors.validation', { translatedFieldErrors: { [field]: [translate(language, 'validation.too_many', { maximum })] } });
/** 429: throttled; the answer carries Retry-After. */
export const tooManyRequests = (retryAfterSeconds: number, key: MessageKey = 'errors.too_many_requests') =>
  new AppError(429, key, { retryAfterSeconds, params: { seconds: retryAfterSeconds } });

/** True when PostgreSQL stopped a statement (57014: its statement timeout, or a cancel), on either driver. */
export function isQueryCancelled(error: unknown): boolean {
  const code = (candidate: unknown) => (candidate as { code?: unknown } | null)?.code;
  return code(error) === '57014' || code((error as { cause?: unknown } | null)?.cause) === '57014';
}

/** True when a database write broke a unique index (PostgreSQL's 23505, on either driver, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (candidate: unknown) => (candidate as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
