// `npm run bench`: the server benchmark (bench/server), then the web benchmark (bench/web) on the
// same web build. Flags are the server benchmark's: `npm run bench -- --only=postgres`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runServerBench } from './server/run.ts';

interface WebBenchModule {
  runWebBench?: (options: { skipBuild?: boolean }) => Promise<unknown>;
}

const webBenchFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web/run.ts');

/** Runs bench:web when it is there; it is written separately and may not be yet. */
async function runWebBenchIfPresent(): Promise<void> {
  const web: WebBenchModule = fs.existsSync(webBenchFile) ? await import(pathToFileURL(webBenchFile).href) : {};
  if (!web.runWebBench) {
    console.log('bench:web is not available (bench/web/run.ts exporting runWebBench); skipped.');
    return;
  }
  await web.runWebBench({ skipBuild: true });
}

/** Runs both benchmarks; a failure of one does not stop the other, but fails the command. */
async function runAllBenchmarks(): Promise<void> {
  let failed = false;
  for (const [name, run] of [['bench:server', runServerBench], ['bench:web', runWebBenchIfPresent]] as const) {
    try {
      await run();
    } catch (error) {
      console.error(`${name} failed:`, error);
      failed = true;
    }
  }
  if (failed) process.exitCode = 1;
}

await runAllBenchmarks();
