// Journeys in Debian's Chromium against the real hub (built web app, API, fresh embedded database).
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
/** The journeys server's data directory; e2e/support reads the mail outbox from it. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `wefe-e2e-data-${port}`);
/** The staff administrator the journeys server creates at start. */
export const E2E_ADMIN = { email: 'admin@e2e.wefe-hub.test', password: 'E2e-Admin-Password-2026' };

const WHOLE_HUB_JOURNEYS = /console-import\.spec\.ts$/;
// The stored-XSS journey writes payloads into the hub's one managed page, which console.spec.ts edits
// too: it runs once the other journeys are done, so neither saves over the other.
const AFTER_OTHERS_JOURNEYS = /stored-xss\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  // One server, one database: journeys run side by side but each makes its own data.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [WHOLE_HUB_JOURNEYS, AFTER_OTHERS_JOURNEYS], use: { ...devices['Desktop Chrome'] } },
    { name: 'after-others', testMatch: AFTER_OTHERS_JOURNEYS, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'] } },
    // Journeys that hold the whole hub (an index recomputation on the embedded database) run once the
    // others have finished, so no journey waits on them.
    { name: 'whole-hub', testMatch: WHOLE_HUB_JOURNEYS, dependencies: ['after-others'], use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '../..',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', E2E_DATA_DIR, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, PUBLIC_URL: baseURL },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
