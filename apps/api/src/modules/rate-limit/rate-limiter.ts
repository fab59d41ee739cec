// A sliding-window throttle whose counters live in the database, shared by every instance.
import { createHash } from 'node:crypto';
import type { RateLimitRepo } from './rate-limit.repo.ts';

/** A named limit: at most `limit` counted hits per subject within `windowSeconds`. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  remaining: number;
  /** Seconds until one more hit would be allowed; 0 while allowed. */
  retryAfterSeconds: number;
}

// Subjects (emails, addresses) are stored only as hashes: the table must not become a list of them.
function bucketOf(rule: RateLimitRule, subject: string) {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
}

/** Builds the throttle over its repository. */
export function createRateLimiter(repo: RateLimitRepo) {
  return {
    /** Counts one hit when under the limit; once the limit is reached, `allowed` is false and nothing is counted. */
    async consume(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
      const r = await repo.countAndMaybeRecord(bucketOf(rule, subject), rule.windowSeconds, rule.limit, true);
      return {
        allowed: r.recorded,
        remaining: Math.max(0, rule.limit - r.hitsBefore - (r.recorded ? 1 : 0)),
        retryAfterSeconds: r.recorded ? 0 : r.secondsUntilOldestExpires,
      };
    },
    /** Whether a subject is under its limit, without counting anything (a sign-in checks before it tries). */
    async check(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
      const r = await repo.countAndMaybeRecord(bucketOf(rule, subject), rule.windowSeconds, rule.limit, false);
      const allowed = r.hitsBefore < rule.limit;
      return { allowed, remaining: Math.max(0, rule.limit - r.hitsBefore), retryAfterSeconds: allowed ? 0 : r.secondsUntilOldestExpires };
    },
    /** Gives back one hit that `consume` counted for a request that, in the end, does not count (a sign-in that succeeded). */
    release: (rule: RateLimitRule, subject: string) => repo.removeNewest(bucketOf(rule, subject)),
    /** Forgets a subject's hits (for example after a successful sign-in). */
    reset: (rule: RateLimitRule, subject: string) => repo.clear(bucketOf(rule, subject)),
    /** Drops hits older than the longest window in use. */
    prune: (olderThanSeconds: number) => repo.prune(olderThanSeconds),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
