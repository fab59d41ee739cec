// The real server while one address sends unique searches as fast as they are answered (issue 29): the
// costly-work gate runs at most its share of them at once and refuses the rest at once, translated,
// while another address's searches and reads are all answered.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { children, getAs, listening, startServer } from './server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-costly-test-'));

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const FLOODER = '198.51.100.66';
const READER = '203.0.113.5';
const FLOODER_AT_ONCE = 8;

// Each search a word and a year no request used before, so no kept answer serves it.
let made = 0;
const uniqueSearchOf = (url: string, kind: string) => {
  made += 1;
  return `${url}/api/${kind}?search=${encodeURIComponent(`water${made}`)}${kind === 'publications' ? `&year_from=${1990 + (made % 30)}` : ''}`;
};

describe('the costly-work gate in the real server', () => {
  it('refuses a flooding address its searches beyond its share while another address is served', async () => {
    // The share of the time is the next test's: here the flooder has time enough however slow the machine.
    const server = startServer(dataDir, { TRUST_PROXY: '1', FLOOD_RATE_PER_SECOND: '100000', FLOOD_BURST: '100000', COSTLY_WORK_SHARE_BURST_MS: '600000' });
    const url = await listening(server);
    const uniqueSearch = (kind: string) => uniqueSearchOf(url, kind);

    const statuses = new Map<number, number>();
    let refused: Awaited<ReturnType<typeof getAs>> | undefined;
    let flooding = true;
    const flood = Promise.all(
      Array.from({ length: FLOODER_AT_ONCE }, async () => {
        for (let sent = 0; flooding && sent < 400; sent += 1) {
          const answer = await getAs(uniqueSearch('publications'), FLOODER, 'ar');
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 429) refused ??= answer;
        }
      }),
    );

    // Meanwhile a reader searches each list and reads a page: every answer is served.
    const readerStatuses: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      for (const kind of ['publications', 'stories', 'news-events']) readerStatuses.push((await getAs(uniqueSearch(kind), READER, 'en')).status);
      readerStatuses.push((await getAs(`${url}/api/countries?per_page=5`, READER, 'en')).status);
    }
    flooding = false;
    await flood;

    expect(readerStatuses.every((status) => status === 200), `reader got ${readerStatuses.join(',')}`).toBe(true);
    // The flooder is served its share and refused the rest; nothing fails.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].every((status) => status === 200 || status === 429), JSON.stringify(Object.fromEntries(statuses))).toBe(true);

    // The refusal says why, in the client's language, with a wait, and nothing internal.
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused!.headers.get('content-language')).toBe('ar');
    const body = JSON.parse(refused!.body) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toBe('لديك عدد كبير جدًا من عمليات البحث الجارية في وقت واحد. انتظر حتى تنتهي إحداها، ثم حاول مرة أخرى.');

    // The flood over, the flooder's own next search is served: its share came back.
    expect((await getAs(uniqueSearch('publications'), FLOODER, 'ar')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);

  it('refuses an address that has spent its share of the time, in its language and with the wait, while another address is served', async () => {
    // A share of one millisecond that comes back at a millisecond in 1,000 s: spent within a few searches.
    const server = startServer(dataDir, { TRUST_PROXY: '1', FLOOD_RATE_PER_SECOND: '100000', FLOOD_BURST: '100000', COSTLY_WORK_SHARE_MS_PER_SECOND: '0.001', COSTLY_WORK_SHARE_BURST_MS: '1' });
    const url = await listening(server);
    let refused: Awaited<ReturnType<typeof getAs>> | undefined;
    const served: number[] = [];
    for (let sent = 0; sent < 50 && !refused; sent += 1) {
      const answer = await getAs(uniqueSearchOf(url, 'stories'), FLOODER, 'fr');
      if (answer.status === 429) refused = answer;
      else served.push(answer.status);
    }
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((status) => status === 200)).toBe(true);
    expect(refused, 'the flooder was never refused').toBeDefined();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused!.headers.get('content-language')).toBe('fr');
    const body = JSON.parse(refused!.body) as { success: boolean; message: string };
    expect(body).toEqual({ success: false, data: null, message: 'Vous avez lancé trop de recherches en peu de temps. Attendez quelques secondes, puis réessayez.' });

    // Another address searches, and the flooder's cheap reads are still served.
    expect((await getAs(uniqueSearchOf(url, 'stories'), READER, 'en')).status).toBe(200);
    expect((await getAs(`${url}/api/countries?per_page=5`, FLOODER, 'fr')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
