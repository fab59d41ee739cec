// The real server under a flood and at shutdown: an address that goes on faster than its limits is
// answered 429 (translated, with Retry-After and the hub's headers) while other addresses are served,
// nothing answers 5xx; and SIGTERM lets a request in flight finish before the process exits.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { children, getAs, listening, startServer } from './server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-flood-test-'));

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server under a flood and at shutdown', () => {
  it('answers a flooding address 429 and keeps serving the others, then drains a request in flight on SIGTERM', async () => {
    // Small limits so the test floods quickly; the defaults are 100 a second with 1,000 at once.
    const server = startServer(dataDir, { TRUST_PROXY: '1', FLOOD_RATE_PER_SECOND: '20', FLOOD_BURST: '100' });
    const url = await listening(server);
    const target = `${url}/api/countries?per_page=5`;

    // 1,000 requests from one address, 50 at a time: kept answers and Fastify's alike are counted.
    const statuses = new Map<number, number>();
    let refused: Awaited<ReturnType<typeof getAs>> | undefined;
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < 1000) {
          next += 1;
          const answer = await getAs(target, '198.51.100.66', 'fr');
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 429) refused ??= answer;
        }
      }),
    );
    const served = statuses.get(200) ?? 0;
    const throttled = statuses.get(429) ?? 0;
    expect(served + throttled).toBe(1000);
    expect(served).toBeGreaterThanOrEqual(100);
    expect(throttled).toBeGreaterThan(500);

    // The refusal is the hub's own: translated, with a wait and the security headers.
    expect(refused).toBeDefined();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused!.headers.get('content-language')).toBe('fr');
    expect(refused!.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(refused!.headers.get('x-content-type-options')).toBe('nosniff');
    const body = JSON.parse(refused!.body) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/\p{L}/u);
    expect(refused!.body).not.toMatch(/stack|node_modules|at .*\.ts/);

    // Meanwhile another reader is served.
    expect((await getAs(target, '203.0.113.5', 'fr')).status).toBe(200);

    // A contact message whose body is still arriving when SIGTERM comes.
    const payload = JSON.stringify({ name: 'Layla Mansour', email: 'drain@example.org', location: 'Irbid, Jordan', body: 'A message sent while the hub shuts down.' });
    const request = http.request(`${url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-forwarded-for': '203.0.113.9', lang: 'en' },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
    });
    request.write(payload.slice(0, 20));
    await until(() => /incoming request[^\n]*contact-messages|contact-messages[^\n]*incoming request/.test(server.output()));
    server.child.kill('SIGTERM');
    await until(() => server.output().includes('shutting down'));
    // The door is closed to new connections while the one in flight goes on.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    request.end(payload.slice(20));
    const result = await answered;
    expect(result.status).toBe(200);
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});

/** Resolves once `condition` holds, checking every 20 ms (a wait for an event, not a fixed sleep). */
async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
