// A gate for the work no kept answer can spare: a search or a deep page that no one asked for in the
// last seconds costs a query of tens to hundreds of milliseconds, where a kept answer costs microseconds
// (issue 29, docs/operations.md "Floods"). The gate runs a few such pieces at once, each client one of
// them and at most a few more waiting, and a bounded number wait their turn in the order they came; the
// rest are refused at once, cheaply. One address sending unique searches as fast as it is answered
// then holds at most its own share of the database, and everyone else's reads (kept or not) keep
// flowing. PGlite runs one query at a time: there the gate lets two costly pieces run at once, so a
// reader's query waits behind at most two queries, not behind a flooder's whole queue.
// In memory, per process, like the flood guard.
import { createTokenBuckets } from '../token-buckets.ts';

/** How much costly work runs at once, and for whom. */
export interface CostlyWorkLimits {
  /** Pieces running at once, all clients together. */
  atOnce: number;
  /** Pieces one client may have running or waiting. */
  perClient: number;
  /**
   * Pieces one client may have running; its others wait their turn even when the gate has room
   * (perClient when absent). One address's searches then hold one database connection at a time, so
   * they take at most one core from everyone else's reads, and a visitor's second search waits a few
   * milliseconds instead of being refused.
   */
  runningPerClient?: number;
  /** Pieces waiting for a turn, all clients together. */
  waiting: number;
  /**
   * Milliseconds of costly work one client may spend a second on average: its share of the database's
   * time (unlimited when absent). Running one piece at a time, an address searching without a pause
   * still kept PGlite's one thread busy, about a core of a two-core machine, and another reader's p99
   * rose 2.0-2.7x (W10); a person's searches, a few a minute, never come near it.
   */
  shareMsPerSecond?: number;
  /** The most a client's share saves up while it is quiet, in milliseconds of work (shareMsPerSecond's burst). */
  shareBurstMs?: number;
}

/**
 * The defaults for each engine: PGlite runs one query at a time on its own thread (decision 038); two
 * searches at once keep it busy while the server's thread reads one's answer and sends the other's
 * next query (bench W9: 73 → 90 a second; the reader beside the flood, W10: p99 22 → 18.5 ms). With
 * PGLITE_THREAD=off, a query holds the server's thread, and COSTLY_WORK_AT_ONCE=1 serves readers better.
 * A PostgreSQL pool runs ten. The queue holds about a second of searches (10-15 ms each on PGlite with
 * the bench data, issue 29): past that a clear "busy" now serves a visitor better than a long wait.
 * One piece running per client: with two, an address flooding unique searches on PostgreSQL held two
 * backends, about both cores of the bench machine, and another reader's p99 rose 2.2-3.1x (W10).
 * A client's share of the time is the server's configuration (DEFAULT_COSTLY_WORK_SHARE), as the
 * flood limits are: an app built without it, as the API tests build theirs, has none.
 */
export const DEFAULT_COSTLY_WORK_LIMITS: Record<'pglite' | 'postgres', CostlyWorkLimits> = {
  pglite: { atOnce: 2, perClient: 2, runningPerClient: 1, waiting: 64 },
  postgres: { atOnce: 4, perClient: 2, runningPerClient: 1, waiting: 128 },
};

/**
 * A client's share of the time: a quarter of a second of costly work a second (a quarter of PGlite's
 * one thread; 10-25 searches a second, far more than people behind one address make), and five
 * seconds of work saved up for a burst (hundreds of searches).
 */
export const DEFAULT_COSTLY_WORK_SHARE = { shareMsPerSecond: 250, shareBurstMs: 5000 } as const;

/** A list read costs a query no index answers cheaply from this many rows skipped on. */
export const DEEP_LIST_OFFSET = 1000;

/** Whether a public list read is costly: a search, or a page deep in the list. */
export function isCostlyListRead(query: { search?: string | undefined; page?: number | undefined; per_page?: number | undefined }, perPage = query.per_page ?? 20): boolean {
  return Boolean(query.search) || ((query.page ?? 1) - 1) * perPage >= DEEP_LIST_OFFSET;
}

/**
 * Why a piece of work was refused: its client has its share of pieces already, or has spent its share
 * of the time, or every waiting place is taken.
 */
export type CostlyWorkRefusal = 'client_busy' | 'client_over_share' | 'hub_busy';

const REFUSALS: Record<CostlyWorkRefusal, string> = {
  client_busy: 'the client has its share of costly work',
  client_over_share: 'the client has spent its share of the time',
  hub_busy: 'every place in the queue is taken',
};

/** Thrown by `run` when the work is refused; nothing of it ran. */
export class CostlyWorkRefused extends Error {
  /** `retryAfterSeconds`: when the client may try again (its share has saved up enough by then). */
  constructor(
    readonly reason: CostlyWorkRefusal,
    readonly retryAfterSeconds = 1,
  ) {
    super(REFUSALS[reason]);
    this.name = 'CostlyWorkRefused';
  }
}

/** One process's gate. */
export interface CostlyWorkGate {
  /**
   * Runs `work` for `client` when its turn comes, or throws CostlyWorkRefused at once. When `signal`
   * aborts before the turn comes (the client went away), the work never runs and its place is freed.
   */
  run<T>(client: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Pieces running now. */
  readonly running: number;
  /** Pieces waiting now. */
  readonly queued: number;
}

interface Waiter {
  client: string;
  start: () => void;
}

/** A gate with `limits`; `now` reads the clock in milliseconds (tests pass their own). */
export function createCostlyWorkGate(limits: CostlyWorkLimits, now: () => number = () => performance.now()): CostlyWorkGate {
  // Each client's share of the time: a bucket of milliseconds of work (lib/token-buckets).
  const shares = limits.shareMsPerSecond ? createTokenBuckets({ ratePerSecond: limits.shareMsPerSecond, burst: limits.shareBurstMs ?? limits.shareMsPerSecond }, now) : undefined;
  const held = new Map<string, number>();
  const runningFor = new Map<string, number>();
  const queue: Waiter[] = [];
  const runningPerClient = limits.runningPerClient ?? limits.perClient;
  let running = 0;

  const count = (counts: Map<string, number>, client: string, change: number) => {
    const now = (counts.get(client) ?? 0) + change;
    if (now > 0) counts.set(client, now);
    else counts.delete(client);
  };
  const mayStart = (client: string) => running < limits.atOnce && (runningFor.get(client) ?? 0) < runningPerClient;
  const start = (client: string) => {
    running += 1;
    count(runningFor, client, 1);
  };
  // The first waiter whose client may run another piece: a client at its running share does not hold
  // up the others behind it.
  const next = () => {
    for (let at = 0; at < queue.length && running < limits.atOnce; ) {
      if (mayStart(queue[at]!.client)) queue.splice(at, 1)[0]!.start();
      else at += 1;
    }
  };

  return {
    async run(client, work, signal) {
      signal?.throwIfAborted();
      if ((held.get(client) ?? 0) >= limits.perClient) throw new CostlyWorkRefused('client_busy');
      // A millisecond of work left lets a piece in; the piece may then spend more, which the client waits off.
      const wait = shares?.waitFor(client, 1) ?? 0;
      if (wait > 0) throw new CostlyWorkRefused('client_over_share', wait);
      if (!mayStart(client) && queue.length >= limits.waiting) throw new CostlyWorkRefused('hub_busy');
      count(held, client, 1);
      try {
        if (!mayStart(client)) {
          await new Promise<void>((resolve, reject) => {
            const waiter: Waiter = {
              client,
              start: () => {
                signal?.removeEventListener('abort', onAbort);
                start(client);
                resolve();
              },
            };
            const onAbort = () => {
              const at = queue.indexOf(waiter);
              if (at >= 0) queue.splice(at, 1);
              reject(signal!.reason);
            };
            signal?.addEventListener('abort', onAbort, { once: true });
            queue.push(waiter);
          });
        } else {
          start(client);
        }
      } catch (error) {
        count(held, client, -1);
        throw error;
      }
      let startedAt: number | undefined;
      try {
        // The event loop first takes what arrived meanwhile: other clients' reads, and this client's
        // next pieces, which then find their share taken. With PGlite on the server's thread
        // (PGLITE_THREAD=off) a query runs there to its end, so without this turn a whole request ran in
        // one go and a client's eight searches at once never met (measured: 400 of 400 entered an empty gate).
        await new Promise<void>((resolve) => setImmediate(resolve));
        signal?.throwIfAborted();
        startedAt = now();
        return await work();
      } finally {
        // The time the piece ran, waits for the database included: what it kept from everyone else.
        if (startedAt !== undefined) shares?.take(client, now() - startedAt);
        running -= 1;
        count(runningFor, client, -1);
        count(held, client, -1);
        next();
      }
    },
    get running() {
      return running;
    },
    get queued() {
      return queue.length;
    },
  };
}
