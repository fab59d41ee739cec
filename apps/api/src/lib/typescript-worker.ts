// A worker thread that runs a TypeScript file. A thread does not inherit the loader `--import tsx`
// registered, so it registers tsx before loading its TypeScript (the server always runs under tsx).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
const tsxApiEntry = (JSON.parse(fs.readFileSync(tsxPackage, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!.import.default;
const tsxApi = pathToFileURL(path.join(path.dirname(tsxPackage), tsxApiEntry)).href;

/** Starts a worker thread running the TypeScript module at `file`. */
export function startTypeScriptWorker(file: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const start = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(file.pathname).href)}); })`;
  return new Worker(start, { ...options, eval: true });
}
