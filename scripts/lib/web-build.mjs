// Builds the web app when its build is missing or older than its sources. A stamp in the build
// holds a hash of every input, so a stale build is detected even when file times lie (git checkout).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(repoRoot, 'apps/web');
const distDir = path.join(webDir, 'dist');
const stampFile = path.join(distDir, '.build-stamp');
// The server's page renderer (apps/web/src/entry-server.tsx) is built beside the app, in `<app>-server`,
// where the hub looks for it (apps/api/src/lib/server-rendered-pages.ts).
const rendererFile = path.join(`${distDir}-server`, 'entry-server.js');
const INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/contract/src', 'package-lock.json'];

function listFiles(entry) {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.relative(repoRoot, path.join(d.parentPath, d.name)));
}

/** A hash of every file the web build reads. */
export function webSourceHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(repoRoot, file))).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds the app into `outDir` and the server's page renderer into `<outDir>-server` (decision 027);
 * `clientArgs` go to the app's build only (`--manifest`). Throws when either build fails.
 */
export function buildWeb({ outDir = distDir, clientArgs = [], stdio = 'inherit' } = {}) {
  const builds = [
    ['build', '--outDir', outDir, ...clientArgs],
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-server`],
  ];
  for (const args of builds) {
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), ...args, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: webDir,
      stdio,
    });
    if (result.status !== 0) throw new Error('The web build failed; see the messages above.');
  }
}

/** Builds apps/web into apps/web/dist unless the build there matches the sources; returns whether it built. */
export function ensureWebBuild({ log = console.log } = {}) {
  const wanted = webSourceHash();
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  if (current === wanted && fs.existsSync(path.join(distDir, 'index.html')) && fs.existsSync(rendererFile)) return false;
  log(current ? 'The web app changed since its last build: building it again...' : 'Building the web app (first start)...');
  const started = Date.now();
  buildWeb();
  fs.writeFileSync(stampFile, `${wanted}\n`);
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
