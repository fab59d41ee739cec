// Loads the shipped WEFE data (data/wefe/*.csv, see its SOURCES.md) into an empty database: pillars,
// indicators with their provenance, published values, and one map per pillar score and per indicator;
// then computes the index. Staff changes survive restarts: a database that has pillars is left alone,
// but for one upgrade per database to the method of issue 25 (upgradeWefeMethod), which adds the
// indicators shipped since and applies the method's treatments where staff had not changed them.
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { LANGUAGES, SCORE_BAND_COLORS, type Language } from '@wefe/contract';
import { inTransaction, type Db } from '../db/client.ts';
import { countries, indexScores, indexYears, indicators, indicatorValues, mapKeys, maps, pillars, sectors, systemSettings } from '../db/schema.ts';
import { INDICATOR_TREATMENTS } from '../modules/wefe-index/index.compute.ts';
import { WEFE_SEED_DIR } from '../modules/wefe-index/index.data.ts';
import { csvObjects } from '../lib/csv.ts';
import { localizedUnit } from '../lib/units.ts';
import { recomputeIndex } from '../modules/index-data/index-data.recompute.ts';
import { lockIndexData } from '../modules/wefe-index/index.input.ts';
import * as catalogue from './data/wefe-catalogue.ts';

const SLICE = 1000;

const records = (file: string) => csvObjects(readFileSync(`${WEFE_SEED_DIR}/${file}`, 'utf8'));

const numberFormat = (language: Language) => new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : language, { maximumFractionDigits: 2 });

/** Legend labels of bands cut at `edges`: '< a', 'a–b', …, '≥ z', in each language. */
export function bandLabels(edges: readonly number[]): Array<Record<Language, string>> {
  const labels: Array<Record<Language, string>> = [];
  for (let i = 0; i <= edges.length; i += 1) {
    const entry = {} as Record<Language, string>;
    for (const language of LANGUAGES) {
      const f = numberFormat(language).format;
      const low = edges[i - 1];
      const high = edges[i];
      if (low === undefined) entry[language] = language === 'ar' ? `أقل من ${f(high!)}` : `< ${f(high!)}`;
      else if (high === undefined) entry[language] = language === 'ar' ? `${f(low)} فأكثر` : `≥ ${f(low)}`;
      else entry[language] = `${f(low)}–${f(high)}`;
    }
    labels.push(entry);
  }
  return labels;
}

/** The five score bands 0-20 … 80+ of pillar maps. */
const SCORE_KEYS = [
  { en: '0-20', min: 0, max: 20 },
  { en: '20-40', min: 20, max: 40 },
  { en: '40-60', min: 40, max: 60 },
  { en: '60-80', min: 60, max: 80 },
  { en: '80+', min: 80, max: null },
];

const directionHint: Record<'higher_is_better' | 'lower_is_better', Record<Language, string>> = {
  higher_is_better: { en: 'Higher is better.', ar: 'القيمة الأعلى أفضل.', fr: 'Plus la valeur est élevée, mieux c’est.' },
  lower_is_better: { en: 'Lower is better.', ar: 'القيمة الأدنى أفضل.', fr: 'Plus la valeur est basse, mieux c’est.' },
};

/** Marks a database that has the method of issue 25's indicators and treatments (fresh or upgraded). */
export const WEFE_METHOD_MARKER = 'wefe_method_2026_11';

/**
 * The treatments first shipped (log transform, exclusion): an indicator still carrying its first one
 * was not changed by staff, so the upgrade may apply the method's current treatment to it.
 */
const FIRST_SHIPPED_TREATMENTS: Readonly<Record<string, { logTransform: boolean; excluded: boolean }>> = {
  wat_renewable_internal_pc: { logTransform: true, excluded: false },
  wat_withdrawal_share_internal: { logTransform: true, excluded: false },
  en_primary_energy_pc: { logTransform: true, excluded: false },
  en_electricity_gen_pc: { logTransform: true, excluded: false },
  eco_co2_per_capita: { logTransform: true, excluded: false },
  fd_cereal_yield: { logTransform: true, excluded: false },
  eco_biodiversity_intactness: { logTransform: false, excluded: true },
};

/**
 * Seeds the WEFE data when the database has no pillars, upgrades an older database to the current
 * method once, then computes the index if it has no scores (or no year summaries, or was upgraded).
 */
export async function seedWefeData(db: Db): Promise<{ seeded: boolean; upgraded: boolean; recomputed: boolean }> {
  const [existing] = await db.select({ n: count() }).from(pillars);
  let seeded = false;
  if (Number(existing?.n ?? 0) === 0) {
    await inTransaction(db, async (tx) => {
      await insertWefeData(tx);
      await tx.insert(systemSettings).values({ key: WEFE_METHOD_MARKER, value: new Date().toISOString() }).onConflictDoNothing();
    });
    seeded = true;
  }
  const upgraded = await upgradeWefeMethod(db);
  const [scores] = await db.select({ n: count() }).from(indexScores);
  const [years] = await db.select({ n: count() }).from(indexYears);
  const [values] = await db.select({ n: count() }).from(indicatorValues);
  let recomputed = false;
  const unscored = Number(scores?.n ?? 0) === 0 || Number(years?.n ?? 0) === 0;
  if ((unscored || upgraded) && Number(values?.n ?? 0) > 0) {
    await recomputeIndex(db);
    recomputed = true;
  }
  return { seeded, upgraded, recomputed };
}

/**
 * Once per database: adds the shipped indicators it lacks (with their values and maps) and gives the
 * method's treatments to shipped indicators that still carry their first-shipped treatment. Answers
 * whether it changed anything.
 */
export async function upgradeWefeMethod(db: Db): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await lockIndexData(tx);
    const [marker] = await tx.select().from(systemSettings).where(eq(systemSettings.key, WEFE_METHOD_MARKER)).for('update');
    if (marker) return false;
    const have = await tx.select().from(indicators);
    const known = new Set(have.map((i) => i.code));
    const missing = records('indicators.csv').filter((d) => !known.has(d.indicator_id ?? ''));
    if (missing.length > 0) {
      const sectorIds = new Map((await tx.select({ id: sectors.id, slug: sectors.slug }).from(sectors)).map((s) => [s.slug, s.id]));
      const added = await insertIndicators(tx, missing, have.length);
      await insertValues(tx, added);
      let sortOrder = (await tx.select({ n: count() }).from(maps))[0]?.n ?? 0;
      for (const indicator of added.filter((i) => !i.excluded)) {
        const pillar = catalogue.pillars.find((p) => p.id === indicator.pillarId);
        const sectorId = pillar && sectorIds.get(pillar.sectorSlug);
        if (sectorId !== undefined) await insertIndicatorMap(tx, indicator, sectorId, Number(sortOrder++));
      }
    }
    for (const row of have) {
      const first = FIRST_SHIPPED_TREATMENTS[row.code];
      const now = INDICATOR_TREATMENTS[row.code];
      const untouched = first ? row.logTransform === first.logTransform && row.excluded === first.excluded : !row.logTransform && !row.excluded;
      if (!now || !untouched || row.targetValue !== null) continue;
      await tx
        .update(indicators)
        .set({ logTransform: now.logTransform ?? false, excluded: now.excluded ?? false, targetValue: now.target ?? null, treatmentNote: now.reason })
        .where(eq(indicators.id, row.id));
    }
    await tx.insert(systemSettings).values({ key: WEFE_METHOD_MARKER, value: new Date().toISOString() });
    return true;
  });
}

type IndicatorRow = typeof indicators.$inferSelect;

/** Inserts indicators from indicators.csv rows, with their translated names and the method's treatments. */
async function insertIndicators(tx: Db, definitions: ReadonlyArray<Record<string, string | undefined>>, firstSortOrder: number): Promise<IndicatorRow[]> {
  const pillarBySlug = new Map(catalogue.pillars.map((p) => [p.slug as string, p]));
  return tx
    .insert(indicators)
    .values(
      definitions.map((d, index) => {
        const pillar = pillarBySlug.get(d.pillar ?? '');
        const names = catalogue.indicatorNames[d.indicator_id ?? ''];
        if (!pillar || !names) throw new Error(`indicator ${d.indicator_id} lacks a pillar or translated names`);
        const treatment = INDICATOR_TREATMENTS[d.indicator_id ?? ''];
        return {
          code: d.indicator_id!,
          pillarId: pillar.id,
          type: d.type as 'access' | 'availability',
          direction: d.direction as 'higher_is_better' | 'lower_is_better',
          unit: d.unit!,
          nameEn: d.name_en!,
          nameAr: names.ar,
          nameFr: names.fr,
          sourceName: d.source_name!,
          sourceUrl: d.source_url_or_repo_path!,
          licence: d.licence!,
          logTransform: treatment?.logTransform ?? false,
          excluded: treatment?.excluded ?? false,
          targetValue: treatment?.target ?? null,
          treatmentNote: treatment?.reason ?? null,
          sortOrder: firstSortOrder + index,
        };
      }),
    )
    .returning();
}

/** Inserts the shipped values of `added` indicators. */
async function insertValues(tx: Db, added: readonly IndicatorRow[]) {
  const byCode = new Map(added.map((i) => [i.code, i]));
  const countryIds = new Map((await tx.select({ id: countries.id, iso3: countries.iso3 }).from(countries)).map((c) => [c.iso3, c.id]));
  const rows = records('values.csv').flatMap((v) => {
    const indicator = byCode.get(v.indicator_id ?? '');
    if (!indicator) return [];
    const countryId = countryIds.get(v.iso3 ?? '');
    if (countryId === undefined) throw new Error(`values.csv row ${v.iso3},${v.indicator_id} names no known country`);
    return [{ indicatorId: indicator.id, countryId, year: Number(v.year), value: Number(v.value) }];
  });
  for (let i = 0; i < rows.length; i += SLICE) await tx.insert(indicatorValues).values(rows.slice(i, i + SLICE));
}

/** An indicator's map, in its own unit, with its legend bands coloured worst to best. */
async function insertIndicatorMap(tx: Db, indicator: IndicatorRow, sectorId: number, sortOrder: number) {
  const edges = catalogue.indicatorBands[indicator.code];
  if (!edges) throw new Error(`indicator ${indicator.code} has no map bands`);
  const hint = directionHint[indicator.direction];
  const [indicatorMap] = await tx
    .insert(maps)
    .values({
      slug: indicator.code.replaceAll('_', '-'),
      sectorId,
      nameEn: indicator.nameEn,
      nameAr: indicator.nameAr,
      nameFr: indicator.nameFr,
      descriptionEn: `Unit: ${indicator.unit}. Source: ${indicator.sourceName}.`,
      descriptionAr: `الوحدة: ${localizedUnit(indicator.unit, 'ar')}. المصدر: ${indicator.sourceName}.`,
      descriptionFr: `Unité : ${localizedUnit(indicator.unit, 'fr')}. Source : ${indicator.sourceName}.`,
      hintEn: `${hint.en} Values as published, in ${indicator.unit}.`,
      hintAr: `${hint.ar} القيم كما نُشرت، بوحدة ${localizedUnit(indicator.unit, 'ar')}.`,
      hintFr: `${hint.fr} Valeurs publiées, en ${localizedUnit(indicator.unit, 'fr')}.`,
      indicatorId: indicator.id,
      sortOrder,
    })
    .returning();
  // Colours run worst to best, so a lower-is-better indicator reads its low bands as green.
  const colours = indicator.direction === 'lower_is_better' ? [...SCORE_BAND_COLORS].reverse() : [...SCORE_BAND_COLORS];
  await tx.insert(mapKeys).values(
    bandLabels(edges).map((label, index) => ({
      mapId: indicatorMap!.id,
      nameEn: label.en,
      nameAr: label.ar,
      nameFr: label.fr,
      color: colours[index] ?? colours[colours.length - 1]!,
      minValue: index === 0 ? null : edges[index - 1]!,
      maxValue: index === edges.length ? null : edges[index]!,
      sortOrder: index,
    })),
  );
}

async function insertWefeData(tx: Db) {
  const sectorIds = new Map((await tx.select({ id: sectors.id, slug: sectors.slug }).from(sectors)).map((s) => [s.slug, s.id]));
  await tx.insert(pillars).values(
    catalogue.pillars.map((p, index) => ({
      id: p.id,
      slug: p.slug,
      nameEn: p.name_en,
      nameAr: p.name_ar,
      nameFr: p.name_fr,
      descriptionEn: p.description_en,
      descriptionAr: p.description_ar,
      descriptionFr: p.description_fr,
      image: p.image,
      colorLight: p.colorLight,
      colorDark: p.colorDark,
      sectorId: sectorIds.get(p.sectorSlug) ?? null,
      sortOrder: index,
    })),
  );
  const inserted = await insertIndicators(tx, records('indicators.csv'), 0);
  await insertValues(tx, inserted);

  let sortOrder = 0;
  for (const pillar of catalogue.pillars) {
    const sectorId = sectorIds.get(pillar.sectorSlug);
    if (sectorId === undefined) continue;
    const [scoreMap] = await tx
      .insert(maps)
      .values({
        slug: `${pillar.slug}-score`,
        sectorId,
        nameEn: `${pillar.name_en} score (0-100)`,
        nameAr: `درجة ${pillar.name_ar} (0-100)`,
        nameFr: `Score ${pillar.name_fr} (0-100)`,
        descriptionEn: `${pillar.description_en} The pillar's score in the WEFE index, from 0 to 100.`,
        descriptionAr: `${pillar.description_ar} درجة الركيزة في مؤشر WEFE من 0 إلى 100.`,
        descriptionFr: `${pillar.description_fr} Le score du pilier dans l'indice WEFE, de 0 à 100.`,
        hintEn: 'Higher is better. 0 and 100 are fixed goalposts over all years, so years and countries compare.',
        hintAr: 'الدرجة الأعلى أفضل. الصفر والمئة حدّان ثابتان لكل السنوات، فتُقارن السنوات والبلدان.',
        hintFr: 'Plus le score est élevé, mieux c’est. 0 et 100 sont des bornes fixes sur toutes les années : années et pays se comparent.',
        pillarId: pillar.id,
        sortOrder: sortOrder++,
      })
      .returning();
    await tx.insert(mapKeys).values(
      SCORE_KEYS.map((k, index) => ({
        mapId: scoreMap!.id,
        nameEn: k.en,
        nameAr: k.en,
        nameFr: k.en,
        color: SCORE_BAND_COLORS[index]!,
        minValue: k.min,
        maxValue: k.max,
        sortOrder: index,
      })),
    );

    for (const indicator of inserted.filter((i) => i.pillarId === pillar.id && !i.excluded)) {
      await insertIndicatorMap(tx, indicator, sectorId, sortOrder++);
    }
  }
}
