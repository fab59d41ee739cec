// Hub processes on one PostgreSQL database tell each other when one has changed what the public reads
// (issue 31): each keeps visitors' answers and a site search's counts in memory, and without a word
// from the others it would serve them, stale, until they expire. A process announces with NOTIFY on
// one channel; every other process LISTENs on a connection of its own and forgets what it kept. PGlite
// needs none of it: its data directory's lock admits one process.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel the hub's processes announce on. */
export const CHANGE_CHANNEL = 'wefe_changes';
/** How long a process waits before listening again after its connection was lost. */
export const RELISTEN_AFTER_MS = 1_000;

export interface ChangeNotices {
  /** Tells the other processes that this one changed something (not awaited: a lost notice is bounded by the caches' time limits). */
  announce(): void;
  /**
   * Calls `listener` when another process announced a change, and when this one listens again after
   * its connection was lost (it may have missed announcements meanwhile).
   */
  onChange(listener: () => void): void;
  /** Whether this process is listening now. */
  readonly listening: boolean;
  /** Stops listening; idempotent. */
  close(): Promise<void>;
}

/**
 * Listens on `url` for the other processes' announcements, and announces through `pool` (NOTIFY needs
 * no connection of its own). `onError` hears connection failures, which are retried every RELISTEN_AFTER_MS.
 */
export function startChangeNotices(url: string, pool: pg.Pool, onError: (error: unknown) => void = () => {}): ChangeNotices {
  // Each process knows its own announcements by this, and does not empty its caches a second time.
  const self = randomUUID();
  const listeners: Array<() => void> = [];
  let client: pg.Client | undefined;
  let connecting = false;
  // Set when a connection is lost or fails: announcements made meanwhile were not heard.
  let mayHaveMissed = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const changed = () => {
    for (const listener of listeners) listener();
  };

  const listenLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, RELISTEN_AFTER_MS);
    retry.unref();
  };

  const lost = (lostClient: pg.Client, error?: unknown) => {
    if (error) onError(error);
    mayHaveMissed = true;
    if (client === lostClient) client = undefined;
    lostClient.end().catch(() => {});
    listenLater();
  };

  const listen = async () => {
    if (closed || client || connecting) return;
    connecting = true;
    const next = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 60_000 });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== self) changed();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      // Announcements made while nobody here listened are lost: what was kept is forgotten instead
      // (also when the very first attempt failed and answers were kept before this one).
      if (mayHaveMissed) changed();
      mayHaveMissed = false;
    } catch (error) {
      lost(next, error);
    } finally {
      connecting = false;
    }
  };
  void listen();

  return {
    announce() {
      pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, self]).catch(onError);
    },
    onChange(listener) {
      listeners.push(listener);
    },
    get listening() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
