// SQL of the shared throttle: one row per counted hit, serialised per bucket.
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema.ts';

/** Counts hits of a bucket within a window and records one more when below the limit, atomically. */
export function createRateLimitRepo(db: Db) {
  return {
    /**
     * Within one transaction that holds a per-bucket advisory lock (so concurrent requests on any
     * instance cannot both slip under the limit): count, optionally record, and find the oldest hit.
     */
    async countAndMaybeRecord(bucket: string, windowSeconds: number, limit: number, record: boolean) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
        const since = sql`now() - make_interval(secs => ${windowSeconds})`;
        const [row] = await tx
          .select({ hits: count() })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, since)));
        const hitsBefore = row?.hits ?? 0;
        // Hits past the limit are not stored, so an attack cannot grow the table.
        const recorded = record && hitsBefore < limit;
        if (recorded) await tx.insert(rateLimitHits).values({ bucket });
        const [oldest] = await tx
          .select({ secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimitHits.hitAt} + make_interval(secs => ${windowSeconds}) - now())))::int` })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, since)))
          .orderBy(asc(rateLimitHits.hitAt))
          .limit(1);
        return { hitsBefore, recorded, secondsUntilOldestExpires: Math.max(1, oldest?.secondsLeft ?? windowSeconds) };
      });
    },

    /** Removes the bucket's newest hit: a request that counted itself in advance and turned out not to count. */
    async removeNewest(bucket: string) {
      await db.execute(
        sql`delete from ${rateLimitHits} where ${rateLimitHits.id} = (select ${rateLimitHits.id} from ${rateLimitHits} where ${rateLimitHits.bucket} = ${bucket} order by ${rateLimitHits.hitAt} desc, ${rateLimitHits.id} desc limit 1)`,
      );
    },

    async clear(bucket: string) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
    },

    /** Drops hits older than the longest window any rule uses. */
    async prune(olderThanSeconds: number) {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.hitAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
    },
  };
}
export type RateLimitRepo = ReturnType<typeof createRateLimitRepo>;
