// A production build of the web app in a folder of the benchmark's own, so a benchmark never
// rebuilds (or races with) apps/web/dist that `npm start` serves.
import path from 'node:path';
import { buildWeb } from '../../scripts/lib/web-build.mjs';
import { benchDataDir } from './paths.ts';

/** The folder the benchmark's web build goes to. */
export const benchWebDistDir = path.join(benchDataDir, 'web-dist');

/**
 * Builds the web app into `outDir` (the benchmark's folder by default), with the server's page renderer
 * beside it, and returns the folder; `manifest` also writes `.vite/manifest.json`, which maps each
 * source module to its chunks.
 */
export function buildWebForBench(outDir = benchWebDistDir, { manifest = false } = {}): string {
  buildWeb({ outDir, clientArgs: manifest ? ['--manifest'] : [], stdio: ['ignore', 'ignore', 'inherit'] });
  return outDir;
}
