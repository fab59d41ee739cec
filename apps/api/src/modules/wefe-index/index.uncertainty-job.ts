// Runs the uncertainty and sensitivity analyses (index.uncertainty.ts) of the latest computation off the
// request path and stores the rank intervals and how far each choice alone moves the ranking. A recomputation writes the scores at once; the intervals follow a few
// seconds later, from whichever instance takes the analysis on (a claim in index_computations), and an
// analysis overtaken by a newer recomputation is thrown away rather than written over it.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { inTransaction, type Db } from '../../db/client.ts';
import { scheduleBackgroundJob } from '../../lib/background-job.ts';
import { computePrepared, prepareIndex, type Pillar } from './index.compute.ts';
import { lockIndexData, readComputationInput } from './index.input.ts';
import { createIndexRepo, type StoredInterval } from './index.repo.ts';
import { sensitivityAnalysis, UNCERTAINTY_RUNS, UNCERTAINTY_SEED, uncertaintyAnalysis } from './index.uncertainty.ts';

/** A claim older than this is taken to belong to a process that died; another may take the analysis on. */
export const UNCERTAINTY_CLAIM_STALE_MS = 10 * 60 * 1000;
/** How often an instance looks for a computation whose analysis nobody finished. */
const CHECK_EVERY_MS = 60 * 1000;
const FIRST_CHECK_AFTER_MS = 1000;

/** What one attempt did. */
export type UncertaintyOutcome =
  | { outcome: 'done'; computationId: number; ms: number; intervals: number }
  | { outcome: 'nothing' }
  | { outcome: 'claimed_elsewhere'; computationId: number }
  | { outcome: 'stale'; computationId: number }
  | { outcome: 'stopped'; computationId: number };

class Stopped extends Error {}

/**
 * Runs the analysis of the latest computation if nobody has, and writes its intervals if that
 * computation is still the latest when it ends. `shouldStop` is asked between variants.
 */
export async function runUncertaintyAnalysis(
  db: Db,
  {
    runs = UNCERTAINTY_RUNS,
    seed = UNCERTAINTY_SEED,
    shouldStop,
    between,
    takeOverClaims = false,
  }: {
    runs?: number;
    seed?: number;
    shouldStop?: () => boolean;
    between?: () => Promise<void>;
    /** Take the analysis on even if claimed: no other process can hold the database (a claim was left by a killed one). */
    takeOverClaims?: boolean;
  } = {},
): Promise<UncertaintyOutcome> {
  const repo = createIndexRepo(db);
  const current = await repo.currentComputation();
  if (!current || current.uncertaintyDoneAt) return { outcome: 'nothing' };
  const claimed = await repo.claimUncertainty(current.id, takeOverClaims ? 0 : UNCERTAINTY_CLAIM_STALE_MS);
  if (!claimed) return { outcome: 'claimed_elsewhere', computationId: current.id };
  try {
    const started = performance.now();
    const { input, countryIds, pillarIds } = await readComputationInput(db);
    const prepared = prepareIndex(input);
    const base = computePrepared(prepared);
    // A turn of the event loop after each variant: requests are served while it runs.
    const turn = async () => {
      await nextTurn();
      await between?.();
      if (shouldStop?.()) throw new Stopped();
    };
    const result = await uncertaintyAnalysis(prepared, base, { runs, seed, between: turn });
    const rows: StoredInterval[] = [];
    for (const [key, interval] of result.intervals) {
      const [year, iso3, target] = key.split('|') as [string, string, string];
      const countryId = countryIds.get(iso3);
      const pillarId = target === 'index' ? null : pillarIds.get(target as Pillar);
      if (countryId === undefined || pillarId === undefined) continue;
      rows.push({ countryId, year: Number(year), pillarId, ...interval });
    }
    const sensitivity: Record<string, Array<{ choice: string; indicator: string | null; rho: number | null; moved: number; meanShift: number }>> = {};
    for (const [year, outcomes] of await sensitivityAnalysis(prepared, base, { between: turn })) {
      sensitivity[String(year)] = outcomes.map((o) => ({ choice: o.choice, indicator: o.indicatorId, rho: o.rho, moved: o.moved, meanShift: o.meanShift }));
    }
    const ms = performance.now() - started;
    const wrote = await inTransaction(db, async (tx) => {
      await lockIndexData(tx);
      return createIndexRepo(tx).writeIntervals(current.id, rows, { runs, seed, ms, sensitivity });
    });
    return wrote ? { outcome: 'done', computationId: current.id, ms, intervals: rows.length } : { outcome: 'stale', computationId: current.id };
  } catch (error) {
    await repo.releaseUncertainty(current.id);
    if (error instanceof Stopped) return { outcome: 'stopped', computationId: current.id };
    throw error;
  }
}

/** The app's handle on the analysis: start one now, or wait until none is owed. */
export interface IndexUncertainty {
  /** Starts an analysis unless one is running (then another follows it); returns at once. */
  nudge(): void;
  /** Resolves when no analysis is running or queued in this process. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    indexUncertainty: IndexUncertainty;
  }
}

/**
 * Decorates the app with `indexUncertainty` and looks for owed analyses a second after start and then
 * every minute (an instance that died mid-analysis leaves a claim that goes stale; on the embedded
 * database, where only this process can run, the first look takes such a claim over at once). Closing
 * the app stops an analysis between two variants and gives it back.
 */
export function scheduleIndexUncertainty(app: FastifyInstance, options: { runs?: number } = {}): void {
  let running: Promise<void> | undefined;
  let again = false;
  let closing = false;
  let firstLook = app.database.kind === 'pglite';
  const attempt = async () => {
    do {
      again = false;
      const takeOverClaims = firstLook;
      firstLook = false;
      const outcome = await runUncertaintyAnalysis(app.db, { runs: options.runs, shouldStop: () => closing, takeOverClaims });
      if (outcome.outcome === 'done') {
        app.log.info({ computation: outcome.computationId, ms: Math.round(outcome.ms), intervals: outcome.intervals }, 'index rank intervals written');
        // Kept answers of the index were made without the intervals.
        app.answerCache.clear();
      }
    } while (again && !closing);
  };
  const start = () => {
    if (closing) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = attempt()
      .catch((error: unknown) => app.log.error({ err: error }, 'index uncertainty analysis failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.decorate('indexUncertainty', {
    nudge: () => void start(),
    settled: async () => {
      while (running) await running;
    },
  });
  scheduleBackgroundJob(app, { firstAfterMs: FIRST_CHECK_AFTER_MS, everyMs: CHECK_EVERY_MS, run: () => start() });
  app.addHook('onClose', async () => {
    closing = true;
    await running;
  });
}
