// `npm run test:e2e`: only the Playwright journeys (Chromium checked, web built if stale).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

ensureChromium();
ensureWebBuild();
const result = spawnSync(
  process.execPath,
  [path.join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
