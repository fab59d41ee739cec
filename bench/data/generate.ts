// `npm run bench:data`: generates the benchmark's large data set into the benchmark's own databases
// (PGlite under bench/.data/pglite/db, and PostgreSQL from startBenchPostgres), never the hub's.
// Each starts empty, is migrated and seeded exactly as the server does, then grows by set-based SQL.
// Options: --only=pglite or --only=postgres (default: both).
import { parseArgs } from 'node:util';
import type { Database } from '../../apps/api/src/db/client.ts';
import { seedReferenceData, seedSampleNewsEvents, seedSamplePublications, seedSampleStories } from '../../apps/api/src/seed/index.ts';
import { seedAboutPage, seedSamplePartners } from '../../apps/api/src/seed/site.ts';
import { seedWefeData } from '../../apps/api/src/seed/wefe.ts';
import { recomputeIndex } from '../../apps/api/src/modules/index-data/index-data.recompute.ts';
import { pgliteDataDir } from '../lib/paths.ts';
import { startBenchPostgres } from '../lib/postgres.ts';
import { analyzeAll, dropSecondaryIndexes, raiseMaintenanceMemory, recreateIndexes, tableCounts } from './bulk.ts';
import { insertMembers } from './members.ts';
import { insertNewsEvents } from './news-events.ts';
import { insertPublications } from './publications.ts';
import { openEmptyPglite, openEmptyPostgres, type EmptyDatabase } from './reset.ts';
import { createStepLog, engineCpuClock, type StepTiming } from './step-log.ts';
import { insertStories } from './stories.ts';
import { BENCH_INDEX, BENCH_VOLUMES } from './volumes.ts';
import { fillIndicatorValues, insertSyntheticIndicators } from './wefe-index.ts';

const ENGINES = ['pglite', 'postgres'] as const;
type Engine = (typeof ENGINES)[number];

/** Tables whose search (GIN) and other secondary indexes are rebuilt once after the content load. */
const CONTENT_TABLES = ['publications', 'stories', 'story_sectors', 'story_partners', 'news_events', 'news_event_sectors', 'news_event_agenda', 'news_event_speakers', 'news_event_partners'];

/** The seed steps of apps/api/src/server.ts, in its order. */
async function seedAsServer(database: Database): Promise<void> {
  const db = database.db;
  await seedReferenceData(db);
  await seedSamplePublications(db);
  await seedSampleStories(db);
  await seedSampleNewsEvents(db);
  await seedSamplePartners(db);
  await seedAboutPage(db);
  await seedWefeData(db);
}

/** Fills one empty database; answers the timing of each step. */
async function fill(engine: Engine, open: () => Promise<EmptyDatabase>): Promise<StepTiming[]> {
  const log = createStepLog(engine);
  const { database, close } = await log.step('empty database', open);
  const db = database.db;
  try {
    log.useCpuClock(await engineCpuClock(database));
    await raiseMaintenanceMemory(db, engine === 'pglite' ? 256 : 512);
    await log.step('migrate', () => database.migrate());
    await log.step('seed as the server does (reference data, samples, about page, partners, WEFE index)', () => seedAsServer(database));
    await log.step(`${BENCH_VOLUMES.members.toLocaleString('en')} members`, () => insertMembers(db, BENCH_VOLUMES.members));
    const { publications, stories, newsEvents } = BENCH_VOLUMES;
    const indexes = await log.step('drop content indexes', () => dropSecondaryIndexes(db, CONTENT_TABLES));
    await log.step('publications', () => insertPublications(db, publications, log.progress('publications', publications)));
    await log.step('stories', () => insertStories(db, stories, log.progress('stories', stories)));
    await log.step('news and events', () => insertNewsEvents(db, newsEvents, log.progress('news and events', newsEvents)));
    await log.step(`recreate ${indexes.length} content indexes`, () => recreateIndexes(db, indexes));
    const indicatorCount = await log.step('synthetic indicators', () => insertSyntheticIndicators(db));
    const expected = BENCH_INDEX.indicators;
    log.print(`  ${indicatorCount} indicators${indicatorCount === expected ? '' : ` (expected ${expected}: the real data changed; adjust synthetic-indicators.ts)`}`);
    await log.step('indicator values', () => fillIndicatorValues(db));
    const summary = await log.step('recompute index (the app’s own)', () => recomputeIndex(db));
    log.print(`  ${summary.years} years, ${summary.scores} scores, ${summary.indicatorScores} indicator scores, ${summary.mapPoints} map points`);
    await log.step('analyze', () => analyzeAll(db));
    const counts = await tableCounts(db);
    log.print('rows per table:');
    for (const { table, rows } of counts.filter((c) => c.rows > 0)) log.print(`  ${table.padEnd(28)} ${rows.toLocaleString('en').padStart(10)}`);
    const total = log.total();
    log.print(`done in ${total.seconds.toFixed(1)} s (CPU ${total.cpuSeconds?.toFixed(1) ?? '?'} s)`);
    return [...log.timings, total];
  } finally {
    await close();
  }
}

/** A table of each step's wall and CPU seconds per engine. */
function printTimings(results: Map<Engine, StepTiming[]>) {
  const engines = [...results.keys()];
  const steps = [...new Set([...results.values()].flatMap((timings) => timings.map((t) => t.step)))];
  const cell = (timing: StepTiming | undefined) => (timing ? `${timing.seconds.toFixed(1)} (CPU ${timing.cpuSeconds?.toFixed(1) ?? '?'})` : '-');
  console.log(`\nstep${engines.map((e) => ` | ${e}: s (CPU s)`).join('')}`);
  for (const step of steps) console.log(`${step}${engines.map((engine) => ` | ${cell(results.get(engine)?.find((t) => t.step === step))}`).join('')}`);
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (values.only !== undefined && !(ENGINES as readonly string[]).includes(values.only)) {
    throw new Error(`--only must be one of ${ENGINES.join(', ')}; got '${values.only}'.`);
  }
  const engines = values.only ? [values.only as Engine] : [...ENGINES];
  const results = new Map<Engine, StepTiming[]>();
  for (const engine of engines) {
    if (engine === 'pglite') {
      console.log(`PGlite: ${pgliteDataDir}/db`);
      results.set(engine, await fill(engine, openEmptyPglite));
      continue;
    }
    const postgres = await startBenchPostgres();
    try {
      console.log(`PostgreSQL: ${postgres.url}`);
      results.set(engine, await fill(engine, () => openEmptyPostgres(postgres.url)));
    } finally {
      postgres.stop();
    }
  }
  printTimings(results);
}

await main();
