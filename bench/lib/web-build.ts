// A production build of the web app in a folder of the benchmark's own, so a benchmark never
// rebuilds (or races with) apps/web/dist that `npm start` serves.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { benchDataDir, repoRoot } from './paths.ts';

/** The folder the benchmark's web build goes to. */
export const benchWebDistDir = path.join(benchDataDir, 'web-dist');

/**
 * Runs `vite build` into `outDir` (the benchmark's folder by default), and the server's page renderer
 * into `<outDir>-server` where the hub looks for it, and returns the folder; `manifest` also writes
 * `.vite/manifest.json`, which maps each source module to its chunks.
 */
export function buildWebForBench(outDir = benchWebDistDir, { manifest = false } = {}): string {
  const builds = [
    ['build', '--outDir', outDir, '--emptyOutDir', ...(manifest ? ['--manifest'] : [])],
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-server`, '--emptyOutDir'],
  ];
  for (const args of builds) {
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), ...args], {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return outDir;
}
