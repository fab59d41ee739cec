// Where the benchmark keeps its data and writes its results; never the hub's own data directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The benchmark's own folder for generated data (BENCH_DATA_DIR, default bench/.data). */
export const benchDataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(repoRoot, 'bench/.data'));

/** The DATA_DIR a server on the generated PGlite database runs with (the database is in its db/). */
export const pgliteDataDir = path.join(benchDataDir, 'pglite');

/** The benchmark's own PostgreSQL cluster, used when BENCH_DATABASE_URL names none. */
export const postgresClusterDir = path.join(benchDataDir, 'postgres');

/** Where each run writes its Markdown and JSON reports. */
export const resultsDir = path.join(repoRoot, 'bench/results');
