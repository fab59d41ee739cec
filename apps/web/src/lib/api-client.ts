// The one HTTP client of the web app (spec part 1, sections 7 and 8): base /api, 10 s timeout, JSON,
// the bearer token from the `token` cookie, and the interface language in `Accept-Language` and `lang`.
// Every failure becomes an ApiError shaped as the spec's transport normalisation says.
import { REQUEST_TIMEOUT_MS } from '@wefe/contract/constants';
import type { FieldErrors } from '@wefe/contract';
import { deleteCookie, getCookie, TOKEN_COOKIE } from './cookies';
import { getCurrentLanguage, type MessageKey, type TFunction } from './i18n';
import { isLoginPage } from './paths';

export const API_BASE_URL = '/api';

/** How a call reaches the API: the browser's fetch, or the server's own in-process calls when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Sends every later call through `next` (entry-server.tsx: the API answers the server's render itself). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The login call: a 401 there is a wrong password, not an expired session. */
export const LOGIN_REQUEST_PATH = '/login';

/** The spec's English wording of the client's own messages; the en catalogue holds the same text. */
export const API_ERROR_MESSAGES = {
  default: 'An error occurred',
  network: 'Network error. Please check your connection.',
  /** The wording the news, partners and publications clients use for the same failure. */
  networkAlt: 'Network error - please check your connection',
  unexpected: 'An unexpected error occurred',
} as const;

export type ApiErrorKind = keyof typeof API_ERROR_MESSAGES;

/** A successful answer of the API: `{ success, message, data, meta? }` (ARCHITECTURE.md, 'The API contract'). */
export interface ApiAnswer<T, M = Record<string, unknown>> {
  success: boolean;
  message: string;
  data: T;
  meta?: M;
}

/** Catalogue keys of the messages above, so the UI can show them in the current language. */
export const API_ERROR_MESSAGE_KEYS = {
  default: 'errors.default',
  network: 'errors.network',
  networkAlt: 'errors.network_alt',
  unexpected: 'errors.unexpected',
} as const satisfies Record<ApiErrorKind, MessageKey>;

export interface ApiErrorInit {
  message: string;
  errors?: FieldErrors | undefined;
  status?: number | undefined;
  messageKey?: MessageKey | undefined;
  body?: unknown;
  retryAfterSeconds?: number | undefined;
}

/** A failed API call: the server's (or a default) message, its field errors and the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Field errors from the server's `errors` (or `details`): field name to messages. */
  readonly errors: FieldErrors | undefined;
  /** HTTP status; 0 when no response arrived (network failure or timeout); undefined for other failures. */
  readonly status: number | undefined;
  /** Set when `message` is one of the client's own defaults: translate this key instead of showing `message`. */
  readonly messageKey: MessageKey | undefined;
  /** The parsed answer body, for callers that need more than the message (e.g. a pending registration's user_id). */
  readonly body: unknown;
  /** Seconds the server asked to wait before trying again (the Retry-After header of a 429). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.errors = init.errors;
    this.status = init.status;
    this.messageKey = init.messageKey;
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** True when `error` is an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An ApiError carrying one of the client's default messages (spec wording, translatable key). */
export function defaultApiError(kind: ApiErrorKind, status?: number): ApiError {
  return new ApiError({ message: API_ERROR_MESSAGES[kind], messageKey: API_ERROR_MESSAGE_KEYS[kind], status });
}

/** Every field message of a failed call, in field order, e.g. to join with ', ' (spec part 1, section 5). */
export function fieldErrorMessages(error: unknown): string[] {
  if (!isApiError(error) || !error.errors) return [];
  return Object.values(error.errors).flat();
}

/** The message to show for a failed call in the current language. */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) return error.messageKey ? t(error.messageKey) : error.message;
  return t(API_ERROR_MESSAGE_KEYS.unexpected);
}

// Server messages come in the request's language, so the incomplete-registration check knows all three.
const INCOMPLETE_REGISTRATION_PATTERNS = [
  /complet\w* (your |the )?registration/i,
  /(compl[eé]t|finalis|termin)\w* (votre |l[’'])?inscription/i,
  /(إكمال|أكمل|استكمال|استكمل)\s+(عملية\s+)?التسجيل/,
];

/** True when a 401 message asks the user to finish registering (the login screen handles that case). */
export function isIncompleteRegistrationMessage(message: string): boolean {
  return INCOMPLETE_REGISTRATION_PATTERNS.some((pattern) => pattern.test(message));
}

let unauthorizedHandler: (() => void) | undefined;

/**
 * Sets what happens after a 401 ended the session (the token cookie is already deleted by then).
 * The app wires it to the router's navigation to /login; returns a function that removes it.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData (multipart), URLSearchParams and Blob, which pass through untouched. */
  body?: unknown;
  /** Empty values are skipped and arrays are joined with commas (spec part 1, section 7). */
  query?: QueryParams;
  headers?: Record<string, string>;
  /** Cancels the request, e.g. TanStack Query's signal; a cancelled request rejects with the abort reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * A 401 of this call does not end the session. For calls that do not ride on the session: the
   * registration steps (their own X-Registration-Token) and the logout call (a token already revoked).
   */
  keepSessionOn401?: boolean;
}

/** The query string for `params` (with its leading '?'), or '' when nothing is left. */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.join(','));
      continue;
    }
    search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

function isPassThroughBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;
}

/**
 * The headers every call of the API sends: JSON answers, the interface language in `Accept-Language`
 * and `lang`, the bearer token from the `token` cookie and the XSRF cookie's value. `lib/upload.ts`
 * sends the same ones with its XMLHttpRequest.
 */
export function apiRequestHeaders(extra?: Record<string, string>): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  const language = getCurrentLanguage();
  headers.set('Accept-Language', language);
  headers.set('lang', language);
  const token = getCookie(TOKEN_COOKIE);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Laravel-style servers set XSRF-TOKEN and expect it back in a header (spec part 1, section 7).
  const xsrf = getCookie('XSRF-TOKEN');
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  return headers;
}

function buildRequest(options: ApiRequestOptions, signal: AbortSignal): RequestInit {
  const headers = apiRequestHeaders(options.headers);

  let body: BodyInit | undefined;
  if (options.body === undefined) {
    body = undefined;
  } else if (isPassThroughBody(options.body)) {
    // The browser writes the multipart boundary into Content-Type itself; setting it would break uploads.
    body = options.body;
  } else {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body, signal };
}

/** An answer's text as JSON when it is JSON (`parsed`), else the text itself. */
export function parseAnswerText(text: string): { parsed: boolean; value: unknown } {
  if (text === '') return { parsed: true, value: undefined };
  try {
    return { parsed: true, value: JSON.parse(text) as unknown };
  } catch {
    return { parsed: false, value: text };
  }
}

async function readBody(response: Response): Promise<{ parsed: boolean; value: unknown }> {
  return parseAnswerText(await response.text());
}

function toFieldErrors(value: unknown): FieldErrors | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) errors[field] = messages.map(String);
    else if (messages !== undefined && messages !== null) errors[field] = [String(messages)];
  }
  return errors;
}

/** Seconds from a Retry-After header (delay seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function errorFromResponse(status: number, body: unknown, retryAfter: string | null): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const serverMessage = typeof record.message === 'string' && record.message.trim() !== '' ? record.message : undefined;
  return new ApiError({
    message: serverMessage ?? API_ERROR_MESSAGES.default,
    messageKey: serverMessage ? undefined : API_ERROR_MESSAGE_KEYS.default,
    errors: toFieldErrors(record.errors ?? record.details),
    status,
    body,
    retryAfterSeconds: parseRetryAfter(retryAfter),
  });
}

/** The ApiError of a failure that is neither an answer nor a lost connection: its own message, or the default. */
export function unexpectedError(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : '';
  return message
    ? new ApiError({ message })
    : new ApiError({ message: API_ERROR_MESSAGES.unexpected, messageKey: API_ERROR_MESSAGE_KEYS.unexpected });
}

function apiPath(path: string): string {
  const withoutBase = path.startsWith(`${API_BASE_URL}/`) ? path.slice(API_BASE_URL.length) : path;
  return withoutBase.split(/[?#]/)[0] ?? withoutBase;
}

// Spec part 1, section 8: a 401 ends the session unless it is the login call itself, the user is
// already on the login screen, or the message asks to complete registration.
function handleUnauthorized(path: string, error: ApiError): void {
  if (isIncompleteRegistrationMessage(error.message)) return;
  if (apiPath(path) === LOGIN_REQUEST_PATH) return;
  if (isLoginPage(window.location.pathname)) return;
  deleteCookie(TOKEN_COOKIE);
  unauthorizedHandler?.();
}

/**
 * The parsed answer of a 2xx, or the ApiError of anything else (after the 401 rule). Shared by
 * `apiRequest` and the upload helper, so both normalise answers the same way.
 */
export function settleAnswer<T>(
  path: string,
  status: number,
  body: { parsed: boolean; value: unknown },
  retryAfter: string | null,
  options: Pick<ApiRequestOptions, 'keepSessionOn401'> = {},
): T {
  if (status < 200 || status > 299) {
    const error = errorFromResponse(status, body.value, retryAfter);
    if (status === 401 && !options.keepSessionOn401) handleUnauthorized(path, error);
    throw error;
  }
  if (!body.parsed) {
    // A 2xx that is not JSON is not an answer of our API (e.g. an HTML page from a proxy).
    throw new ApiError({
      message: API_ERROR_MESSAGES.unexpected,
      messageKey: API_ERROR_MESSAGE_KEYS.unexpected,
      status,
      body: body.value,
    });
  }
  return body.value as T;
}

/**
 * Calls the API and resolves with the parsed JSON answer; rejects with an ApiError on any failure
 * (or with the abort reason when the caller's signal cancelled the request).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const callerSignal = options.signal;
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  const cancelledByCaller = () => callerSignal?.aborted === true && !timedOut;

  try {
    let init: RequestInit;
    try {
      init = buildRequest(options, controller.signal);
    } catch (error) {
      throw unexpectedError(error);
    }

    let response: Response;
    try {
      response = await transport(`${API_BASE_URL}${path}${buildQueryString(options.query)}`, init);
    } catch (error) {
      if (cancelledByCaller()) throw callerSignal?.reason ?? error;
      // No response at all: offline, DNS, refused connection, or our own timeout.
      throw defaultApiError('network', 0);
    }

    let body: { parsed: boolean; value: unknown };
    try {
      body = await readBody(response);
    } catch (error) {
      if (cancelledByCaller()) throw callerSignal?.reason ?? error;
      if (timedOut) throw defaultApiError('network', 0);
      throw unexpectedError(error);
    }

    return settleAnswer<T>(path, response.status, body, response.headers.get('Retry-After'), options);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

type BodylessOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** Shorthands for apiRequest by HTTP method. */
export const apiClient = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
