// The WEFE index and the interactive maps: query filters and the answers of spec part 2, sections 3 and 7.
import { z } from 'zod';
import { blankToUndefined, optionalId, pageField, perPageField } from './form-fields.ts';
import {
  LANGUAGES,
  INDEX_PAGE_SIZE_MAX,
  INDEX_YEAR_MAX,
  INDEX_YEAR_MIN,
  MAP_POINTS_PAGE_SIZE,
  MAP_POINTS_PAGE_SIZE_MAX,
} from '../limits.ts';

const optionalYear = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(INDEX_YEAR_MIN, { error: 'validation.invalid' })
    .max(INDEX_YEAR_MAX, { error: 'validation.invalid' })
    .optional(),
);

/** `with` lists relations to embed; unknown names are ignored, as the original's clients send several. */
const withField = z.preprocess(blankToUndefined, z.string().max(200, { error: 'validation.too_long' }).optional());

/** GET /indexes: a year's ranking (the latest year with the most ranked countries by default). */
export const indexesQuerySchema = z.object({
  page: pageField,
  per_page: perPageField(INDEX_PAGE_SIZE_MAX, INDEX_PAGE_SIZE_MAX),
  year: optionalYear,
  country_id: optionalId,
  /** Rank by this pillar's score instead of the overall index. */
  pillar_id: optionalId,
});
export type IndexesQuery = z.infer<typeof indexesQuerySchema>;

/** GET /indexes/country/{id}: one country's detail for a year (the default year when absent). */
export const countryIndexQuerySchema = z.object({ year: optionalYear });

/** A download link cannot send headers, so the exports also take the language in the query. */
const exportLanguage = z.preprocess(blankToUndefined, z.enum(LANGUAGES, { error: 'validation.unknown_option' }).optional());

/** GET /indexes/export.csv */
export const indexExportQuerySchema = z.object({ year: optionalYear, lang: exportLanguage });

/** GET /interactive-maps/map/{id}/export.csv */
export const mapExportQuerySchema = z.object({ year: optionalYear, lang: exportLanguage });

/** GET /maps */
export const mapsQuerySchema = z.object({ sector_id: optionalId, with: withField });

/** GET /interactive-maps and GET /interactive-maps/map/{id} */
export const mapPointsQuerySchema = z.object({
  map_id: optionalId,
  country_id: optionalId,
  year: optionalYear,
  with: withField,
  page: pageField,
  per_page: perPageField(MAP_POINTS_PAGE_SIZE_MAX, MAP_POINTS_PAGE_SIZE),
});
export type MapPointsQuery = z.infer<typeof mapPointsQuerySchema>;

/** GET /interactive-maps/years */
export const mapYearsQuerySchema = z.object({ map_id: optionalId, country_id: optionalId });

const countryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  iso3: z.string(),
  /** ISO 3166-1 numeric code, which the world-atlas shapes use as their id. */
  numeric_code: z.string().nullable(),
});

/** A pillar (spec part 2 section 3); `color` is [light (access), dark (availability)]. */
export const pillarSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** English name; `localized_name` is in the request's language. */
  name: z.string(),
  localized_name: z.string(),
  description: z.string(),
  localized_description: z.string(),
  image: z.string().nullable(),
  color: z.tuple([z.string(), z.string()]),
  sector_id: z.number().int().nullable(),
});
export type Pillar = z.infer<typeof pillarSchema>;

/** One ranking entry: a country's index (or pillar score when `pillar_id` is set) in a year. */
export const indexEntrySchema = z.object({
  id: z.number().int(),
  country: countryRef,
  /** 0..100 as a numeric string with two decimals; null when the country lacks a pillar. */
  value: z.string().nullable(),
  rank: z.number().int().nullable(),
  year: z.number().int(),
  pillar_id: z.number().int().nullable(),
});
export type IndexEntry = z.infer<typeof indexEntrySchema>;

/** An indicator as described to readers. */
export const indicatorSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** English name; `localized_name` is in the request's language. */
  name: z.string(),
  localized_name: z.string(),
  /** "access" or "availability" (the spec reads anything but access as availability). */
  indicator_type: z.enum(['access', 'availability']),
  direction: z.enum(['higher_is_better', 'lower_is_better']),
  unit: z.string(),
  source: z.string(),
  source_url: z.string(),
  licence: z.string(),
  pillar_id: z.number().int(),
  /** Left out of the index (with the reason), e.g. a data artefact. */
  excluded: z.boolean(),
  log_transform: z.boolean(),
  treatment_note: z.string().nullable(),
});
export type Indicator = z.infer<typeof indicatorSchema>;

/** An indicator's part in a country's detail: its 0..100 score and the published value behind it. */
export const indicatorScoreSchema = z.object({
  /** 0..100 score as a numeric string. */
  value: z.string(),
  indicator: indicatorSchema.pick({ id: true, code: true, name: true, localized_name: true, indicator_type: true, unit: true, direction: true }),
  raw_value: z.number(),
  unit: z.string(),
  source: z.string(),
  /** The year the published value is from; earlier than the detail's year when carried forward. */
  source_year: z.number().int(),
  carried_forward: z.boolean(),
});

/** GET /indexes/country/{id}: the index, rank and pillars of one country in one year. */
export const countryIndexDetailSchema = z.object({
  id: z.number().int(),
  country: countryRef,
  year: z.number().int(),
  rank: z.number().int().nullable(),
  value: z.string().nullable(),
  /** Every year this country has a computed entry, newest first. */
  years: z.array(z.number().int()),
  pillars: z.array(
    z.object({
      pillar_id: z.number().int(),
      pillar: z.object({ name: z.string(), localized_name: z.string(), slug: z.string(), color: z.tuple([z.string(), z.string()]) }),
      value: z.string().nullable(),
      rank: z.number().int().nullable(),
      access: z.string().nullable(),
      availability: z.string().nullable(),
      indicators: z.array(indicatorScoreSchema),
    }),
  ),
});
export type CountryIndexDetail = z.infer<typeof countryIndexDetailSchema>;

/** GET /indexes/years: the years with a computed index, newest first, and the default one. */
export const indexYearsSchema = z.object({
  years: z.array(z.object({ year: z.number().int(), ranked: z.number().int() })),
  default_year: z.number().int().nullable(),
});
export type IndexYears = z.infer<typeof indexYearsSchema>;

/** A legend entry: `name` in the request's language, `alt_name` the Arabic name. */
export const mapKeySchema = z.object({
  id: z.number().int(),
  map_id: z.number().int(),
  name: z.string(),
  alt_name: z.string().nullable(),
  color: z.string(),
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
});
export type MapKey = z.infer<typeof mapKeySchema>;

/** A thematic map (spec part 2 section 3): a pillar score or one indicator, in a sector. */
export const mapSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  hint: z.string().nullable(),
  sector_id: z.number().int(),
  sector: z.object({ id: z.number().int(), name: z.string() }).optional(),
  /** What the points measure, e.g. "Score (0-100)" or the indicator's unit. */
  metric: z.string(),
  unit: z.string().nullable(),
  pillar_id: z.number().int().nullable(),
  indicator_id: z.number().int().nullable(),
});
export type MapInfo = z.infer<typeof mapSchema>;

/** One data point of a map (spec part 2 section 3); `rank` carries the value. */
export const mapPointSchema = z.object({
  id: z.number().int(),
  map_id: z.number().int(),
  country_id: z.number().int(),
  year: z.number().int(),
  rank: z.number(),
  lat: z.number(),
  lng: z.number(),
  radius: z.number(),
  markers: z.string().nullable(),
  wefe_title: z.string(),
  map_key_id: z.number().int().nullable(),
  map_key: mapKeySchema.pick({ id: true, name: true, alt_name: true, color: true }).nullable().optional(),
  country: countryRef.optional(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;
