// The hub's answer to a flood: each client address has a bucket of requests that refills at a steady
// rate (a token bucket). A reader's page costs a few dozen requests at once, which the bucket's size
// covers; a client that goes on faster than the rate for longer is answered 429 until it slows down,
// so one address cannot take the two cores from everyone else (docs/operations.md, "Floods").
// In memory, per process: a flood is stopped where it arrives, without a database write per request.
import { createTokenBuckets } from '../token-buckets.ts';

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

/** A guard with `limits`; `now` in milliseconds (a parameter so tests control time). */
export function createFloodGuard(limits: FloodLimits = DEFAULT_FLOOD_LIMITS, now: () => number = Date.now): FloodGuard {
  const buckets = createTokenBuckets(limits, now);
  return {
    check(address) {
      const retryAfterSeconds = buckets.waitFor(address, 1);
      if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
      buckets.take(address, 1);
      return { allowed: true };
    },
    size: () => buckets.size(),
  };
}
