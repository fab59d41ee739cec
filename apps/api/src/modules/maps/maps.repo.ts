// SQL of the thematic maps: maps, their legend keys and their data points.
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, indexYears, indicators, mapKeys, mapPoints, maps, sectors } from '../../db/schema.ts';
import { countryRef, type CountryRef } from '../wefe-index/index.repo.ts';

export type MapRow = typeof maps.$inferSelect;
export type MapKeyRow = typeof mapKeys.$inferSelect;
export type MapPointRow = typeof mapPoints.$inferSelect;

/** A map with what its answers name: the sector, and the indicator's unit for indicator maps. */
export interface MapView {
  map: MapRow;
  sector: { id: number; nameEn: string; nameAr: string; nameFr: string };
  unit: string | null;
}

/** A point with its country and key. */
export interface MapPointView {
  point: MapPointRow;
  country: CountryRef;
  key: MapKeyRow | null;
}

export interface PointFilter {
  mapId?: number;
  countryId?: number;
  year?: number;
  limit: number;
  offset: number;
}

/** The first legend key of map `mapRef` (m.id by default) whose range [min, max) holds `value`. */
const keyFor = (value: SQL, mapRef: SQL = sql`m.id`) => sql`(
  select k.id from ${mapKeys} k
  where k.map_id = ${mapRef}
    and (k.min_value is null or ${value} >= k.min_value)
    and (k.max_value is null or ${value} < k.max_value)
  order by k.sort_order, k.id limit 1)`;

/** Builds the maps repository over a database or a transaction. */
export function createMapsRepo(db: Db) {
  const mapView = () =>
    db
      .select({
        map: maps,
        sector: { id: sectors.id, nameEn: sectors.nameEn, nameAr: sectors.nameAr, nameFr: sectors.nameFr },
        unit: indicators.unit,
      })
      .from(maps)
      .innerJoin(sectors, eq(sectors.id, maps.sectorId))
      .leftJoin(indicators, eq(indicators.id, maps.indicatorId));

  const pointWhere = (filter: Omit<PointFilter, 'limit' | 'offset'>): SQL | undefined =>
    and(
      filter.mapId === undefined ? undefined : eq(mapPoints.mapId, filter.mapId),
      filter.countryId === undefined ? undefined : eq(mapPoints.countryId, filter.countryId),
      filter.year === undefined ? undefined : eq(mapPoints.year, filter.year),
    );

  return {
    listMaps(filter: { sectorId?: number } = {}): Promise<MapView[]> {
      return mapView()
        .where(filter.sectorId === undefined ? undefined : eq(maps.sectorId, filter.sectorId))
        .orderBy(asc(sectors.sortOrder), asc(maps.sortOrder), asc(maps.id));
    },

    async mapById(id: number): Promise<MapView | null> {
      const [row] = await mapView().where(eq(maps.id, id));
      return row ?? null;
    },

    listKeys(mapId: number): Promise<MapKeyRow[]> {
      return db.select().from(mapKeys).where(eq(mapKeys.mapId, mapId)).orderBy(asc(mapKeys.sortOrder), asc(mapKeys.id));
    },

    /** Points newest year first, then by country name, with their country and key. */
    async listPoints(filter: PointFilter): Promise<{ rows: MapPointView[]; total: number }> {
      const where = pointWhere(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            point: mapPoints,
            country: countryRef,
            key: mapKeys,
          })
          .from(mapPoints)
          .innerJoin(countries, eq(countries.id, mapPoints.countryId))
          .leftJoin(mapKeys, eq(mapKeys.id, mapPoints.mapKeyId))
          .where(where)
          .orderBy(desc(mapPoints.year), asc(countries.nameEn), asc(mapPoints.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(mapPoints).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Distinct years of the points that match, newest first. */
    async years(filter: { mapId?: number; countryId?: number }): Promise<number[]> {
      const rows = await db
        .selectDistinct({ year: mapPoints.year })
        .from(mapPoints)
        .where(pointWhere(filter))
        .orderBy(desc(mapPoints.year));
      return rows.map((r) => r.year);
    },

    /** How many countries each map (or the maps given) has points for, year by year. */
    async yearCoverage(mapIds?: readonly number[]): Promise<Array<{ mapId: number; year: number; countries: number }>> {
      const rows = await db
        .select({ mapId: mapPoints.mapId, year: mapPoints.year, countries: sql<number>`count(distinct ${mapPoints.countryId})` })
        .from(mapPoints)
        .where(mapIds === undefined ? undefined : inArray(mapPoints.mapId, [...mapIds]))
        .groupBy(mapPoints.mapId, mapPoints.year);
      return rows.map((r) => ({ mapId: r.mapId, year: r.year, countries: Number(r.countries) }));
    },

    /** The index's default year (the latest comparable one), or null before the index is computed. */
    async indexDefaultYear(): Promise<number | null> {
      const [row] = await db.select({ year: indexYears.year }).from(indexYears).where(eq(indexYears.isDefault, true)).limit(1);
      return row?.year ?? null;
    },

    /** Ids of the countries with points of a map (or of any map), in id order. */
    async countryIds(filter: { mapId?: number }): Promise<number[]> {
      const rows = await db
        .selectDistinct({ countryId: mapPoints.countryId })
        .from(mapPoints)
        .where(pointWhere(filter))
        .orderBy(asc(mapPoints.countryId));
      return rows.flatMap((r) => (r.countryId === null ? [] : [r.countryId]));
    },

    /**
     * Rewrites the points of every computed map (or only of map `onlyMapId`): a pillar map from the
     * pillar's scores, an indicator map from the published values (never carried forward), each point
     * under the key whose range holds it. Answers how many points the rewritten maps now have.
     */
    async regenerateComputedPoints(onlyMapId?: number): Promise<number> {
      const only = onlyMapId === undefined ? sql`true` : sql`m.id = ${onlyMapId}`;
      const computed = db
        .select({ id: maps.id })
        .from(maps)
        .where(and(or(isNotNull(maps.pillarId), isNotNull(maps.indicatorId)), onlyMapId === undefined ? undefined : eq(maps.id, onlyMapId)));
      await db.delete(mapPoints).where(inArray(mapPoints.mapId, computed));
      await db.execute(sql`
        insert into ${mapPoints} (map_id, country_id, year, value, latitude, longitude, map_key_id)
        select m.id, s.country_id, s.year, s.value, c.latitude, c.longitude, ${keyFor(sql`s.value`)}
        from ${maps} m
        join index_scores s on s.pillar_id = m.pillar_id and s.value is not null
        join ${countries} c on c.id = s.country_id
        where m.indicator_id is null and ${only}`);
      await db.execute(sql`
        insert into ${mapPoints} (map_id, country_id, year, value, latitude, longitude, map_key_id)
        select m.id, v.country_id, v.year, v.value, c.latitude, c.longitude, ${keyFor(sql`v.value`)}
        from ${maps} m
        join indicator_values v on v.indicator_id = m.indicator_id
        join ${countries} c on c.id = v.country_id
        where ${only}`);
      const [row] = await db.select({ n: count() }).from(mapPoints).where(inArray(mapPoints.mapId, computed));
      return Number(row?.n ?? 0);
    },

    /** Puts each point of a map under the key whose range now holds its value (after its legend changed). */
    async reassignKeys(mapId: number): Promise<void> {
      await db.execute(sql`
        update ${mapPoints} p set map_key_id = ${keyFor(sql`p.value`, sql`p.map_id`)}
        where p.map_id = ${mapId}`);
    },

    /** Removes every point of a map. */
    async deletePoints(mapId: number): Promise<void> {
      await db.delete(mapPoints).where(eq(mapPoints.mapId, mapId));
    },
  };
}

export type MapsRepo = ReturnType<typeof createMapsRepo>;
