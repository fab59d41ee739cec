// SQL of the site's figures: counts of members, approved content, index coverage and partners,
// the daily visitor rows, and the secret their hashes are keyed with.
import { and, count, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { indicators, indicatorValues, partners, publications, siteVisits, stories, systemSettings, users } from '../../db/schema.ts';

const VISIT_SECRET_KEY = 'site_visits_secret';

/** Builds the stats repository over a database or transaction. */
export function createStatsRepo(db: Db) {
  const total = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0]?.n ?? 0);

  return {
    /** Members (individuals and entities) whose account is active; staff and unfinished or pending accounts are left out. */
    activeMembers: () => total(db.select({ n: count() }).from(users).where(and(eq(users.role, 'member'), eq(users.status, 'active')))),
    approvedPublications: () => total(db.select({ n: count() }).from(publications).where(eq(publications.status, 'approved'))),
    approvedStories: () => total(db.select({ n: count() }).from(stories).where(eq(stories.status, 'approved'))),
    /** Countries with at least one value of an indicator the index uses. */
    countriesWithIndexValues: () =>
      total(
        db
          .select({ n: countDistinct(indicatorValues.countryId) })
          .from(indicatorValues)
          .innerJoin(indicators, eq(indicators.id, indicatorValues.indicatorId))
          .where(eq(indicators.excluded, false)),
      ),
    /** Indicators in the index (the method's excluded ones are not). */
    indexIndicators: () => total(db.select({ n: count() }).from(indicators).where(eq(indicators.excluded, false))),
    partners: () => total(db.select({ n: count() }).from(partners)),
    /** Visitor-days counted since the hub opened. */
    visits: () => total(db.select({ n: count() }).from(siteVisits)),

    /** Records one visitor on one day; a second visit the same day changes nothing. */
    async recordVisit(day: string, visitorHash: string): Promise<void> {
      await db.insert(siteVisits).values({ day, visitorHash }).onConflictDoNothing();
    },

    /**
     * The random secret visitor hashes are keyed with, created once: concurrent first calls on several
     * instances insert at most one, and all read the same.
     */
    async visitSecret(generate: () => string): Promise<string> {
      await db.insert(systemSettings).values({ key: VISIT_SECRET_KEY, value: generate() }).onConflictDoNothing();
      const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, VISIT_SECRET_KEY));
      return row!.value;
    },
  };
}
export type StatsRepo = ReturnType<typeof createStatsRepo>;
