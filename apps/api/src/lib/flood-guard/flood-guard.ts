// The hub's answer to a flood: each client address has a bucket of requests that refills at a steady
// rate (a token bucket). A reader's page costs a few dozen requests at once, which the bucket's size
// covers; a client that goes on faster than the rate for longer is answered 429 until it slows down,
// so one address cannot take the two cores from everyone else (docs/operations.md, "Floods").
// In memory, per process: a flood is stopped where it arrives, without a database write per request.

/** How many requests an address may make: `burst` at once, then `ratePerSecond` on average. */
export interface FloodLimits {
  ratePerSecond: number;
  burst: number;
}

/** The defaults: far above a reader's pace (a page is 20-40 requests), far below a flood's. */
export const DEFAULT_FLOOD_LIMITS: FloodLimits = { ratePerSecond: 100, burst: 1000 };

/** What the guard says of one request. */
export type FloodVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One process's guard: `check` takes a request from the address's bucket. */
export interface FloodGuard {
  check(address: string): FloodVerdict;
  /** How many addresses it currently remembers (a bounded number; tests read it). */
  size(): number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

// Full buckets carry nothing worth keeping: they are dropped when the map grows past this, so a flood
// from many addresses cannot grow the map without end.
const PRUNE_ABOVE = 10_000;

/** A guard with `limits`; `now` in milliseconds (a parameter so tests control time). */
export function createFloodGuard(limits: FloodLimits = DEFAULT_FLOOD_LIMITS, now: () => number = Date.now): FloodGuard {
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, at: number) => {
    bucket.tokens = Math.min(limits.burst, bucket.tokens + ((at - bucket.updatedAt) / 1000) * limits.ratePerSecond);
    bucket.updatedAt = at;
  };
  const prune = (at: number) => {
    for (const [address, bucket] of buckets) {
      refill(bucket, at);
      if (bucket.tokens >= limits.burst) buckets.delete(address);
    }
  };
  return {
    check(address) {
      const at = now();
      let bucket = buckets.get(address);
      if (!bucket) {
        if (buckets.size >= PRUNE_ABOVE) prune(at);
        bucket = { tokens: limits.burst, updatedAt: at };
        buckets.set(address, bucket);
      } else {
        refill(bucket, at);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / limits.ratePerSecond)) };
    },
    size: () => buckets.size,
  };
}
