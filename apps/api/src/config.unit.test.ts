// The server's settings from its environment: PGLITE_THREAD (issue 29, decision 038) and a client's share of costly work.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PGLITE_THREAD', () => {
  it('runs PGlite on a thread of its own unless told off, and refuses what it does not know', () => {
    expect([loadConfig({}).pgliteOwnThread, loadConfig({ PGLITE_THREAD: 'own' }).pgliteOwnThread, loadConfig({ PGLITE_THREAD: 'off' }).pgliteOwnThread]).toEqual([true, true, false]);
    expect(() => loadConfig({ PGLITE_THREAD: 'yes' })).toThrow("PGLITE_THREAD must be 'own' or 'off'.");
  });
});

describe('a client’s share of costly work', () => {
  it('has a share by default, takes one from the environment, and refuses what is not a positive number', () => {
    expect([loadConfig({}).costlyWorkLimits.shareMsPerSecond, loadConfig({}).costlyWorkLimits.shareBurstMs]).toEqual([250, 5000]);
    const set = loadConfig({ COSTLY_WORK_SHARE_MS_PER_SECOND: '100', COSTLY_WORK_SHARE_BURST_MS: '2000' }).costlyWorkLimits;
    expect([set.shareMsPerSecond, set.shareBurstMs]).toEqual([100, 2000]);
    expect(() => loadConfig({ COSTLY_WORK_SHARE_MS_PER_SECOND: '0' })).toThrow('COSTLY_WORK_SHARE_MS_PER_SECOND must be a positive number');
  });
});
