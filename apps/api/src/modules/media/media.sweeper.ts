// Removes what no row names: stored files (uploads/files or the bucket) without a media_files row (a request that
// failed between the move and the commit, a crash) and temp files of requests that never finished;
// and rows nothing refers to, with their files (a crash after an upload's row was written but before
// the account or item naming it was: registration stores a picture, then creates the account).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { scheduleBackgroundJob } from '../../lib/background-job.ts';
import { createMediaRepo } from './media.repo.ts';
import { parseVariants } from './media.service.ts';
import { baseOfStoredName, isStoredName, type MediaStorage } from './media.storage.ts';

export const SWEEP_EVERY_MS = 30 * 60 * 1000;
/** Files younger than this are left alone: their request may still be running. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 60 * 1000;
const BATCH = 500;

export interface SweepResult {
  /** Stored files that no row named. */
  orphans: number;
  /** Abandoned temp files in uploads/tmp. */
  temp: number;
  /** Rows (with their files) that no account or item referred to. */
  unreferenced: number;
}

async function oldFiles(dir: string, cutoff: number): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const old: string[] = [];
  for (const name of names) {
    const stat = await fs.lstat(path.join(dir, name)).catch(() => undefined);
    if (stat && !stat.isDirectory() && stat.mtimeMs <= cutoff) old.push(name);
  }
  return old;
}

/**
 * Deletes media_files rows nothing refers to, then stored files that no row names (a file or one of
 * its variants) and temp files in uploads/tmp, all when older than `olderThanMs` (an hour by default,
 * so uploads in flight are never touched). Only names this module generates are deleted from the
 * store. Answers the counts.
 */
export async function sweepOrphans(db: Db, storage: MediaStorage, { olderThanMs = SWEEP_GRACE_MS }: { olderThanMs?: number } = {}): Promise<SweepResult> {
  const cutoff = Date.now() - olderThanMs;
  const repo = createMediaRepo(db);

  // Rows first: their files then have no row and go with the other orphans below.
  const unreferenced = (await repo.deleteUnreferenced(new Date(cutoff))).length;

  const candidates: string[] = [];
  for await (const entry of storage.files.list()) {
    if (entry.modifiedAt.getTime() <= cutoff && isStoredName(entry.name)) candidates.push(entry.name);
  }
  let orphans = 0;
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH);
    const rows = await repo.findByBases([...new Set(batch.map(baseOfStoredName))]);
    const named = new Set(rows.flatMap((row) => [row.storedName, ...Object.values(parseVariants(row.variants))]));
    const unnamed = batch.filter((name) => !named.has(name));
    await storage.files.remove(unnamed);
    orphans += unnamed.length;
  }

  let temp = 0;
  for (const name of await oldFiles(storage.tmpDir, cutoff)) {
    await fs.rm(path.join(storage.tmpDir, name), { force: true });
    temp += 1;
  }
  return { orphans, temp, unreferenced };
}

/**
 * Sweeps a minute after start and then every 30 minutes (lib/background-job: a slow sweep is never
 * overlapped, and closing waits for one under way). Needs the media plugin (`app.media`).
 */
export function scheduleOrphanSweeps(app: FastifyInstance, { everyMs = SWEEP_EVERY_MS }: { everyMs?: number } = {}): void {
  scheduleBackgroundJob(app, {
    firstAfterMs: Math.min(FIRST_SWEEP_AFTER_MS, everyMs),
    everyMs,
    run: () =>
      sweepOrphans(app.db, app.media.storage).then(
        (result) => {
          if (result.orphans || result.temp || result.unreferenced) app.log.info(result, 'media sweep removed unreferenced files');
        },
        (error: unknown) => app.log.warn({ err: error }, 'media sweep failed'),
      ),
  });
}
