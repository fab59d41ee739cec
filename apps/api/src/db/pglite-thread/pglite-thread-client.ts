// The embedded database on a thread of its own (issue 29). PGlite runs each query on the thread that
// calls it, to its end: on the server's thread, a 30-ms search held every reader's kept answer behind
// it (a reader beside a search flood: 19x its quiet p99). Here the server's thread only posts the
// query and is free until the answer comes back. The client answers what drizzle's PGlite session
// asks of a PGlite (`query`, `transaction`), plus closing and the data directory's dump.
import { startTypeScriptWorker } from '../../lib/typescript-worker.ts';
import type { ErrorFields, QueryRequest, Reply, RequestBody } from './messages.ts';
import { keptPlanNames } from '../kept-plans.ts';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** What a query answers, as PGlite's `Results`. */
export interface ThreadResults {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

/** A transaction's side of the client: queries inside it. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>;
}

/** PGlite on its own thread, as the hub uses it. */
export interface PgliteThreadClient extends ThreadTransaction {
  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T>;
  /** The same database, each statement run with sequential scans off for it alone (one message each). */
  readonly throughSearchIndexes: ThreadTransaction;
  /** As throughSearchIndexes, each statement's plan kept by its text (`keepPlan`), up to MAX_KEPT_PLANS of them. */
  readonly throughSearchIndexesKeepingPlans: ThreadTransaction;
  /** Keeps the plan of a statement by its text (a page's rows): prepared once on the thread, executed after. */
  keepPlan(sql: string): void;
  dumpDataDir(): Promise<Blob>;
  readonly closed: boolean;
  close(): Promise<void>;
}

/** A database error from the other thread, with the fields callers read (`code`, `constraint`...). */
function toError(fields: ErrorFields): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

/** Starts PGlite on its own thread over `dataDir` (with `sharedBuffersMb` of shared buffers, PGlite's own when undefined) and resolves once it is open. */
export async function startPgliteThread(dataDir: string, sharedBuffersMb?: number): Promise<PgliteThreadClient> {
  const worker = startTypeScriptWorker(new URL('./pglite-thread.ts', import.meta.url), { workerData: { dataDir, sharedBuffersMb } });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let nextTx = 1;
  let closed = false;
  let failure: Error | undefined;
  // Statement text → the name its plan is kept under on the thread: a page's rows per list, and each
  // shape of a list's search (its filters and order), a few dozen in all.
  const keptPlans = keptPlanNames();

  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    worker.once('error', onError);
    worker.once('message', () => {
      worker.off('error', onError);
      resolve();
    });
  });
  worker.on('message', (reply: Reply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(toError(reply.error));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => {
    closed = true;
    failAll(new Error(`The database thread stopped (exit code ${code}).`));
  });

  function ask<T>(request: RequestBody): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const keepPlan = (sql: string) => void keptPlans.keep(sql);

  const query =
    (tx: number | undefined, throughSearchIndexes = false, keepingPlans = false) =>
    (sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
      const keptPlan = keepingPlans ? keptPlans.keep(sql) : keptPlans.nameOf(sql);
      return ask<ThreadResults>({
        type: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        rawDates: Boolean(options.parsers),
        ...(tx === undefined ? {} : { tx }),
        ...(throughSearchIndexes ? { throughSearchIndexes: true as const } : {}),
        ...(keptPlan ? { keptPlan } : {}),
      } satisfies Omit<QueryRequest, 'id'>);
    };

  return {
    query: query(undefined),
    throughSearchIndexes: { query: query(undefined, true) },
    throughSearchIndexesKeepingPlans: { query: query(undefined, true, true) },
    async transaction(work) {
      const tx = nextTx++;
      await ask({ type: 'begin', tx });
      let result;
      try {
        result = await work({ query: query(tx) });
      } catch (error) {
        // The caller hears why its work failed, not a failed rollback after it (the thread drops the transaction either way).
        await ask({ type: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask({ type: 'end', tx, commit: true });
      return result;
    },
    keepPlan,
    dumpDataDir: async () => new Blob([await ask<ArrayBuffer>({ type: 'dump' })]),
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      await ask({ type: 'close' });
      closed = true;
      await worker.terminate();
    },
  };
}
