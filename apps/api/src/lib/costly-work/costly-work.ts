// A gate for the work no kept answer can spare: a search or a deep page that no one asked for in the
// last seconds costs a query of tens to hundreds of milliseconds, where a kept answer costs microseconds
// (issue 29, docs/operations.md "Floods"). The gate runs a few such pieces at once, each client at most
// a few of them, and a bounded number wait their turn in the order they came; the rest are refused at
// once, cheaply. One address sending unique searches as fast as it is answered then holds at most its
// own share of the database, and everyone else's reads (kept or not) keep flowing. PGlite runs one
// query at a time: there the gate lets two costly pieces run at once, so a reader's query waits behind
// at most two queries, not behind a flooder's whole queue.
// In memory, per process, like the flood guard.

/** How much costly work runs at once, and for whom. */
export interface CostlyWorkLimits {
  /** Pieces running at once, all clients together. */
  atOnce: number;
  /** Pieces one client may have running or waiting. */
  perClient: number;
  /** Pieces waiting for a turn, all clients together. */
  waiting: number;
}

/**
 * The defaults for each engine: PGlite runs one query at a time on its own thread (decision 038); two
 * searches at once keep it busy while the server's thread reads one's answer and sends the other's
 * next query (bench W9: 73 → 90 a second; the reader beside the flood, W10: p99 22 → 18.5 ms). With
 * PGLITE_THREAD=off, a query holds the server's thread, and COSTLY_WORK_AT_ONCE=1 serves readers better.
 * A PostgreSQL pool runs ten. The queue holds about a second of searches (10-15 ms each on PGlite with
 * the bench data, issue 29): past that a clear "busy" now serves a visitor better than a long wait.
 */
export const DEFAULT_COSTLY_WORK_LIMITS: Record<'pglite' | 'postgres', CostlyWorkLimits> = {
  pglite: { atOnce: 2, perClient: 2, waiting: 64 },
  postgres: { atOnce: 4, perClient: 2, waiting: 128 },
};

/** A list read costs a query no index answers cheaply from this many rows skipped on. */
export const DEEP_LIST_OFFSET = 1000;

/** Whether a public list read is costly: a search, or a page deep in the list. */
export function isCostlyListRead(query: { search?: string | undefined; page?: number | undefined; per_page?: number | undefined }, perPage = query.per_page ?? 20): boolean {
  return Boolean(query.search) || ((query.page ?? 1) - 1) * perPage >= DEEP_LIST_OFFSET;
}

/** Why a piece of work was refused: its client has its share already, or every waiting place is taken. */
export type CostlyWorkRefusal = 'client_busy' | 'hub_busy';

/** Thrown by `run` when the work is refused; nothing of it ran. */
export class CostlyWorkRefused extends Error {
  constructor(readonly reason: CostlyWorkRefusal) {
    super(reason === 'client_busy' ? 'the client has its share of costly work' : 'every place in the queue is taken');
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

/** A gate with `limits`. */
export function createCostlyWorkGate(limits: CostlyWorkLimits): CostlyWorkGate {
  const held = new Map<string, number>();
  const queue: Waiter[] = [];
  let running = 0;

  const hold = (client: string, change: number) => {
    const count = (held.get(client) ?? 0) + change;
    if (count > 0) held.set(client, count);
    else held.delete(client);
  };
  const next = () => {
    while (running < limits.atOnce && queue.length > 0) queue.shift()!.start();
  };

  return {
    async run(client, work, signal) {
      signal?.throwIfAborted();
      if ((held.get(client) ?? 0) >= limits.perClient) throw new CostlyWorkRefused('client_busy');
      if (running >= limits.atOnce && queue.length >= limits.waiting) throw new CostlyWorkRefused('hub_busy');
      hold(client, 1);
      try {
        if (running >= limits.atOnce) {
          await new Promise<void>((resolve, reject) => {
            const waiter: Waiter = {
              client,
              start: () => {
                signal?.removeEventListener('abort', onAbort);
                running += 1;
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
          running += 1;
        }
      } catch (error) {
        hold(client, -1);
        throw error;
      }
      try {
        // The event loop first takes what arrived meanwhile: other clients' reads, and this client's
        // next pieces, which then find their share taken. With PGlite on the server's thread
        // (PGLITE_THREAD=off) a query runs there to its end, so without this turn a whole request ran in
        // one go and a client's eight searches at once never met (measured: 400 of 400 entered an empty gate).
        await new Promise<void>((resolve) => setImmediate(resolve));
        signal?.throwIfAborted();
        return await work();
      } finally {
        running -= 1;
        hold(client, -1);
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
