// Fetch (and XMLHttpRequest, which uploads with progress use) mocked at the API client's boundary:
// tests declare answers per "METHOD /path" and read back the requests the app made. Unknown calls
// answer 404, like the real API.
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  /** Path under /api, without the query string. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, the FormData itself, or undefined. */
  body: unknown;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = MockAnswer | ((request: RecordedRequest) => MockAnswer | Promise<MockAnswer>);

/** A success envelope around `data`. */
export function ok(data: unknown, message = 'OK', extra: Record<string, unknown> = {}): MockAnswer {
  return { status: 200, body: { success: true, message, data, ...extra } };
}

/** A failure envelope. */
export function fail(status: number, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): MockAnswer {
  return { status, body: { success: false, message, data: null, ...extra }, headers };
}

/**
 * An answer the test gives later, for loading states: `handler` goes in mockApi's routes and `answer`
 * settles every request made to it, before or after the app makes it (an answer given first is kept
 * for the request when it comes). A test can thus never answer a request that is not out yet, which
 * left the page loading until the test timed out. A later `answer` is what later requests get: a
 * failure first, then a success for the retry.
 */
export function heldAnswer(): { handler: MockHandler; answer: (value: MockAnswer) => void } {
  const waiting: Array<(value: MockAnswer) => void> = [];
  let given: MockAnswer | undefined;
  return {
    handler: () => (given ? given : new Promise<MockAnswer>((resolve) => waiting.push(resolve))),
    answer: (value) => {
      given = value;
      for (const resolve of waiting.splice(0)) resolve(value);
    },
  };
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  return body;
}

/**
 * Stubs fetch and XMLHttpRequest with `routes` ("POST /login": answer or handler; a handler that throws
 * is a lost connection); returns the recorded requests.
 */
export function mockApi(routes: Record<string, MockHandler>) {
  const requests: RecordedRequest[] = [];
  const answer = async (method: string, input: string, headers: Headers, body: BodyInit | null | undefined): Promise<MockAnswer> => {
    const url = new URL(input, 'http://localhost');
    const request: RecordedRequest = {
      method: method.toUpperCase(),
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers,
      body: parseBody(body),
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    return handler === undefined ? fail(404, 'There is no such API call.') : typeof handler === 'function' ? handler(request) : handler;
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = await answer(init?.method ?? 'GET', String(input), new Headers(init?.headers), init?.body);
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(answer));
  return {
    requests,
    fetchMock,
    /** The requests made to "METHOD /path". */
    callsTo: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}

type Answerer = (method: string, url: string, headers: Headers, body: BodyInit | null | undefined) => Promise<MockAnswer>;

/** Bytes a fake upload pretends to send: progress goes 0 → 50% → 100% before the answer. */
export const FAKE_UPLOAD_BYTES = 1000;

/**
 * An XMLHttpRequest that answers from the same routes as the fetch mock: it reports upload progress
 * (half, then all of FAKE_UPLOAD_BYTES), then the answer, asynchronously like the real one.
 */
function fakeXhrClass(answer: Answerer) {
  return class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    readyState = 0;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private responseHeaders = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders.get(name);
    }

    abort() {
      if (this.aborted || this.readyState === 4) return;
      this.aborted = true;
      this.readyState = 4;
      this.dispatchEvent(new Event('abort'));
    }

    send(body?: BodyInit | null) {
      const progress = (loaded: number) =>
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total: FAKE_UPLOAD_BYTES }));
      void (async () => {
        await Promise.resolve();
        if (this.aborted) return;
        progress(FAKE_UPLOAD_BYTES / 2);
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (this.aborted) return;
        progress(FAKE_UPLOAD_BYTES);
        this.upload.dispatchEvent(new ProgressEvent('load'));
        let reply: MockAnswer;
        try {
          reply = await answer(this.method, this.url, this.headers, body);
        } catch {
          // A handler that throws is a lost connection.
          this.readyState = 4;
          this.dispatchEvent(new ProgressEvent('error'));
          return;
        }
        if (this.aborted) return;
        this.status = reply.status ?? 200;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.responseHeaders = new Headers({ 'Content-Type': 'application/json', ...reply.headers });
        this.readyState = 4;
        this.dispatchEvent(new ProgressEvent('load'));
      })();
    }
  };
}
