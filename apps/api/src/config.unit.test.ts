// The server's settings from its environment: PGLITE_THREAD (issue 29, decision 038).
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PGLITE_THREAD', () => {
  it('runs PGlite on a thread of its own unless told off, and refuses what it does not know', () => {
    expect([loadConfig({}).pgliteOwnThread, loadConfig({ PGLITE_THREAD: 'own' }).pgliteOwnThread, loadConfig({ PGLITE_THREAD: 'off' }).pgliteOwnThread]).toEqual([true, true, false]);
    expect(() => loadConfig({ PGLITE_THREAD: 'yes' })).toThrow("PGLITE_THREAD must be 'own' or 'off'.");
  });
});
