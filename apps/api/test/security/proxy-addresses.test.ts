// Issue 28: behind a proxy, the per-address limits are keyed on the address the proxy saw, not on one
// the client wrote into X-Forwarded-For. Through nginx ($proxy_add_x_forwarded_for) a client's own
// entries come first; before this fix the hub believed the first one, and 12 wrong sign-ins from
// made-up addresses never met a 429.
import { LOGIN_FAILURES_PER_MINUTE } from '@wefe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  // As behind the project's nginx: one proxy on this machine.
  ctx = await createTestApp({ trustProxy: '127.0.0.1/8', captureLogs: true });
});
afterAll(() => ctx.close());

/** A request through nginx from `client`, which wrote `spoofed` into X-Forwarded-For itself. */
const throughProxy = (client: string, spoofed: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${spoofed}, ${client}`, lang: 'en' } });

describe('per-address limits behind a proxy', () => {
  it('counts wrong sign-ins from made-up addresses against the one address they came from', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await ctx.app.inject({ method: 'POST', url: '/api/login', ...throughProxy('203.0.113.77', `198.51.100.${i + 1}`), payload: { email: uniqueEmail('nobody'), password: 'wrong-password-1' } });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, LOGIN_FAILURES_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LOGIN_FAILURES_PER_MINUTE).every((status) => status === 429)).toBe(true);
    // Another reader behind the same proxy is not held up by them.
    const other = await ctx.app.inject({ method: 'POST', url: '/api/login', ...throughProxy('203.0.113.78', '198.51.100.1'), payload: { email: uniqueEmail('nobody'), password: 'wrong-password-1' } });
    expect(other.statusCode).toBe(401);
  });

  it('logs the address the proxy saw, not the one the client wrote', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/countries?per_page=1', ...throughProxy('203.0.113.90', '6.6.6.6') });
    const lines = ctx.logs.filter((line) => line.includes('/api/countries?per_page=1'));
    expect(lines.some((line) => line.includes('"ip":"203.0.113.90"'))).toBe(true);
    expect(lines.some((line) => line.includes('6.6.6.6'))).toBe(false);
  });
});
