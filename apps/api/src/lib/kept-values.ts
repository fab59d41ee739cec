// A small in-memory store of values worked out from the database, kept for a few seconds and bounded in
// number and weight (least recently used first out), for work whose result many requests share but whose
// answers differ, so that the answer cache (lib/answer-cache.ts) cannot keep it: a search term's counts
// and ranked matches per kind, the same whichever kind or page a visitor asks for next.

export interface KeptValuesOptions<T> {
  /** The most values kept at once. */
  maxEntries: number;
  /** How long a value is served after it was kept. */
  ttlMs: number;
  /** With `weightOf`, the most weight kept at once (values whose size varies: rows they hold, say). */
  maxWeight?: number;
  /** A value's weight, counted against `maxWeight`. */
  weightOf?: (value: T) => number;
  now?: () => number;
}

export interface KeptValues<T> {
  /** The value kept under `key`, or undefined when there is none or it has expired. */
  get(key: string): T | undefined;
  /**
   * Keeps `value` under `key` for the store's time, the least recently used value leaving when full.
   * With `since`, the `generation` read before the value was worked out: if the store was cleared
   * meanwhile, the value may predate the change that cleared it, and it is not kept.
   */
  set(key: string, value: T, since?: number): void;
  /** Forgets every value (after a change to what they were worked out from). */
  clear(): void;
  /** How many times the store was cleared. */
  readonly generation: number;
  readonly size: number;
  /** The kept values' weight in all (their number without `weightOf`). */
  readonly weight: number;
}

/** An LRU of values with a time to live. */
export function createKeptValues<T>({ maxEntries, ttlMs, maxWeight = Infinity, weightOf = () => 1, now = () => Date.now() }: KeptValuesOptions<T>): KeptValues<T> {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, { value: T; expiresAt: number; weight: number }>();
  let generation = 0;
  let weight = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    weight -= entry.weight;
    return entry;
  };
  return {
    get(key) {
      const entry = forget(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      weight += entry.weight;
      return entry.value;
    },
    set(key, value, since) {
      if (since !== undefined && since !== generation) return;
      forget(key);
      const entry = { value, expiresAt: now() + ttlMs, weight: weightOf(value) };
      // A value heavier than the whole store would only empty it.
      if (entry.weight > maxWeight) return;
      entries.set(key, entry);
      weight += entry.weight;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && weight <= maxWeight) break;
        forget(oldest);
      }
    },
    clear() {
      entries.clear();
      weight = 0;
      generation += 1;
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get weight() {
      return weight;
    },
  };
}
