// SQL of the sitemaps (issue 30): the public items of each kind, by id, with when each last changed.
import { CONTENT_TYPES, type ContentType } from '@wefe/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentTables } from '../../db/schema.ts';

/** A kind of public item with a page per item: each reviewable content type, and the countries. */
export type SitemapKind = ContentType | 'countries';

/** One item's address key (id or ISO code) and when it last changed. */
export interface SitemapItem {
  key: string;
  lastmod: Date | null;
}

const ITEMS: Record<SitemapKind, SQL> = {
  // Approved items, changed when edited or decided (every content table has the review columns).
  ...(Object.fromEntries(
    CONTENT_TYPES.map((type) => [type, sql`select id::text as key, greatest(updated_at, reviewed_at) as lastmod from ${contentTables[type]} where status = 'approved'`]),
  ) as Record<ContentType, SQL>),
  // Countries the index has scored have a profile; it changes when the index is computed again.
  countries: sql`select c.iso3 as key, (select max(computed_at) from index_computations) as lastmod from countries c
    where exists (select 1 from index_scores s where s.country_id = c.id and s.pillar_id is null)`,
};

const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

/** Builds the sitemap repository over a database. */
export function createSitemapRepo(db: Db) {
  return {
    /** How many public items of each kind there are, and when the newest change was. */
    async summary(kind: SitemapKind): Promise<{ count: number; lastmod: Date | null }> {
      const [row] = rowsOf<{ count: number | string; lastmod: Date | string | null }>(await db.execute(sql`select count(*)::int as count, max(lastmod) as lastmod from (${ITEMS[kind]}) as items`));
      return { count: Number(row?.count ?? 0), lastmod: row?.lastmod ? new Date(row.lastmod) : null };
    },

    /** One part of a kind's items, in a stable order (countries by code, the others by id). */
    async items(kind: SitemapKind, offset: number, limit: number): Promise<SitemapItem[]> {
      const order = kind === 'countries' ? sql`key` : sql`key::int`;
      const rows = rowsOf<{ key: string; lastmod: Date | string | null }>(await db.execute(sql`select key, lastmod from (${ITEMS[kind]}) as items order by ${order} limit ${limit} offset ${offset}`));
      return rows.map((row) => ({ key: row.key, lastmod: row.lastmod ? new Date(row.lastmod) : null }));
    },
  };
}
