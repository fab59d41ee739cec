// Loads the shipped WEFE data (data/wefe/*.csv, see its SOURCES.md) into an empty database: pillars,
// indicators with their provenance, published values, and one map per pillar score and per indicator;
// then computes the index. Staff changes survive restarts: a database that has pillars is left alone.
import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { LANGUAGES, SCORE_BAND_COLORS, type Language } from '@wefe/contract';
import { inTransaction, type Db } from '../client.ts';
import { countries, indexScores, indicators, indicatorValues, mapKeys, maps, pillars, sectors } from '../schema.ts';
import { INDICATOR_TREATMENTS } from '../../modules/wefe-index/index.compute.ts';
import { WEFE_SEED_DIR } from '../../modules/wefe-index/index.data.ts';
import { csvObjects } from '../../lib/csv.ts';
import { recomputeIndex } from '../../modules/wefe-index/index.recompute.ts';
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

/** Seeds the WEFE data when the database has no pillars, then computes the index if it has no scores. */
export async function seedWefeData(db: Db): Promise<{ seeded: boolean; recomputed: boolean }> {
  const [existing] = await db.select({ n: count() }).from(pillars);
  let seeded = false;
  if (Number(existing?.n ?? 0) === 0) {
    await inTransaction(db, (tx) => insertWefeData(tx));
    seeded = true;
  }
  const [scores] = await db.select({ n: count() }).from(indexScores);
  const [values] = await db.select({ n: count() }).from(indicatorValues);
  let recomputed = false;
  if (Number(scores?.n ?? 0) === 0 && Number(values?.n ?? 0) > 0) {
    await recomputeIndex(db);
    recomputed = true;
  }
  return { seeded, recomputed };
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
  const pillarBySlug = new Map(catalogue.pillars.map((p) => [p.slug as string, p]));

  const definitions = records('indicators.csv');
  const inserted = await tx
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
          treatmentNote: treatment?.reason ?? null,
          sortOrder: index,
        };
      }),
    )
    .returning();
  const indicatorByCode = new Map(inserted.map((i) => [i.code, i]));

  const countryIds = new Map((await tx.select({ id: countries.id, iso3: countries.iso3 }).from(countries)).map((c) => [c.iso3, c.id]));
  const valueRows = records('values.csv').map((v) => {
    const countryId = countryIds.get(v.iso3 ?? '');
    const indicator = indicatorByCode.get(v.indicator_id ?? '');
    if (countryId === undefined || !indicator) throw new Error(`values.csv row ${v.iso3},${v.indicator_id} names no known country or indicator`);
    return { indicatorId: indicator.id, countryId, year: Number(v.year), value: Number(v.value) };
  });
  for (let i = 0; i < valueRows.length; i += SLICE) await tx.insert(indicatorValues).values(valueRows.slice(i, i + SLICE));

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
        hintEn: 'Higher is better. Scores compare the countries of the hub with each other.',
        hintAr: 'الدرجة الأعلى أفضل. تقارن الدرجات بين بلدان المنصة.',
        hintFr: 'Plus le score est élevé, mieux c’est. Les scores comparent les pays du hub entre eux.',
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
          descriptionAr: `الوحدة: ${indicator.unit}. المصدر: ${indicator.sourceName}.`,
          descriptionFr: `Unité : ${indicator.unit}. Source : ${indicator.sourceName}.`,
          hintEn: `${hint.en} Values as published, in ${indicator.unit}.`,
          hintAr: `${hint.ar} القيم كما نُشرت، بوحدة ${indicator.unit}.`,
          hintFr: `${hint.fr} Valeurs publiées, en ${indicator.unit}.`,
          indicatorId: indicator.id,
          sortOrder: sortOrder++,
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
  }
}
