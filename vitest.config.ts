// One Vitest run, several projects: each layer is tested where it runs.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores the unit and web tests
    // ran one file at a time (598 s on an idle machine, 2026-11-29). The API project sets its own.
    maxWorkers: 2,
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
          // Each file gets its own database; PGlite uses ~300 MB, so keep the pool small on 2 cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api-server',
          root: 'apps/api',
          include: ['test/server/**/*.test.ts'],
          // Two API processes share one PostgreSQL database; without TEST_DATABASE_URL it is not run (it says so).
          // So is the statement timeout's, which PGlite does not have.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['test/server/two-instances.test.ts', 'test/server/statement-timeout.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          fileParallelism: false,
        },
      },
      // The web project has its own config so its Vite plugins resolve from apps/web.
      'apps/web/vitest.config.ts',
    ],
  },
});
