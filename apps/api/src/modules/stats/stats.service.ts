// The figures of the home, about and impact pages, and the daily counting of visitors.
import { randomBytes } from 'node:crypto';
import type { AboutStats, HomeStats } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { createStatsRepo } from './stats.repo.ts';
import { isHumanBrowser, utcDay, visitorHash } from './visitors.ts';

interface Deps {
  db: Db;
  /** The clock; tests move it to another day. */
  now?: () => Date;
}

/** Builds the stats service. */
export function createStatsService({ db, now = () => new Date() }: Deps) {
  const repo = createStatsRepo(db);
  // The secret never changes once created, so one read per process is enough.
  let secret: Promise<string> | undefined;
  const visitSecret = () => (secret ??= repo.visitSecret(() => randomBytes(32).toString('base64url')).catch((error: unknown) => {
    secret = undefined;
    throw error;
  }));

  return {
    /** GET /home-page: active members, countries in the index, approved publications and stories, visitors. */
    async home(): Promise<HomeStats> {
      const [members, countries, publications, stories, visitors] = await Promise.all([
        repo.activeMembers(),
        repo.countriesWithIndexValues(),
        repo.approvedPublications(),
        repo.approvedStories(),
        repo.visits(),
      ]);
      return { register_user_count: members, countries_count: countries, publication_count: publications, stories_count: stories, visitor_count: visitors };
    },

    /** GET /about: countries with index values, indicators in the index, partners, approved publications and stories. */
    async about(): Promise<AboutStats> {
      const [countries, indicators, partners, publications, stories] = await Promise.all([
        repo.countriesWithIndexValues(),
        repo.indexIndicators(),
        repo.partners(),
        repo.approvedPublications(),
        repo.approvedStories(),
      ]);
      return { countries_covered: countries, indicators_count: indicators, partner_organizations: partners, publications_and_stories: publications + stories };
    },

    /**
     * Counts a page view: a person's browser is counted once per UTC day; bots and tools are not.
     * Answers whether the view was from a counted browser (not whether it was the day's first).
     */
    async recordVisit(visitor: { ip: string; userAgent: string | undefined }, at: Date = now()): Promise<boolean> {
      if (!isHumanBrowser(visitor.userAgent)) return false;
      const day = utcDay(at);
      await repo.recordVisit(day, visitorHash(await visitSecret(), day, { ip: visitor.ip, userAgent: visitor.userAgent! }));
      return true;
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
