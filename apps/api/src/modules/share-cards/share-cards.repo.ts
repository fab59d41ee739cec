// SQL of the share cards (issue 30): what a card of a country's profile shows. An item's card reads its
// title through its own module (card-source.ts).
import type { Language } from '@wefe/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A country's latest overall index figure, for its profile's card. */
export interface CardCountry {
  name: string;
  year: number | null;
  value: number | null;
  rank: number | null;
  rankedAmong: number | null;
  /** The rank's likely range (5th-95th percentile over the uncertainty analysis), null until it has run. */
  rankLow: number | null;
  rankHigh: number | null;
}

const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

/** Builds the share cards' repository over a database. */
export function createShareCardsRepo(db: Db) {
  return {
    /** A country's name in the language and its latest overall score and rank, or undefined when it has no profile. */
    async country(iso3: string, language: Language): Promise<CardCountry | undefined> {
      const [row] = rowsOf<{ name: string; year: number | null; value: number | null; rank: number | null; ranked_among: number | null; rank_low: number | null; rank_high: number | null }>(
        await db.execute(sql`select ${sql.identifier(`name_${language}`)} as name, s.year, s.value, s.rank, s.rank_low, s.rank_high,
            (select count(*)::int from index_scores r where r.year = s.year and r.pillar_id is null and r.rank is not null) as ranked_among
          from countries c join lateral (select year, value, rank, rank_low, rank_high from index_scores where country_id = c.id and pillar_id is null order by year desc limit 1) s on true
          where c.iso3 = ${iso3.toUpperCase()}`),
      );
      return row ? { name: row.name, year: row.year, value: row.value, rank: row.rank, rankedAmong: row.ranked_among, rankLow: row.rank_low, rankHigh: row.rank_high } : undefined;
    },
      };
    }
