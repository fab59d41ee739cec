// Grows the real WEFE index to the benchmark's shape: 40 indicators (the real ones and synthetic
// ones) with a value for each of 200 countries in each of 20 years, then lets the app recompute
// scores, ranks and map points (index-data.recompute.ts) as it does after a staff import.
import { max, sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { indicators, pillars } from '../../apps/api/src/db/schema.ts';
import { fraction, int } from './sql-pick.ts';
import { SYNTHETIC_INDICATORS, SYNTHETIC_SOURCE } from './synthetic-indicators.ts';
import { BENCH_INDEX } from './volumes.ts';

/** Adds the synthetic indicators after the real ones; answers how many the index now has. */
export async function insertSyntheticIndicators(db: Db): Promise<number> {
  const pillarIds = new Map((await db.select({ id: pillars.id, slug: pillars.slug }).from(pillars)).map((p) => [p.slug, p.id]));
  const [last] = await db.select({ sortOrder: max(indicators.sortOrder) }).from(indicators);
  await db.insert(indicators).values(
    SYNTHETIC_INDICATORS.map((d, index) => {
      const pillarId = pillarIds.get(d.pillar);
      if (pillarId === undefined) throw new Error(`The database has no pillar '${d.pillar}'; was the WEFE data seeded?`);
      return {
        code: d.code,
        pillarId,
        type: d.type,
        direction: d.direction,
        unit: d.unit,
        nameEn: d.name.en,
        nameAr: d.name.ar,
        nameFr: d.name.fr,
        ...SYNTHETIC_SOURCE,
        sortOrder: (last?.sortOrder ?? 0) + 1 + index,
      };
    }),
  );
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(indicators);
  return row?.n ?? 0;
}

/**
 * Gives every indicator a value for each year and each of the index's countries (those with real
 * data first, then others in id order), keeping the real values. A value is the indicator's range
 * ([p5, p95] of its real values, or the synthetic range) scaled by a country level, a gentle trend
 * and yearly noise, so ranks differ between countries and move a little from year to year.
 */
export async function fillIndicatorValues(db: Db): Promise<void> {
  const ranges = JSON.stringify(SYNTHETIC_INDICATORS.map((d) => ({ code: d.code, low: d.low, high: d.high })));
  const series = sql`(r.id::bigint * 100000 + c.id)`;
  const observation = sql`(${series} * 100 + y.year - ${int(BENCH_INDEX.firstYear)})`;
  const level = sql`(0.1 + 0.8 * ${fraction(series, 700)}
    + (${fraction(series, 701)} - 0.5) * 0.02 * (y.year - ${int(BENCH_INDEX.firstYear)})
    + (${fraction(observation, 702)} - 0.5) * 0.06)`;
  await db.execute(sql`
    with synthetic as (select * from jsonb_to_recordset(${ranges}::jsonb) as d(code text, low float8, high float8)),
    real_ranges as (
      select indicator_id,
             percentile_cont(0.05) within group (order by value) as low,
             percentile_cont(0.95) within group (order by value) as high
      from indicator_values group by indicator_id),
    r as (
      select i.id, coalesce(s.low, q.low) as low, coalesce(s.high, q.high) as high
      from indicators i left join synthetic s on s.code = i.code left join real_ranges q on q.indicator_id = i.id),
    c as (
      select id from countries
      order by exists (select 1 from indicator_values v where v.country_id = countries.id) desc, id
      limit ${int(BENCH_INDEX.countries)})
    insert into indicator_values (indicator_id, country_id, year, value)
    select r.id, c.id, y.year, r.low + (r.high - r.low) * least(1, greatest(0, ${level}))
    from r, c, generate_series(${int(BENCH_INDEX.firstYear)}, ${int(BENCH_INDEX.lastYear)}) y(year)
    where r.low is not null
    on conflict do nothing`);
}
