// What every generated content row draws on: the members who own it, the countries it is about, and
// its dates, all chosen by hash from the row's number.
import { sql, type SQL } from 'drizzle-orm';
import { BENCH_MEMBER_DOMAIN } from './accounts.ts';
import { chance, element, int, pick } from './sql-pick.ts';
import type { TextRow } from './text-sql.ts';

/** The CTE `refs`: the generated members' ids, every country's id and the MENA countries' ids. */
export function contentRefsCte(): SQL {
  return sql`refs as (select
    (select array_agg(id order by id) from users where email_normalized like ${`%@${BENCH_MEMBER_DOMAIN}`}) as members,
    (select array_agg(id order by id) from countries) as countries,
    (select array_agg(id order by id) from countries where is_mena) as mena)`;
}

/** A generated member's id. */
export const ownerOf = (n: SQL, salt: number): SQL => element(sql`refs.members`, n, salt);

/** A country's id: a MENA country for `menaPercent` of the rows, otherwise any country. */
export function countryOf(n: SQL, salt: number, menaPercent: number): SQL {
  return sql`(case when ${chance(n, salt, menaPercent)} then ${element(sql`refs.mena`, n, salt + 1)} else ${element(sql`refs.countries`, n, salt + 2)} end)`;
}

/** A day (date) from `daysBack` days ago up to `daysAhead` days from today. */
export function dayBetween(n: SQL, salt: number, daysBack: number, daysAhead = 0): SQL {
  return sql`(current_date + ${int(daysAhead)} - ${pick(n, salt, daysBack + daysAhead)})::date`;
}

/** A moment on day `day`, at a time of day chosen by hash. */
export function momentOn(day: SQL, n: SQL, salt: number): SQL {
  return sql`((${day})::timestamp + make_interval(secs => ${pick(n, salt, 86_400)}))::timestamptz`;
}

/** YYYY-MM-DD of a date expression, as the app stores calendar days. */
export const isoDay = (day: SQL): SQL => sql`to_char(${day}, 'YYYY-MM-DD')`;

/** A generated content row `r` joined to its country `c`: what the text builders read. */
export const contentRow: TextRow = {
  n: sql`r.n`,
  language: sql`r.language`,
  theme: sql`r.theme`,
  theme2: sql`r.theme2`,
  place: sql`(array[c.name_en, c.name_ar, c.name_fr])[r.language]`,
};

/** Calls `write` for rows 1..count in slices of `size`, reporting the rows written after each. */
export async function inChunks(count: number, size: number, write: (from: number, to: number) => Promise<void>, onProgress: (written: number) => void): Promise<void> {
  for (let from = 1; from <= count; from += size) {
    const to = Math.min(count, from + size - 1);
    await write(from, to);
    onProgress(to);
  }
}

/**
 * Links each row of `rows` (the CTEs `w` and `r`, ids `base + r.n`) to its theme's pillar sector, and
 * for 40 % of them to the second theme's pillar too, in `table` (item column, sector_id).
 */
export function pillarSectorsSql(rows: SQL, table: 'story_sectors' | 'news_event_sectors', base: number, salt: number): SQL {
  const itemColumn = sql.raw(table === 'story_sectors' ? 'story_id' : 'news_event_id');
  return sql`
    ${rows},
    sector_ids as (select array_agg(s.id order by u.o) as ids from unnest(array['water', 'energy', 'food', 'ecosystems']) with ordinality u(slug, o) join sectors s on s.slug = u.slug)
    insert into ${sql.raw(table)} (${itemColumn}, sector_id)
    select distinct ${int(base)} + r.n, sector_ids.ids[p.pillar]
    from r, w, sector_ids,
      lateral (values (w.theme_pillars[r.theme]), (case when ${chance(sql`r.n`, salt, 40)} then w.theme_pillars[r.theme2] end)) p(pillar)
    where p.pillar is not null`;
}
