// The WEFE index and the interactive maps: query filters and the answers of spec part 2, sections 3 and 7.
import { z } from 'zod';
import { INDEX_REGIONS } from '../enums.ts';
import { idParamsSchema } from './envelope.ts';
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

const optionalRegion = z.preprocess(blankToUndefined, z.enum(INDEX_REGIONS, { error: 'validation.unknown_option' }).optional());

/** GET /indexes: a year's ranking (the default year when absent). */
export const indexesQuerySchema = z.object({
  page: pageField,
  per_page: perPageField(INDEX_PAGE_SIZE_MAX, INDEX_PAGE_SIZE_MAX),
  year: optionalYear,
  country_id: optionalId,
  /** Rank by this pillar's score instead of the overall index. */
  pillar_id: optionalId,
  /** Only the countries of this group; ranks stay those among all the hub's ranked countries. */
  region: optionalRegion,
});
export type IndexesQuery = z.infer<typeof indexesQuerySchema>;

/** GET /indexes/country/{id}: one country's detail for a year (the default year when absent). */
export const countryIndexQuerySchema = z.object({ year: optionalYear });

/** A download link cannot send headers, so the exports also take the language in the query. */
const exportLanguage = z.preprocess(blankToUndefined, z.enum(LANGUAGES, { error: 'validation.unknown_option' }).optional());

/** The two open-data tables: one row per country (`detail` absent) or one per country and indicator. */
export const INDEX_EXPORT_DETAILS = ['indicators'] as const;

/**
 * GET /indexes/export.csv: `detail=indicators` is the long table of every indicator behind the index;
 * `bom=false` leaves out the byte-order mark that spreadsheet programs need and data-package readers do not take.
 */
export const indexExportQuerySchema = z.object({
  year: optionalYear,
  lang: exportLanguage,
  detail: z.preprocess(blankToUndefined, z.enum(INDEX_EXPORT_DETAILS, { error: 'validation.unknown_option' }).optional()),
  bom: z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'validation.unknown_option' }).optional()),
});

/** GET /indexes/datapackage.json and GET /indexes/methodology: the year described (the default year when absent). */
export const indexYearQuerySchema = z.object({ year: optionalYear });

/**
 * The `{country}` of the index's country calls: the hub's country id, or its ISO 3166 alpha-3 code in
 * any case (`JOR`, `jor`), so addresses and analysts' scripts can name a country as they know it.
 */
export const countryKeyParamsSchema = z.object({
  id: z.union([z.string().regex(/^[A-Za-z]{3}$/).transform((code) => code.toUpperCase()), idParamsSchema.shape.id], {
    error: 'validation.invalid',
  }),
});
export type CountryKey = z.infer<typeof countryKeyParamsSchema>['id'];

/** GET /indexes/benchmarks: one year (the default year when absent), one group or all. */
export const indexBenchmarksQuerySchema = z.object({ year: optionalYear, region: optionalRegion });

/** GET /indexes/benchmarks/series: a group's averages over the years. */
export const benchmarkSeriesQuerySchema = z.object({
  region: z.preprocess(blankToUndefined, z.enum(INDEX_REGIONS, { error: 'validation.unknown_option' })),
});

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

/** GET /interactive-maps/countries: the countries with points of one map, or of any map. */
export const mapCountriesQuerySchema = z.object({ map_id: optionalId });

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

/**
 * Where a rank stands over the uncertainty analysis: the median and the 5th-95th percentile of the
 * ranks 500 variants of the method give (1 is best, so `low` is the better end).
 */
export const rankIntervalSchema = z.object({ low: z.number().int(), high: z.number().int(), median: z.number().int() });
export type RankInterval = z.infer<typeof rankIntervalSchema>;

/** Why a country with data has no rank in a year. */
export const UNRANKED_REASONS = ['missing_sub_pillar', 'too_few_indicators'] as const;
export type UnrankedReason = (typeof UNRANKED_REASONS)[number];

/** One ranking entry: a country's index (or pillar score when `pillar_id` is set) in a year. */
export const indexEntrySchema = z.object({
  id: z.number().int(),
  country: countryRef,
  /** 0..100 as a numeric string with two decimals; null when the country is not ranked (the index) or lacks the pillar. */
  value: z.string().nullable(),
  rank: z.number().int().nullable(),
  year: z.number().int(),
  pillar_id: z.number().int().nullable(),
  /** Null when unranked, or until the uncertainty analysis of the latest computation has run. */
  rank_interval: rankIntervalSchema.nullable(),
  /** How many countries the rank is among (those ranked in this year, for the index or this pillar). */
  ranked_among: z.number().int(),
  /** Indicators this country has, of those that entered the year's index (of this pillar's, on a pillar entry). */
  indicators_used: z.number().int(),
  indicators_total: z.number().int(),
  /** Why it has no rank, on the index's entries; null when ranked or on a pillar's entry. */
  unranked_reason: z.enum(UNRANKED_REASONS).nullable(),
  /** The year is not comparable with the reference years (docs/methodology.md). */
  provisional: z.boolean(),
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
  /** English, as published; `localized_unit` is in the request's language. */
  unit: z.string(),
  localized_unit: z.string(),
  source: z.string(),
  source_url: z.string(),
  licence: z.string(),
  pillar_id: z.number().int(),
  /** Left out of the index (with the reason), e.g. a data artefact. */
  excluded: z.boolean(),
  log_transform: z.boolean(),
  /** The value that scores 100 (an adequacy level or threshold); null when the 97.5th percentile is the goalpost. */
  target: z.number().nullable(),
  treatment_note: z.string().nullable(),
  /** The fixed goalposts of the latest computation, in the indicator's unit (null for an indicator left out). */
  goalposts: z.object({ lower: z.number(), upper: z.number(), targeted: z.boolean() }).nullable(),
});
export type Indicator = z.infer<typeof indicatorSchema>;

/** An indicator's part in a country's detail: its 0..100 score and the published value behind it. */
export const indicatorScoreSchema = z.object({
  /** 0..100 score as a numeric string. */
  value: z.string(),
  indicator: indicatorSchema.pick({ id: true, code: true, name: true, localized_name: true, indicator_type: true, unit: true, localized_unit: true, direction: true }),
  raw_value: z.number(),
  /** The raw value's unit, English; `localized_unit` in the request's language. */
  unit: z.string(),
  localized_unit: z.string(),
  source: z.string(),
  /** Where the published value can be read: the publisher's page, or the exact file of the hub's copy. */
  source_url: z.string(),
  licence: z.string(),
  /** The year the published value is from; earlier than the detail's year when carried forward. */
  source_year: z.number().int(),
  carried_forward: z.boolean(),
  /** Its share of the country's index (0..1) after the country's missing indicators. */
  weight: z.number(),
  /** Its share of the country's pillar (0..1). */
  pillar_weight: z.number(),
});

/** GET /indexes/country/{id}: the index, rank and pillars of one country in one year. */
export const countryIndexDetailSchema = z.object({
  id: z.number().int(),
  country: countryRef,
  year: z.number().int(),
  rank: z.number().int().nullable(),
  value: z.string().nullable(),
  rank_interval: rankIntervalSchema.nullable(),
  ranked_among: z.number().int(),
  indicators_used: z.number().int(),
  indicators_total: z.number().int(),
  unranked_reason: z.enum(UNRANKED_REASONS).nullable(),
  /** Sub-pillars the country has no indicator for, as 'pillar.sub' (e.g. 'food.access'). */
  missing_sub_pillars: z.array(z.string()),
  provisional: z.boolean(),
  /** Every year this country has a computed entry, newest first. */
  years: z.array(z.number().int()),
  pillars: z.array(
    z.object({
      pillar_id: z.number().int(),
      pillar: z.object({ name: z.string(), localized_name: z.string(), slug: z.string(), color: z.tuple([z.string(), z.string()]) }),
      value: z.string().nullable(),
      rank: z.number().int().nullable(),
      rank_interval: rankIntervalSchema.nullable(),
      ranked_among: z.number().int(),
      indicators_used: z.number().int(),
      indicators_total: z.number().int(),
      access: z.string().nullable(),
      availability: z.string().nullable(),
      indicators: z.array(indicatorScoreSchema),
    }),
  ),
});
export type CountryIndexDetail = z.infer<typeof countryIndexDetailSchema>;

/** An indicator left out of a year's index because too few countries report it. */
const leftOutIndicatorSchema = z.object({
  code: z.string(),
  /** In the request's language. */
  name: z.string(),
  /** Share (0..1) of the hub's countries with a value in the year's window. */
  coverage: z.number(),
});

/** A year of the index and what it rests on. */
export const indexYearSchema = z.object({
  year: z.number().int(),
  /** Countries ranked on the index. */
  ranked: z.number().int(),
  /** Countries with any value that year. */
  countries: z.number().int(),
  /** Earliest and latest year of the values behind the ranked countries (a value counts for five years). */
  data_from: z.number().int().nullable(),
  data_to: z.number().int().nullable(),
  /** Share (0..1) of those values carried forward from an earlier year. */
  carried_forward_share: z.number(),
  /** Not comparable with the reference years: an indicator is missing, few countries are ranked, or most values are carried forward. */
  provisional: z.boolean(),
  indicators_entered: z.number().int(),
  indicators_left_out: z.array(leftOutIndicatorSchema),
});
export type IndexYear = z.infer<typeof indexYearSchema>;

/** GET /indexes/years: the years with a computed index, newest first, and the default one (the latest comparable year). */
export const indexYearsSchema = z.object({
  years: z.array(indexYearSchema),
  default_year: z.number().int().nullable(),
});
export type IndexYears = z.infer<typeof indexYearsSchema>;

/** The choices the sensitivity analysis changes, one at a time. */
export const SENSITIVITY_CHOICES = ['window_3', 'window_7', 'no_log', 'min_max', 'z_scores', 'geometric', 'leave_out'] as const;

/** How one pillar of the index agrees with the reference (SDSN Sustainable Development Report goal scores). */
export const validationPillarSchema = z.object({
  /** A pillar's slug, or 'index' for the overall index against the mean of the four goal scores. */
  target: z.string(),
  /** The reference: 'SDG 6', 'SDG 7', 'SDG 2', 'SDG 15', or their mean. */
  reference: z.string(),
  /** Countries scored by both. */
  countries: z.number().int(),
  /** Spearman's rank correlation; null with fewer than three countries. */
  rho: z.number().nullable(),
  /** The countries whose two ranks differ most, with the indicators that pull the hub's score away. */
  disagreements: z.array(
    z.object({
      country: countryRef,
      hub_rank: z.number().int(),
      reference_rank: z.number().int(),
      /** Up to three indicators of the pillar whose scores lie furthest from the median country's, in the direction of the gap. */
      drivers: z.array(z.object({ code: z.string(), name: z.string(), score: z.number(), median_score: z.number() })),
    }),
  ),
});

/** GET /indexes/methodology: the method's numbers, the uncertainty analysis and the external validation. */
export const indexMethodologySchema = z.object({
  year: z.number().int().nullable(),
  method: z.object({
    carry_forward_years: z.number().int(),
    coverage_threshold: z.number(),
    ranking_min_indicator_share: z.number(),
    max_carried_forward_share: z.number(),
    goalpost_percentiles: z.tuple([z.number(), z.number()]),
    computed_at: z.string().nullable(),
  }),
  uncertainty: z.object({
    runs: z.number().int(),
    seed: z.number().int(),
    /** Milliseconds the last analysis took, off the request path; null until it has run. */
    ms: z.number().int().nullable(),
    done_at: z.string().nullable(),
    /** Over the year's ranked countries: the median width of the 5th-95th interval (high - low), and the widest. */
    median_interval_width: z.number().nullable(),
    max_interval_width: z.number().nullable(),
    /**
     * One choice changed at a time (a 3- or 7-year window, no logs, per-year min-max or z-scores, geometric
     * means, and the three indicators whose absence moves the ranking most): Spearman's rho with the
     * method's ranking, countries moving 5 places or more, the mean change of rank. Empty until analysed.
     */
    sensitivity: z.array(
      z.object({
        choice: z.enum(SENSITIVITY_CHOICES),
        /** The indicator left out, for `leave_out`, with its name in the request's language. */
        indicator: z.object({ code: z.string(), name: z.string() }).nullable(),
        rho: z.number().nullable(),
        moved: z.number().int(),
        mean_shift: z.number(),
      }),
    ),
  }),
  validation: z.object({
    reference: z.string(),
    /** The reference's year compared (the same year, else the nearest earlier one it has). */
    reference_year: z.number().int().nullable(),
    pillars: z.array(validationPillarSchema),
  }),
});
export type IndexMethodology = z.infer<typeof indexMethodologySchema>;

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
  /** What the points measure, e.g. "Score (0-100)" or the indicator's unit, in the request's language. */
  metric: z.string(),
  /** The indicator's unit in the request's language; null for score maps. */
  unit: z.string().nullable(),
  pillar_id: z.number().int().nullable(),
  indicator_id: z.number().int().nullable(),
  /**
   * The year the map opens on: the index's default year when the map covers it well, else its newest
   * year with two thirds of its best year's countries (null without points).
   */
  default_year: z.number().int().nullable(),
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

/** A rank and its place among the year's ranked countries, as the series give them. */
const seriesRankSchema = z.object({
  /** 0..100 as a numeric string with two decimals; null without a value that year. */
  value: z.string().nullable(),
  rank: z.number().int().nullable(),
  rank_interval: rankIntervalSchema.nullable(),
  ranked_among: z.number().int(),
});

/** One year of a country's series. */
export const countrySeriesYearSchema = z.object({
  year: z.number().int(),
  /** The year is not comparable with the reference years (docs/methodology.md). */
  provisional: z.boolean(),
  /** Earliest and latest year of this country's values behind that year, and the share carried forward. */
  data_from: z.number().int().nullable(),
  data_to: z.number().int().nullable(),
  carried_forward_share: z.number(),
  index: seriesRankSchema,
  pillars: z.array(seriesRankSchema.extend({ pillar_id: z.number().int(), slug: z.string() })),
});
export type CountrySeriesYear = z.infer<typeof countrySeriesYearSchema>;

/** GET /indexes/country/{id}/series: a country's index and pillars in every year with data, oldest first. */
export const countrySeriesSchema = z.object({
  country: countryRef,
  /** The groups the country is compared with (GET /indexes/benchmarks): MENA, the OIC, its continent. */
  groups: z.array(z.enum(INDEX_REGIONS)),
  years: z.array(countrySeriesYearSchema),
});
export type CountrySeries = z.infer<typeof countrySeriesSchema>;

/** A group's figure for one measure: the unweighted mean of its members' scores, and its best member. */
const benchmarkFigureSchema = z.object({
  /** Mean of the members' 0..100 scores (ranked members for the index), unweighted by population; null without any. */
  mean: z.number().nullable(),
  /** Members with a score. */
  countries: z.number().int(),
  best: z.object({ country: countryRef, value: z.number() }).nullable(),
});

/** A group's figures in a year: the index and each pillar. */
export const regionBenchmarkSchema = z.object({
  region: z.enum(INDEX_REGIONS),
  /** The group's hub countries with any data that year. */
  members: z.number().int(),
  index: benchmarkFigureSchema,
  pillars: z.array(benchmarkFigureSchema.extend({ pillar_id: z.number().int(), slug: z.string() })),
});
export type RegionBenchmark = z.infer<typeof regionBenchmarkSchema>;

/** GET /indexes/benchmarks */
export const indexBenchmarksSchema = z.object({
  year: z.number().int().nullable(),
  regions: z.array(regionBenchmarkSchema),
});
export type IndexBenchmarks = z.infer<typeof indexBenchmarksSchema>;

/** GET /indexes/benchmarks/series: a group's mean index and pillars in every year, oldest first. */
export const benchmarkSeriesSchema = z.object({
  region: z.enum(INDEX_REGIONS),
  years: z.array(
    z.object({
      year: z.number().int(),
      provisional: z.boolean(),
      index: z.number().nullable(),
      pillars: z.array(z.object({ pillar_id: z.number().int(), slug: z.string(), mean: z.number().nullable() })),
    }),
  ),
});
export type BenchmarkSeries = z.infer<typeof benchmarkSeriesSchema>;
