// Hub processes on one PostgreSQL database hear of each other's changes (issue 31, db/change-notices.ts),
// and one whose listening connection is lost listens again and forgets what it kept, as it may have
// missed some. Needs TEST_DATABASE_URL (.ci/run sets it; without it vitest.config.ts leaves this file
// out and scripts/test.mjs says so): PGlite has one process per data directory.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNEL, startChangeNotices, type ChangeNotices } from '../../src/db/change-notices.ts';
import { scratchDatabase } from '../engine.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A process's notices on `url`, with how many changes it has heard of. */
function processOn(url: string): { notices: ChangeNotices; heard: () => number } {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  // As the hub's pools do (db/client.ts): pool.end() only starts closing its connection, and the
  // scratch database's DROP ... WITH (FORCE) may then end the backend first. Without a listener that
  // error was thrown out of the pool as an uncaught exception, failing CI's server step with every
  // test passed (stop 45, and this session's third run).
  pool.on('error', () => {});
  const notices = startChangeNotices(url, pool);
  cleanups.push(async () => {
    await notices.close();
    await pool.end();
  });
  let heard = 0;
  notices.onChange(() => (heard += 1));
  return { notices, heard: () => heard };
}

describe('change notices between processes on one PostgreSQL database', () => {
  it("tells every other process of a change, not the one that made it, and one that lost its connection listens again and forgets what it kept", async () => {
    const scratch = await scratchDatabase('wefe_notices');
    cleanups.push(scratch.drop);
    const a = processOn(scratch.url);
    const b = processOn(scratch.url);
    await expect.poll(() => a.notices.listening && b.notices.listening).toBe(true);

    a.notices.announce();
    await expect.poll(b.heard).toBe(1);
    b.notices.announce();
    await expect.poll(a.heard).toBe(1);
    // Each announcement reached the other; neither heard its own.
    expect([a.heard(), b.heard()]).toEqual([1, 1]);

    // B's listening backend ends (a PostgreSQL restart, an administrator's pg_terminate_backend).
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    cleanups.push(() => admin.end());
    const listeners = await admin.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query = $1`, [`LISTEN ${CHANGE_CHANNEL}`]);
    expect(listeners.rows).toHaveLength(2);
    const terminated = await admin.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query = $1 order by backend_start desc limit 1`, [`LISTEN ${CHANGE_CHANNEL}`]);
    await admin.query('select pg_terminate_backend($1)', [terminated.rows[0]!.pid]);
    // The process whose backend it was listens again, and counts that as a change it may have missed.
    const before = [a.heard(), b.heard()];
    await expect.poll(() => a.heard() + b.heard(), { timeout: 10_000 }).toBe(before[0]! + before[1]! + 1);
    await expect.poll(() => a.notices.listening && b.notices.listening, { timeout: 10_000 }).toBe(true);

    // And hears the other's announcements again.
    const relistened = a.heard() > before[0]! ? a : b;
    const other = relistened === a ? b : a;
    const heardBefore = relistened.heard();
    other.notices.announce();
    await expect.poll(relistened.heard).toBe(heardBefore + 1);
  });
});
