// What every generated content row draws on: the members who own it, the countries it is about, and
// its dates, all chosen by hash from the row's number.
import { sql, type SQL } from 'drizzle-orm';
import { BENCH_MEMBER_DOMAIN } from './accounts.ts';
import { chance, element, int, pick } from './sql-pick.ts';

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
