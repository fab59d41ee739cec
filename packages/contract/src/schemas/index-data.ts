// Staff management of the index and map data (issue 9): indicators with their provenance and treatments,
// and thematic maps with their legend keys. Shared by the API (request checks) and the console's forms.
import { z } from 'zod';
import { DB_INTEGER_MAX, TEXT_FIELD_MAX } from '../limits.ts';
import { NO_CONTROL, required } from './form-fields.ts';

/** The longest indicator or map name, in any language. */
export const INDEX_DATA_NAME_MAX = 200;
/** The longest unit ("% of population", "kWh per person"). */
export const INDICATOR_UNIT_MAX = 60;
/** The longest licence name ("CC BY 4.0"). */
export const INDICATOR_LICENCE_MAX = 120;
/** The longest treatment note and map description. */
export const INDEX_DATA_NOTE_MAX = 1000;
/** The longest legend label. */
export const MAP_KEY_NAME_MAX = 80;
/** The most legend keys one map has. */
export const MAP_KEYS_MAX = 12;
/** Indicator codes: lower-case letters, digits and underscores, starting with a letter (they name CSV rows). */
export const INDICATOR_CODE_PATTERN = /^[a-z][a-z0-9_]{1,59}$/;
/** Legend colours as the console's colour input gives them. */
export const MAP_KEY_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Sort positions run from 0 to this. */
export const INDEX_DATA_SORT_MAX = 100_000;

/** The longest source address. */
export const INDICATOR_SOURCE_MAX = 500;
/** A source pinned in a repository, as the shipped data names its files: github:owner/repo@commit:path. */
export const REPOSITORY_SOURCE_PATTERN = /^github:[\w.-]+\/[\w.-]+@[0-9a-f]{7,40}:\S.*$/;

/** True for a web address (http or https) or a pinned repository path. */
export function isSourceReference(value: string): boolean {
  if (REPOSITORY_SOURCE_PATTERN.test(value)) return true;
  return /^https?:\/\//i.test(value) && WEB_ADDRESS.safeParse(value).success;
}

const WEB_ADDRESS = z.url({ protocol: /^https?$/ });

export const INDICATOR_TYPES = ['access', 'availability'] as const;
export const INDICATOR_DIRECTIONS = ['higher_is_better', 'lower_is_better'] as const;

const text = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'validation.too_long' }).regex(NO_CONTROL, { error: 'validation.invalid_text' });

/** An optional text: empty or absent is null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.too_long' })
    .regex(NO_CONTROL, { error: 'validation.invalid_text' })
    .nullish()
    .transform((v) => (v ? v : null));

const idField = z
  .number({ error: 'validation.unknown_option' })
  .int({ error: 'validation.unknown_option' })
  .positive({ error: 'validation.unknown_option' })
  .max(DB_INTEGER_MAX, { error: 'validation.unknown_option' });
const sortField = z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.min_zero' }).max(INDEX_DATA_SORT_MAX, { error: 'validation.invalid' }).default(0);
const flag = z.boolean({ error: 'validation.invalid' }).default(false);

/** PUT /admin/indicators/{id}: every field but the code, which CSV files and seeds refer to. */
export const indicatorUpdateSchema = z.object({
  pillar_id: idField,
  type: z.enum(INDICATOR_TYPES, { error: 'validation.unknown_option' }),
  direction: z.enum(INDICATOR_DIRECTIONS, { error: 'validation.unknown_option' }),
  unit: text(INDICATOR_UNIT_MAX),
  name_en: text(INDEX_DATA_NAME_MAX),
  name_ar: text(INDEX_DATA_NAME_MAX),
  name_fr: text(INDEX_DATA_NAME_MAX),
  source_name: text(TEXT_FIELD_MAX),
  source_url: z
    .string(required)
    .trim()
    .min(1, required)
    .max(INDICATOR_SOURCE_MAX, { error: 'validation.too_long' })
    .refine((v) => isSourceReference(v), { error: 'indicators.source_url' }),
  licence: text(INDICATOR_LICENCE_MAX),
  /** log10(x + 1) before min-max, for strongly skewed indicators (docs/methodology.md). */
  log_transform: flag,
  /** Left out of the index, with the reason in `treatment_note`. */
  excluded: flag,
  /** The value that scores 100 (an adequacy level or threshold, in the unit); absent: the 97.5th percentile. */
  target_value: z.number({ error: 'validation.invalid' }).finite({ error: 'validation.invalid' }).nullish().transform((v) => v ?? null),
  treatment_note: optionalText(INDEX_DATA_NOTE_MAX),
  sort_order: sortField,
});
export type IndicatorUpdate = z.infer<typeof indicatorUpdateSchema>;

/** POST /admin/indicators: the fields of an edit and the indicator's code. */
export const indicatorCreateSchema = indicatorUpdateSchema.extend({
  code: z.string(required).trim().min(1, required).regex(INDICATOR_CODE_PATTERN, { error: 'indicators.code_format' }),
});
export type IndicatorCreate = z.infer<typeof indicatorCreateSchema>;

/** An indicator as staff edit it: every stored field, and how many values it has. */
export const adminIndicatorSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  pillar_id: z.number().int(),
  type: z.enum(INDICATOR_TYPES),
  direction: z.enum(INDICATOR_DIRECTIONS),
  unit: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  name_fr: z.string(),
  source_name: z.string(),
  source_url: z.string(),
  licence: z.string(),
  log_transform: z.boolean(),
  excluded: z.boolean(),
  target_value: z.number().nullable(),
  treatment_note: z.string().nullable(),
  sort_order: z.number().int(),
  values_count: z.number().int(),
});
export type AdminIndicator = z.infer<typeof adminIndicatorSchema>;

/** A saved indicator, and whether the index was recomputed because scores depend on the change. */
export const indicatorSavedSchema = adminIndicatorSchema.extend({ recomputed: z.boolean() });
export type IndicatorSaved = z.infer<typeof indicatorSavedSchema>;

const bound = z.number({ error: 'validation.invalid' }).nullable().default(null);

/** One legend band: values in [min_value, max_value) get it; an open end is null. */
export const mapKeyInputSchema = z.object({
  name_en: text(MAP_KEY_NAME_MAX),
  name_ar: text(MAP_KEY_NAME_MAX),
  name_fr: text(MAP_KEY_NAME_MAX),
  color: z.string(required).regex(MAP_KEY_COLOR_PATTERN, { error: 'maps.key_color' }),
  min_value: bound,
  max_value: bound,
});
export type MapKeyInput = z.infer<typeof mapKeyInputSchema>;

/**
 * The problems of a list of legend bands, by position: each band ends after it starts, bands run in
 * order without overlapping (a band starts at or after the end of the one before), and only the first
 * band may be open below and only the last open above.
 */
export function mapKeyBandProblems(keys: readonly Pick<MapKeyInput, 'min_value' | 'max_value'>[]): Array<{ index: number; field: 'min_value' | 'max_value'; key: string }> {
  const problems: Array<{ index: number; field: 'min_value' | 'max_value'; key: string }> = [];
  keys.forEach((band, index) => {
    const { min_value: min, max_value: max } = band;
    if (min !== null && max !== null && max <= min) problems.push({ index, field: 'max_value', key: 'maps.key_range' });
    if (index > 0 && min === null) problems.push({ index, field: 'min_value', key: 'maps.key_open_end' });
    if (index < keys.length - 1 && max === null) problems.push({ index, field: 'max_value', key: 'maps.key_open_end' });
    const previous = keys[index - 1];
    if (previous && min !== null) {
      if (previous.min_value !== null && min <= previous.min_value) problems.push({ index, field: 'min_value', key: 'maps.key_order' });
      else if (previous.max_value !== null && min < previous.max_value) problems.push({ index, field: 'min_value', key: 'maps.key_overlap' });
    }
  });
  return problems;
}

/** POST /admin/maps and PUT /admin/maps/{id}: the map and its whole legend (replaced as a whole on edit). */
export const mapInputSchema = z
  .object({
    sector_id: idField,
    name_en: text(INDEX_DATA_NAME_MAX),
    name_ar: text(INDEX_DATA_NAME_MAX),
    name_fr: text(INDEX_DATA_NAME_MAX),
    description_en: optionalText(INDEX_DATA_NOTE_MAX),
    description_ar: optionalText(INDEX_DATA_NOTE_MAX),
    description_fr: optionalText(INDEX_DATA_NOTE_MAX),
    hint_en: optionalText(TEXT_FIELD_MAX),
    hint_ar: optionalText(TEXT_FIELD_MAX),
    hint_fr: optionalText(TEXT_FIELD_MAX),
    /** A map of a pillar's score, or of one indicator's values; neither for points entered by staff. */
    pillar_id: idField.nullable().default(null),
    indicator_id: idField.nullable().default(null),
    sort_order: sortField,
    keys: z.array(mapKeyInputSchema, { error: 'validation.invalid' }).min(1, { error: 'maps.keys_required' }).max(MAP_KEYS_MAX, { error: 'validation.too_many' }),
  })
  .superRefine((map, ctx) => {
    if (map.pillar_id !== null && map.indicator_id !== null) {
      ctx.addIssue({ code: 'custom', path: ['indicator_id'], message: 'maps.one_source' });
    }
    for (const problem of mapKeyBandProblems(map.keys)) {
      ctx.addIssue({ code: 'custom', path: ['keys', problem.index, problem.field], message: problem.key });
    }
  });
export type MapInput = z.infer<typeof mapInputSchema>;

/** A legend key as staff edit it. */
export const adminMapKeySchema = mapKeyInputSchema.extend({ id: z.number().int() });

/** A map as staff edit it: every stored field and its legend in order. */
export const adminMapSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sector_id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  name_fr: z.string(),
  description_en: z.string().nullable(),
  description_ar: z.string().nullable(),
  description_fr: z.string().nullable(),
  hint_en: z.string().nullable(),
  hint_ar: z.string().nullable(),
  hint_fr: z.string().nullable(),
  pillar_id: z.number().int().nullable(),
  indicator_id: z.number().int().nullable(),
  sort_order: z.number().int(),
  keys: z.array(adminMapKeySchema),
  points_count: z.number().int(),
});
export type AdminMap = z.infer<typeof adminMapSchema>;
