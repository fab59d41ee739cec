// SQL of the staff's index and map data: indicators with their value counts, maps with their legends,
// and the references a form may name (pillars, sectors, indicators).
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { indicators, indicatorValues, mapKeys, mapPoints, maps, pillars, sectors } from '../../db/schema.ts';

export type IndicatorRow = typeof indicators.$inferSelect;
export type IndicatorValues = Omit<typeof indicators.$inferInsert, 'id'>;
export type MapRow = typeof maps.$inferSelect;
export type MapValues = Omit<typeof maps.$inferInsert, 'id'>;
export type MapKeyRow = typeof mapKeys.$inferSelect;
export type MapKeyValues = Omit<typeof mapKeys.$inferInsert, 'id' | 'mapId' | 'sortOrder'>;

/** An indicator with how many values it has. */
export interface IndicatorWithCount {
  indicator: IndicatorRow;
  valuesCount: number;
}

/** A map with its legend in order and how many points it has. */
export interface MapWithKeys {
  map: MapRow;
  keys: MapKeyRow[];
  pointsCount: number;
}

/** Builds the repository over a database or a transaction. */
export function createIndexDataRepo(db: Db) {
  const valueCounts = db
    .select({ indicatorId: indicatorValues.indicatorId, n: count().as('n') })
    .from(indicatorValues)
    .groupBy(indicatorValues.indicatorId)
    .as('value_counts');

  const indicatorsWithCounts = () =>
    db
      .select({ indicator: indicators, valuesCount: sql<number>`coalesce(${valueCounts.n}, 0)::int` })
      .from(indicators)
      .innerJoin(pillars, eq(pillars.id, indicators.pillarId))
      .leftJoin(valueCounts, eq(valueCounts.indicatorId, indicators.id));

  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

  return {
    /** Every indicator, by pillar and then in the indicators' own order. */
    listIndicators(): Promise<IndicatorWithCount[]> {
      return indicatorsWithCounts().orderBy(asc(pillars.sortOrder), asc(pillars.id), asc(indicators.sortOrder), asc(indicators.id));
    },

    async indicatorById(id: number): Promise<IndicatorWithCount | null> {
      const [row] = await indicatorsWithCounts().where(eq(indicators.id, id));
      return row ?? null;
    },

    /** Locks the indicator's row for the rest of the transaction and answers it. */
    async indicatorForUpdate(id: number): Promise<IndicatorRow | null> {
      const [row] = await db.select().from(indicators).where(eq(indicators.id, id)).for('update');
      return row ?? null;
    },

    codeTaken: (code: string) => exists(db.select({ id: indicators.id }).from(indicators).where(sql`lower(${indicators.code}) = lower(${code})`).limit(1)),
    pillarExists: (id: number) => exists(db.select({ id: pillars.id }).from(pillars).where(eq(pillars.id, id))),
    sectorExists: (id: number) => exists(db.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, id))),
    indicatorExists: (id: number) => exists(db.select({ id: indicators.id }).from(indicators).where(eq(indicators.id, id))),

    async insertIndicator(values: IndicatorValues): Promise<IndicatorRow> {
      const [row] = await db.insert(indicators).values(values).returning();
      return row!;
    },

    async updateIndicator(id: number, values: Partial<IndicatorValues>): Promise<IndicatorRow> {
      const [row] = await db.update(indicators).set(values).where(eq(indicators.id, id)).returning();
      return row!;
    },

    /** Every map with its legend, in the public order (sector, then map order). */
    async listMaps(): Promise<MapWithKeys[]> {
      const [mapRows, keyRows, pointCounts] = await Promise.all([
        db.select({ map: maps }).from(maps).innerJoin(sectors, eq(sectors.id, maps.sectorId)).orderBy(asc(sectors.sortOrder), asc(maps.sortOrder), asc(maps.id)),
        db.select().from(mapKeys).orderBy(asc(mapKeys.mapId), asc(mapKeys.sortOrder), asc(mapKeys.id)),
        db.select({ mapId: mapPoints.mapId, n: count() }).from(mapPoints).groupBy(mapPoints.mapId),
      ]);
      const keysByMap = new Map<number, MapKeyRow[]>();
      for (const key of keyRows) keysByMap.set(key.mapId, [...(keysByMap.get(key.mapId) ?? []), key]);
      const counts = new Map(pointCounts.map((r) => [r.mapId, Number(r.n)]));
      return mapRows.map(({ map }) => ({ map, keys: keysByMap.get(map.id) ?? [], pointsCount: counts.get(map.id) ?? 0 }));
    },

    async mapById(id: number): Promise<MapWithKeys | null> {
      const [row] = await db.select().from(maps).where(eq(maps.id, id));
      if (!row) return null;
      const [keys, [points]] = await Promise.all([
        db.select().from(mapKeys).where(eq(mapKeys.mapId, id)).orderBy(asc(mapKeys.sortOrder), asc(mapKeys.id)),
        db.select({ n: count() }).from(mapPoints).where(eq(mapPoints.mapId, id)),
      ]);
      return { map: row, keys, pointsCount: Number(points?.n ?? 0) };
    },

    /** Locks the map's row for the rest of the transaction and answers it. */
    async mapForUpdate(id: number): Promise<MapRow | null> {
      const [row] = await db.select().from(maps).where(eq(maps.id, id)).for('update');
      return row ?? null;
    },

    /** The slugs that start with `base`, to pick a free one. */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db.select({ slug: maps.slug }).from(maps).where(sql`${maps.slug} like ${`${base}%`}`);
      return new Set(rows.map((r) => r.slug));
    },

    async insertMap(values: MapValues): Promise<MapRow> {
      const [row] = await db.insert(maps).values(values).returning();
      return row!;
    },

    async updateMap(id: number, values: Partial<MapValues>): Promise<void> {
      await db.update(maps).set(values).where(eq(maps.id, id));
    },

    /** Replaces a map's legend with `keys`, in their order. */
    async replaceKeys(mapId: number, keys: readonly MapKeyValues[]): Promise<void> {
      await db.delete(mapKeys).where(eq(mapKeys.mapId, mapId));
      if (keys.length > 0) await db.insert(mapKeys).values(keys.map((key, index) => ({ ...key, mapId, sortOrder: index })));
    },
  };
}

export type IndexDataRepo = ReturnType<typeof createIndexDataRepo>;
