// One Vitest run, several projects: each layer is tested where it runs.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './vitest.sequencer.ts';

/**
 * The web test files, relative to apps/web, by whether they replace modules or globals (vi.mock and
 * its kin). Those run as 'web-isolated', each in a module graph of its own; the others share one a
 * worker ('web'). Found by reading the files, so a new test that mocks a module is isolated unasked.
 */
function webTestFiles(): { isolated: string[]; shared: string[] } {
  const webRoot = path.join(import.meta.dirname, 'apps/web');
  const files = (fs.readdirSync(path.join(webRoot, 'src'), { recursive: true }) as string[]).filter((file) => /\.test\.tsx?$/.test(file));
  const replaces = (file: string) => /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|hoisted)\(/.test(fs.readFileSync(path.join(webRoot, 'src', file), 'utf8'));
  const named = (file: string) => `src/${file.split(path.sep).join('/')}`;
  return { isolated: files.filter(replaces).map(named), shared: files.filter((file) => !replaces(file)).map(named) };
}
const WEB_TESTS = webTestFiles();

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
          include: ['src/**/*.unit.test.ts', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
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
          // PGlite's own thread is tested in the PGlite run: in the PostgreSQL run it took a minute and
          // tested nothing of PostgreSQL.
          exclude: ['src/**/*.unit.test.ts', ...(process.env.TEST_DB_ENGINE === 'postgres' ? ['src/db/pglite-thread/**'] : [])],
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
          // Without TEST_DATABASE_URL the PostgreSQL-only files are not run (scripts/test.mjs says so): two API
          // processes sharing one database, the statement timeout PGlite does not have, the pools' kept
          // connections, and the crash test's PostgreSQL half. The load tests run on their own, below.
          exclude: [
            ...SERVER_LOAD_TESTS,
            ...(process.env.TEST_DATABASE_URL ? [] : ['test/server/two-instances.test.ts', 'test/server/statement-timeout.test.ts', 'test/server/kept-connections.test.ts', 'test/server/kept-plans.test.ts', 'test/server/change-notices.test.ts', 'test/server/crash-safety.postgres.test.ts']),
          ],
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
      // The web projects extend apps/web's config so its Vite plugins resolve from apps/web. Most files
      // share a module graph a worker: a fresh one a file (jsdom's setup, React, the catalogues) was
      // ~1 s of each of 136 files, the web tests 360 s alone on two cores, 243 s without (2026-11-29).
      // A file that mocks a module would leak its mock into the next file, so those run isolated.
      // (Each excludes the other's files: an extended config's include is added to, not replaced.)
      { extends: './apps/web/vitest.config.ts', test: { name: 'web', root: 'apps/web', isolate: false, exclude: WEB_TESTS.isolated } },
      { extends: './apps/web/vitest.config.ts', test: { name: 'web-isolated', root: 'apps/web', exclude: WEB_TESTS.shared } },
    ],
  },
});
