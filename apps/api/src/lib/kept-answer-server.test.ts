// The hub's HTTP server at its front door. At shutdown: a client that keeps its connection alive
// (fetch does for 71 s, browsers for minutes) must not hold the server open once the answer it was
// waiting for is done. Node closes only the connections idle when the server closes: SIGTERM while a
// file request was in its handler left the process waiting for its 15-s limit and exiting 1 (seen in
// the backup test). Under a flood: an address over its limits is refused at the door, with the answer
// Fastify would have given.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { tooManyRequests } from './errors.ts';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** A promise with its resolve, to hold an answer until the test lets it go. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { open, opened };
}

/** GETs `path` on a connection the client would keep for two minutes; answers the response and its socket. */
function getKeptAlive(port: number, path: string) {
  const agent = new http.Agent({ keepAlive: true, timeout: 120_000 });
  return new Promise<{ response: http.IncomingMessage; socket: Socket; body: Promise<string>; closed: Promise<void> }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      const socket = response.socket;
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      const body = new Promise<string>((done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => done(text));
      });
      resolve({ response, socket, body, closed });
    });
    request.on('error', reject);
  });
}

/**
 * Resolves once the app's server has stopped listening: Node then has closed the connections idle at
 * that moment, and one whose answer ends later is the case under test. Checks at each turn of the loop.
 */
async function serverClosed(context: TestContext): Promise<void> {
  while (context.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
}

describe('the HTTP server at shutdown', () => {
  it('closes a kept-alive connection whose download was under way once the download ends, so closing completes', async () => {
    const rest = gate();
    const download = new PassThrough();
    ctx = await createTestApp({
      extend: (app) => {
        app.get('/test/download', async (_request, reply) => {
          download.write('first half, ');
          void rest.opened.then(() => download.end('second half'));
          // A file's length is known, as the media route's are.
          return reply.type('text/plain').header('content-length', 'first half, second half'.length).send(download);
        });
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;

    // The answer's headers (keep-alive) are out and its body is still coming when shutdown begins.
    const { response, body, closed } = await getKeptAlive(port, '/test/download');
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('keep-alive');
    const closing = ctx.app.close();
    await serverClosed(ctx);
    rest.open();

    // The client gets the whole file, then the server closes the connection and finishes closing.
    expect(await body).toBe('first half, second half');
    await closed;
    await closing;
  });

  it('tells the client of a request already in the handlers to close the connection, and closes it', async () => {
    const entered = gate();
    const answer = gate();
    ctx = await createTestApp({
      extend: (app) => {
        app.get('/test/slow', async () => {
          entered.open();
          await answer.opened;
          return { success: true, data: 'done' };
        });
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;

    const answered = getKeptAlive(port, '/test/slow');
    await entered.opened;
    const closing = ctx.app.close();
    await serverClosed(ctx);
    answer.open();
    const { response, body, closed } = await answered;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(await body)).toEqual({ success: true, data: 'done' });
    // Answered in full, with word that this connection ends here.
    expect(response.headers.connection).toBe('close');
    await closed;
    await closing;
  });
});

/** GETs `path` from `address` (X-Forwarded-For, the app trusting one proxy) in `language`: status, headers and body. */
async function getFrom(port: number, path: string, address: string, language: string) {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-forwarded-for': address, lang: language } });
  return { status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() };
}

describe('the front door under a flood', () => {
  it('refuses an address over its flood limits before Fastify, with the answer Fastify gives a 429', async () => {
    let reachedFastify = 0;
    ctx = await createTestApp({
      trustProxy: '1',
      floodLimits: { ratePerSecond: 0.001, burst: 2 },
      extend: (app) => {
        app.addHook('onResponse', async () => void (reachedFastify += 1));
        app.get('/api/test/ok', async () => ({ success: true, data: 'ok' }));
        // A 429 made by Fastify's error handler, to hold the door's answer against.
        app.get('/api/test/too-many/:seconds', async (request) => {
          throw tooManyRequests(Number((request.params as { seconds: string }).seconds));
        });
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;

    // Two requests at once, then the address is refused, and the refusals never reach Fastify.
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await getFrom(port, '/api/test/ok', '198.51.100.7', 'ar'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429, 429, 429, 429]);
    expect(reachedFastify).toBe(2);
    const refused = answers[2]!;
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);

    // Another address meets Fastify's own 429 for the same wait, in the same language.
    const fastify = await getFrom(port, `/api/test/too-many/${wait}`, '203.0.113.8', 'ar');
    expect(fastify.status).toBe(429);
    expect(reachedFastify).toBe(3);
    expect(JSON.parse(refused.body)).toEqual(JSON.parse(fastify.body));
    expect(JSON.parse(refused.body).message).toMatch(/\p{Script=Arabic}/u);
    // The same headers with the same values, but for the two that name one answer.
    const comparable = (headers: Record<string, string>) => {
      const { date: _date, 'x-request-id': requestId, ...rest } = headers;
      expect(requestId).toMatch(/^[\w-]{8,}$/);
      return rest;
    };
    expect(comparable(refused.headers)).toEqual(comparable(fastify.headers));
    expect(refused.headers['content-language']).toBe('ar');
    expect(refused.headers['x-request-id']).not.toBe(answers[3]!.headers['x-request-id']);
  });
});
