// `npm run screenshots`: the README's pictures of the home page, the index page and a story, in English
// and Arabic, taken in Debian's Chromium from the real hub on a fresh embedded database (seed data only).
// Run it again after a visible change; the files land in docs/screenshots/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

const port = Number(process.env.SCREENSHOT_PORT ?? 3197);
const baseURL = `http://127.0.0.1:${port}`;
const outDir = path.join(repoRoot, 'docs/screenshots');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-screenshots-'));

ensureChromium();
ensureWebBuild();
fs.mkdirSync(outDir, { recursive: true });

const server = spawn(process.execPath, [path.join(repoRoot, 'scripts/e2e-server.mjs')], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', E2E_DATA_DIR: dataDir, PUBLIC_URL: baseURL },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** Resolves once the API answers its health check (the seed runs before it listens). */
async function serverReady(deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the hub did not start within two minutes');
}

const shots = [
  { name: 'home', path: '/', ready: (page) => page.getByRole('region', { name: /Latest news|آخر الأخبار/ }).waitFor() },
  { name: 'wefe-index', path: '/wefe-index', ready: (page) => page.getByRole('region', { name: /Country Snapshot|لمحة/ }).waitFor() },
  { name: 'story', path: null, ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
];

try {
  await serverReady();
  const stories = await (await fetch(`${baseURL}/api/stories?per_page=1`)).json();
  const storyPath = `/wefe-stories/${stories.data[0].id}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  for (const language of ['en', 'ar']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript((lang) => globalThis.localStorage.setItem('language', lang), language);
    const page = await context.newPage();
    for (const shot of shots) {
      await page.goto(`${baseURL}${shot.path ?? storyPath}`);
      await shot.ready(page);
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `${shot.name}-${language}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(repoRoot, file)}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
