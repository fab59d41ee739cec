import { REQUEST_TIMEOUT_MS } from '@wefe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_ERROR_MESSAGE_KEYS,
  API_ERROR_MESSAGES,
  ApiError,
  apiClient,
  apiErrorMessage,
  apiRequest,
  buildQueryString,
  fieldErrorMessages,
  parseRetryAfter,
  setUnauthorizedHandler,
} from './api-client';
import { getCookie, setCookie, TOKEN_COOKIE, USER_COOKIE } from './cookies';
import { changeLanguage, i18n } from './i18n';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch with one answer and returns the mock to inspect the request. */
function answerWith(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn(async (..._args: FetchArgs) => (typeof response === 'function' ? response() : response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
function hangingFetch() {
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

function requestHeaders(fetchMock: ReturnType<typeof answerWith>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('apiRequest', () => {
  let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
  let disconnect: () => void;

  beforeEach(() => {
    onUnauthorized = vi.fn<() => void>();
    disconnect = setUnauthorizedHandler(onUnauthorized);
  });

  afterEach(() => disconnect());

  it('calls /api with the path and query, and resolves with the JSON answer', async () => {
    const fetchMock = answerWith(jsonResponse(200, { success: true, data: [1, 2] }));
    await expect(apiClient.get('/news-events', { query: { type: 'news', limit: 3, search: '' } })).resolves.toEqual({
      success: true,
      data: [1, 2],
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/news-events?type=news&limit=3');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  describe('headers', () => {
    it('sends the bearer token from the token cookie', async () => {
      setCookie(TOKEN_COOKIE, 'abc123');
      const fetchMock = answerWith(jsonResponse(200, {}));
      await apiClient.get('/profile');
      expect(requestHeaders(fetchMock).get('Authorization')).toBe('Bearer abc123');
    });

    it('sends no Authorization header when signed out', async () => {
      const fetchMock = answerWith(jsonResponse(200, {}));
      await apiClient.get('/publications');
      expect(requestHeaders(fetchMock).has('Authorization')).toBe(false);
    });

    it('sends the current language as Accept-Language and lang', async () => {
      const fetchMock = answerWith(jsonResponse(200, {}));
      await apiClient.get('/publications');
      expect(requestHeaders(fetchMock).get('Accept-Language')).toBe('en');
      expect(requestHeaders(fetchMock).get('lang')).toBe('en');

      await changeLanguage('fr');
      const frenchFetch = answerWith(jsonResponse(200, {}));
      await apiClient.get('/publications');
      expect(requestHeaders(frenchFetch).get('Accept-Language')).toBe('fr');
      expect(requestHeaders(frenchFetch).get('lang')).toBe('fr');
    });

    it('sends objects as JSON with a JSON content type', async () => {
      const fetchMock = answerWith(jsonResponse(201, { success: true }));
      await apiClient.post('/contact-messages', { name: 'Omar', body: 'Hello' });
      const init = fetchMock.mock.calls[0]?.[1];
      expect(init?.method).toBe('POST');
      expect(init?.body).toBe(JSON.stringify({ name: 'Omar', body: 'Hello' }));
      expect(requestHeaders(fetchMock).get('Content-Type')).toBe('application/json');
    });

    it('passes FormData through and leaves the multipart content type to the browser', async () => {
      const form = new FormData();
      form.append('title', 'Water report');
      const fetchMock = answerWith(jsonResponse(201, { success: true }));
      await apiClient.post('/publications', form);
      expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
      expect(requestHeaders(fetchMock).has('Content-Type')).toBe(false);
    });
  });

  describe('error normalisation', () => {
    it("passes the server's message, field errors and status through", async () => {
      answerWith(jsonResponse(422, { success: false, message: 'The given data was invalid.', errors: { email: ['Taken.'] } }));
      const error = await failureOf(apiClient.post('/register/step1-personal-info', {}));
      expect(error.message).toBe('The given data was invalid.');
      expect(error.errors).toEqual({ email: ['Taken.'] });
      expect(error.status).toBe(422);
      expect(error.messageKey).toBeUndefined();
    });

    it('reads field errors from `details` when there is no `errors`', async () => {
      answerWith(jsonResponse(400, { message: 'Invalid publication.', details: { title: ['Required.'] } }));
      const error = await failureOf(apiClient.post('/my-publications/4', {}));
      expect(error.errors).toEqual({ title: ['Required.'] });
      expect(error.status).toBe(400);
    });

    it("uses 'An error occurred' when the server gives no message", async () => {
      answerWith(new Response('<html>Bad gateway</html>', { status: 502 }));
      const error = await failureOf(apiClient.get('/publications'));
      expect(error.message).toBe('An error occurred');
      expect(error.messageKey).toBe(API_ERROR_MESSAGE_KEYS.default);
      expect(error.status).toBe(502);
      expect(error.errors).toBeUndefined();
    });

    it('turns a failed connection into the network message with status 0', async () => {
      answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await failureOf(apiClient.get('/publications'));
      expect(error.message).toBe('Network error. Please check your connection.');
      expect(error.messageKey).toBe(API_ERROR_MESSAGE_KEYS.network);
      expect(error.status).toBe(0);
    });

    it('counts a request still unanswered after 10 seconds as a network failure', async () => {
      vi.useFakeTimers();
      hangingFetch();
      let settled = false;
      const request = apiClient.get('/publications');
      const outcome = failureOf(request).finally(() => {
        settled = true;
      });

      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);

      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error.status).toBe(0);
      expect(error.message).toBe(API_ERROR_MESSAGES.network);
    });

    it("rejects with the caller's abort, not a network error, when the caller cancels", async () => {
      hangingFetch();
      const controller = new AbortController();
      const request = apiClient.get('/publications', { signal: controller.signal });
      controller.abort(new DOMException('Cancelled', 'AbortError'));
      await expect(request).rejects.toMatchObject({ name: 'AbortError' });
      await expect(request).rejects.not.toBeInstanceOf(ApiError);
    });

    it("uses the error's own message for other failures", async () => {
      const fetchMock = answerWith(jsonResponse(200, {}));
      const error = await failureOf(apiClient.post('/contact-messages', { count: 1n }));
      expect(error.message).toMatch(/BigInt/i);
      expect(error.messageKey).toBeUndefined();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("uses 'An unexpected error occurred' when a failure has no message", async () => {
      answerWith(jsonResponse(200, {}));
      const body = {
        toJSON() {
          throw new Error('');
        },
      };
      const error = await failureOf(apiClient.post('/contact-messages', body));
      expect(error.message).toBe('An unexpected error occurred');
      expect(error.messageKey).toBe(API_ERROR_MESSAGE_KEYS.unexpected);
    });

    it('lets the UI show default messages in the current language', async () => {
      answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await failureOf(apiClient.get('/publications'));
      await changeLanguage('ar');
      expect(apiErrorMessage(error, i18n.t)).toBe('خطأ في الشبكة. يُرجى التحقق من اتصالك.');

      answerWith(jsonResponse(422, { message: 'البريد الإلكتروني مستخدم.' }));
      const serverError = await failureOf(apiClient.get('/publications'));
      expect(apiErrorMessage(serverError, i18n.t)).toBe('البريد الإلكتروني مستخدم.');
    });
  });

  describe('the 401 rule', () => {
    beforeEach(() => {
      setCookie(TOKEN_COOKIE, 'expired-token');
      setCookie(USER_COOKIE, JSON.stringify({ first_name: 'A', last_name: 'B', email: 'a@b.org' }));
    });

    it('deletes the token cookie and calls the handler on a 401', async () => {
      answerWith(jsonResponse(401, { message: 'Unauthenticated.' }));
      const error = await failureOf(apiClient.get('/profile'));
      expect(error.status).toBe(401);
      expect(getCookie(TOKEN_COOKIE)).toBeUndefined();
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('leaves the session alone when the failing request is the login call itself', async () => {
      answerWith(jsonResponse(401, { message: 'Invalid credentials.' }));
      const error = await failureOf(apiClient.post('/login', { email: 'a@b.org', password: 'wrong' }));
      expect(error.message).toBe('Invalid credentials.');
      expect(getCookie(TOKEN_COOKIE)).toBe('expired-token');
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it.each(['/login', '/auth/signin'])('leaves the session alone while the user is on %s', async (page) => {
      window.history.replaceState(null, '', page);
      answerWith(jsonResponse(401, { message: 'Unauthenticated.' }));
      await failureOf(apiClient.get('/profile'));
      expect(getCookie(TOKEN_COOKIE)).toBe('expired-token');
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('only throws when the message asks to complete registration', async () => {
      const body = { success: false, message: 'Please complete your registration first.', meta: { user_id: 7 } };
      answerWith(jsonResponse(401, body));
      const error = await failureOf(apiClient.get('/register/status', { query: { user_id: 7 } }));
      expect(error.message).toBe('Please complete your registration first.');
      expect(error.body).toEqual(body);
      expect(getCookie(TOKEN_COOKIE)).toBe('expired-token');
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('does not treat other statuses as an ended session', async () => {
      answerWith(jsonResponse(403, { message: 'Forbidden.' }));
      await failureOf(apiClient.get('/my-publications/9'));
      expect(getCookie(TOKEN_COOKIE)).toBe('expired-token');
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('leaves the session alone for calls that do not ride on it (keepSessionOn401)', async () => {
      answerWith(jsonResponse(401, { message: 'This registration link is not valid.' }));
      await failureOf(apiClient.post('/register/step3-career', {}, { keepSessionOn401: true }));
      expect(getCookie(TOKEN_COOKIE)).toBe('expired-token');
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  it("reads a 429's Retry-After, in seconds or as a date", async () => {
    answerWith(new Response(JSON.stringify({ message: 'Please wait 42 seconds.' }), { status: 429, headers: { 'Retry-After': '42' } }));
    const error = await failureOf(apiClient.post('/register/resend-verification-code', { user_id: 1 }));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(42);
    expect(parseRetryAfter(new Date(Date.UTC(2026, 0, 1, 0, 1, 0)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(60);
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it("lists every field message of a failure, to join with ', '", async () => {
    answerWith(jsonResponse(422, { message: 'The given data was invalid.', errors: { email: ['Taken.'], phone: ['Invalid.', 'Too short.'] } }));
    const error = await failureOf(apiClient.put('/profile', {}));
    expect(fieldErrorMessages(error).join(', ')).toBe('Taken., Invalid., Too short.');
    expect(fieldErrorMessages(new Error('x'))).toEqual([]);
  });
});

describe('buildQueryString', () => {
  it('skips empty values and joins arrays with commas', () => {
    expect(buildQueryString({ search: '', region: undefined, year: null, topics: ['water', 'food'], tags: [], page: 2, upcoming: true })).toBe(
      '?topics=water%2Cfood&page=2&upcoming=true',
    );
    expect(buildQueryString({ search: '' })).toBe('');
  });
});

describe('apiRequest default', () => {
  it('sends GET when no method is given', async () => {
    const fetchMock = answerWith(jsonResponse(200, { ok: true }));
    await apiRequest('/about');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });
});
