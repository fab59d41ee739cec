// One Vitest run, several projects: each layer is tested where it runs.
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './vitest.sequencer.ts';

/** Server tests that measure what gets through under load: run alone, so another test's load is not theirs. */
const SERVER_LOAD_TESTS = ['test/server/flood-and-drain.test.ts', 'test/server/costly-work.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores the unit and web tests
    // ran one file at a time (598 s on an idle machine, 2026-11-29). The API project sets its own.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-unit',
          root: 'apps/api',
          include: ['src/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          // test/security: the attacks of issue 11 on the whole API (docs/security.md).
          include: ['src/**/*.test.ts', 'test/security/**/*.test.ts'],
          exclude: ['src/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; PGlite uses ~300 MB and a core, so two at a time on 2 cores.
          // On PostgreSQL too: a third worker (7-27% of the CPU had been idle with two) made the step
          // slower, 372 → 451 s in CI (2026-11-29), the server and three workers crowding two cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api-server',
          root: 'apps/api',
          include: ['test/server/**/*.test.ts'],
          // Two API processes share one PostgreSQL database; without TEST_DATABASE_URL it is not run (it says so).
          // Nor are the statement timeout's, which PGlite does not have, and the crash test's on PostgreSQL. The load tests run on their own, below.
          exclude: [...SERVER_LOAD_TESTS, ...(process.env.TEST_DATABASE_URL ? [] : ['test/server/two-instances.test.ts', 'test/server/statement-timeout.test.ts'])],
          environment: 'node',
          env: { TZ: 'UTC' },
          // Two files at a time: each starts its own servers on free ports and data directories, and the
          // crash test (four minutes, much of it waiting for restarts and held mail) runs beside the rest
          // instead of before it (CI 2026-11-29: 461 s one at a time, 30% of the CPU idle).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api-server-load',
          root: 'apps/api',
          include: SERVER_LOAD_TESTS,
          environment: 'node',
          env: { TZ: 'UTC' },
          // They count what a flood gets through in a time, so they run alone, after the other server tests.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      // The web project has its own config so its Vite plugins resolve from apps/web.
      'apps/web/vitest.config.ts',
    ],
  },
});
