// Fetch mocked at the API client's boundary: tests declare answers per "METHOD /path" and read back
// the requests the app made. Unknown calls answer 404, like the real API.
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

/** Stubs fetch with `routes` ("POST /login": answer or handler); returns the recorded requests. */
export function mockApi(routes: Record<string, MockHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: parseBody(init?.body),
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const answer = handler === undefined ? fail(404, 'There is no such API call.') : typeof handler === 'function' ? await handler(request) : handler;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** The requests made to "METHOD /path". */
    callsTo: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
