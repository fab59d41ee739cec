// Token buckets per key (a client address): each holds up to `burst` tokens and refills at
// `ratePerSecond`. The flood guard counts requests in them, the costly-work gate milliseconds of work.
// In memory, per process.

/** A bucket's size and how fast it refills. */
export interface BucketLimits {
  ratePerSecond: number;
  burst: number;
}

/** Every key's bucket; an unseen key's is full. */
export interface TokenBuckets {
  /** Seconds until `key` holds `needed` tokens: 0 when it does now, else at least 1. */
  waitFor(key: string, needed: number): number;
  /** Takes `amount` tokens from `key`'s bucket, which may go below nothing: the key then waits that off. */
  take(key: string, amount: number): void;
  /** How many keys it remembers (a bounded number; tests read it). */
  size(): number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

// Full buckets carry nothing worth keeping: they are dropped when the map reaches this, so a flood
// from many addresses cannot grow it without end. When few are full, the next sweep waits until the
// map has doubled, so a sweep is not a walk of the whole map for every new key.
const SWEEP_AT = 10_000;

/** Buckets with `limits`; `now` in milliseconds (a parameter so tests control time). */
export function createTokenBuckets(limits: BucketLimits, now: () => number): TokenBuckets {
  const buckets = new Map<string, Bucket>();
  let sweepAt = SWEEP_AT;
  const refilled = (bucket: Bucket, at: number) => {
    bucket.tokens = Math.min(limits.burst, bucket.tokens + ((at - bucket.updatedAt) / 1000) * limits.ratePerSecond);
    bucket.updatedAt = at;
    return bucket;
  };
  const bucketOf = (key: string, at: number): Bucket => {
    const known = buckets.get(key);
    if (known) return refilled(known, at);
    if (buckets.size >= sweepAt) {
      for (const [other, bucket] of buckets) if (refilled(bucket, at).tokens >= limits.burst) buckets.delete(other);
      sweepAt = Math.max(SWEEP_AT, buckets.size * 2);
    }
    const bucket = { tokens: limits.burst, updatedAt: at };
    buckets.set(key, bucket);
    return bucket;
  };
  return {
    waitFor(key, needed) {
      const known = buckets.get(key);
      const tokens = known ? refilled(known, now()).tokens : limits.burst;
      return tokens >= needed ? 0 : Math.max(1, Math.ceil((needed - tokens) / limits.ratePerSecond));
    },
    take(key, amount) {
      bucketOf(key, now()).tokens -= amount;
    },
    size: () => buckets.size,
  };
}
