// The hub's own shared cache of visitors' answers (docs/decisions/022-answer-cache.md): finished answers
// (serialised, compressed, with their headers) kept in memory for a few seconds, least recently used
// first out when the byte budget is full. Near its end a kept answer is refreshed by one request while
// the others are still answered from it (below), so a popular address never waits on its own refresh.

/** One finished answer: the bytes on the wire and the headers that describe them. */
export interface CachedReply {
  payload: Buffer | string;
  headers: Record<string, string>;
  /** Epoch milliseconds after which it is not served again. */
  expiresAt: number;
  /** Epoch milliseconds from which the next reader refreshes it while the others are still served it. */
  refreshAt: number;
}

export interface AnswerCacheOptions {
  /** The most bytes kept at once, keys and headers counted with the payloads. */
  maxBytes: number;
  /** Answers larger than this (key, headers and payload) are never kept. */
  maxEntryBytes: number;
  now?: () => number;
}

export interface AnswerCache {
  /**
   * The kept answer, or undefined: when there is none, or when this caller is to refresh it. In the
   * last REFRESH_SHARE of its life the first caller (and another one each REFRESH_CLAIM_MS until a new
   * answer is kept) is answered undefined and computes the answer afresh, while every other caller is
   * still given the kept one (stale-while-revalidate, within the same time limit as before).
   */
  get(key: string): CachedReply | undefined;
  /**
   * Keeps an answer for `ttlMs`; answers over the entry limit are ignored, and so is one worked out from
   * `since` (the `generation` when its request began) when a clear came in between: it may predate the
   * write that cleared.
   */
  set(key: string, payload: Buffer | string, headers: Record<string, string>, ttlMs: number, since?: number): void;
  /** Forgets everything (after any write, so the writer and everyone else see its effect at once). */
  clear(): void;
  /** Calls `listener` on every clear: values kept elsewhere from the same data are forgotten with the answers. */
  onClear(listener: () => void): void;
  /** How many clears there have been: a request notes it when it begins, and gives it to `set`. */
  readonly generation: number;
  readonly size: number;
  readonly bytes: number;
}

/** The last part of a kept answer's life in which one reader refreshes it while the others are served it. */
export const REFRESH_SHARE = 0.3;
/** How long a refresh may take before another reader is sent to refresh the same answer. */
export const REFRESH_CLAIM_MS = 1_000;

const sizeOf = (payload: Buffer | string) => (typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length);

// Keys and headers count too: a flood of distinct URLs with small answers must not grow memory past the budget.
function entrySize(key: string, payload: Buffer | string, headers: Record<string, string>): number {
  let size = Buffer.byteLength(key) + sizeOf(payload);
  for (const [name, value] of Object.entries(headers)) size += name.length + Buffer.byteLength(value);
  return size;
}

/**
 * The key of a kept answer: the resolved language, the Accept-Encoding header as sent and the URL with
 * its query. The plugin that keeps answers and the server that serves them both build it here.
 */
export function answerCacheKey(language: string, acceptEncoding: string | undefined, url: string): string {
  return `${language}\n${acceptEncoding ?? ''}\n${url}`;
}

/** An in-memory LRU of finished answers with a byte budget. */
export function createAnswerCache({ maxBytes, maxEntryBytes, now = () => Date.now() }: AnswerCacheOptions): AnswerCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, CachedReply & { bytes: number; claimedAt?: number }>();
  const clearListeners: Array<() => void> = [];
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const at = now();
      if (entry.expiresAt <= at) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      if (at >= entry.refreshAt && (entry.claimedAt === undefined || at - entry.claimedAt >= REFRESH_CLAIM_MS)) {
        entry.claimedAt = at;
        return undefined;
      }
      return entry;
    },
    set(key, payload, headers, ttlMs, since) {
      if (since !== undefined && since !== generation) return;
      const size = entrySize(key, payload, headers);
      if (size > maxEntryBytes || ttlMs <= 0) return;
      remove(key);
      const at = now();
      entries.set(key, { payload, headers, expiresAt: at + ttlMs, refreshAt: at + ttlMs * (1 - REFRESH_SHARE), bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
      generation += 1;
      for (const listener of clearListeners) listener();
    },
    onClear(listener) {
      clearListeners.push(listener);
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
