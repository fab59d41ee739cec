// Importing indicator values from a CSV or XLSX file (staff console): the limits, the JSON body and the report.
import { z } from 'zod';

/** The largest CSV file accepted, in bytes. */
export const INDICATOR_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most data rows (lines after the header) one file may hold. */
export const INDICATOR_IMPORT_MAX_ROWS = 200_000;
/** The most row errors a report lists; `errors_omitted` counts the rest. */
export const INDICATOR_IMPORT_ERRORS_MAX = 500;
/** The most entries an .xlsx archive may hold (real workbooks have a few dozen). */
export const INDICATOR_IMPORT_XLSX_MAX_ENTRIES = 1000;
/** The most bytes one part of an .xlsx (the worksheet, the shared strings) may unpack to. */
export const INDICATOR_IMPORT_XLSX_PART_MAX_BYTES = 64 * 1024 * 1024;
/** Cells beyond this column of the worksheet are ignored (the four columns are near the start). */
export const INDICATOR_IMPORT_XLSX_MAX_COLUMNS = 256;
/** The columns a file must have (header names compared case-insensitively; other columns are ignored). */
export const INDICATOR_IMPORT_COLUMNS = ['iso3', 'indicator_id', 'year', 'value'] as const;

/** The JSON alternative to a multipart upload: the CSV text itself. */
export const indicatorImportJsonBodySchema = z.object({
  csv: z.string({ error: 'imports.file_required' }).min(1, { error: 'imports.file_required' }),
});

/** One problem of the file: the 1-based line it starts on, the column (or `file`), a translated message. */
export const indicatorImportRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});

/** What importing the file would do (preview) or did (commit). */
export const indicatorImportReportSchema = z.object({
  /** Data rows read (blank lines not counted). */
  rows: z.number().int(),
  /** Rows without any error. */
  valid: z.number().int(),
  /** At most INDICATOR_IMPORT_ERRORS_MAX errors, in file order. */
  errors: z.array(indicatorImportRowErrorSchema),
  /** Errors found beyond the listed ones. */
  errors_omitted: z.number().int(),
  /** Valid rows by effect on indicator_values: new, a different value, or the same value. */
  changes: z.object({ inserted: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
});
export type IndicatorImportReport = z.infer<typeof indicatorImportReportSchema>;

/** A committed import: the report and what the recomputation of the index wrote. */
export const indicatorImportCommitSchema = indicatorImportReportSchema.extend({
  recompute: z.object({
    years: z.number().int(),
    scores: z.number().int(),
    indicator_scores: z.number().int(),
    map_points: z.number().int(),
  }),
});
export type IndicatorImportCommit = z.infer<typeof indicatorImportCommitSchema>;

/**
 * The 422 answer of a refused commit: nothing was written; `data` carries the report when the rows
 * were read, and is null when the file itself was refused (missing, too large, too many rows).
 */
export const indicatorImportRefusedSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: indicatorImportReportSchema.nullable(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
