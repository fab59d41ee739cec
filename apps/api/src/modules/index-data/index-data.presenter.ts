// Shapes indicators and maps as the console edits them (every stored field, snake_case), and as the
// audit log records them.
import type { AdminIndicator, AdminMap, IndicatorUpdate, MapInput } from '@wefe/contract';
import type { IndicatorRow, IndicatorValues, IndicatorWithCount, MapKeyRow, MapKeyValues, MapRow, MapValues, MapWithKeys } from './index-data.repo.ts';

/** An indicator with every field the edit form shows. */
export function presentIndicator({ indicator: i, valuesCount }: IndicatorWithCount): AdminIndicator {
  return {
    id: i.id,
    code: i.code,
    pillar_id: i.pillarId,
    type: i.type,
    direction: i.direction,
    unit: i.unit,
    name_en: i.nameEn,
    name_ar: i.nameAr,
    name_fr: i.nameFr,
    source_name: i.sourceName,
    source_url: i.sourceUrl,
    licence: i.licence,
    log_transform: i.logTransform,
    excluded: i.excluded,
    target_value: i.targetValue,
    treatment_note: i.treatmentNote,
    sort_order: i.sortOrder,
    values_count: valuesCount,
  };
}

/** The stored columns of an indicator form (the code is added on create). */
export function indicatorValues(input: IndicatorUpdate): Omit<IndicatorValues, 'code'> {
  return {
    pillarId: input.pillar_id,
    type: input.type,
    direction: input.direction,
    unit: input.unit,
    nameEn: input.name_en,
    nameAr: input.name_ar,
    nameFr: input.name_fr,
    sourceName: input.source_name,
    sourceUrl: input.source_url,
    licence: input.licence,
    logTransform: input.log_transform,
    excluded: input.excluded,
    targetValue: input.target_value,
    treatmentNote: input.treatment_note,
    sortOrder: input.sort_order,
  };
}

/** An indicator as the audit log keeps it (its editable fields). */
export function indicatorAudit(row: IndicatorRow): Record<string, unknown> {
  const { values_count: _count, id: _id, ...fields } = presentIndicator({ indicator: row, valuesCount: 0 });
  return fields;
}

/** A map with its whole legend. */
export function presentAdminMap({ map: m, keys, pointsCount }: MapWithKeys): AdminMap {
  return {
    id: m.id,
    slug: m.slug,
    sector_id: m.sectorId,
    name_en: m.nameEn,
    name_ar: m.nameAr,
    name_fr: m.nameFr,
    description_en: m.descriptionEn,
    description_ar: m.descriptionAr,
    description_fr: m.descriptionFr,
    hint_en: m.hintEn,
    hint_ar: m.hintAr,
    hint_fr: m.hintFr,
    pillar_id: m.pillarId,
    indicator_id: m.indicatorId,
    sort_order: m.sortOrder,
    keys: keys.map(presentAdminKey),
    points_count: pointsCount,
  };
}

function presentAdminKey(k: MapKeyRow) {
  return { id: k.id, name_en: k.nameEn, name_ar: k.nameAr, name_fr: k.nameFr, color: k.color, min_value: k.minValue, max_value: k.maxValue };
}

/** The stored columns of a map form (the slug is chosen on create). */
export function mapValues(input: MapInput): Omit<MapValues, 'slug'> {
  return {
    sectorId: input.sector_id,
    nameEn: input.name_en,
    nameAr: input.name_ar,
    nameFr: input.name_fr,
    descriptionEn: input.description_en,
    descriptionAr: input.description_ar,
    descriptionFr: input.description_fr,
    hintEn: input.hint_en,
    hintAr: input.hint_ar,
    hintFr: input.hint_fr,
    pillarId: input.pillar_id,
    indicatorId: input.indicator_id,
    sortOrder: input.sort_order,
  };
}

/** The legend rows of a map form, colours stored in lower case. */
export function mapKeyValues(input: MapInput): MapKeyValues[] {
  return input.keys.map((k) => ({ nameEn: k.name_en, nameAr: k.name_ar, nameFr: k.name_fr, color: k.color.toLowerCase(), minValue: k.min_value, maxValue: k.max_value }));
}

/** A map as the audit log keeps it: its fields and its legend, without row ids. */
export function mapAudit(map: MapRow, keys: readonly MapKeyRow[]): Record<string, unknown> {
  const { id: _id, points_count: _points, keys: legend, ...fields } = presentAdminMap({ map, keys: [...keys], pointsCount: 0 });
  return { ...fields, keys: legend.map(({ id: _keyId, ...key }) => key) };
}
