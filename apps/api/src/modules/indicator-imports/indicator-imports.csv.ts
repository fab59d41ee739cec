// Pure rules of an indicator-value import: reading the file (CSV text or an .xlsx workbook's first
// sheet, with line numbers) and checking each row. No database here: the service hands in the known
// countries and indicators.
import { INDEX_YEAR_MAX, INDEX_YEAR_MIN, INDICATOR_IMPORT_COLUMNS } from '@wefe/contract';
import { csvRecords, type CsvRecord } from '../../lib/csv.ts';
import type { MessageKey, MessageParams } from '../../lib/i18n.ts';

/** One problem: the 1-based line of the file, the column (or `file`), a message key and its values. */
export interface ImportProblem {
  row: number;
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

/** A data row as written in the file (cells trimmed), with the line it starts on. */
export interface ImportRow {
  line: number;
  iso3: string;
  indicatorId: string;
  year: string;
  value: string;
}

/** A row that passed every check, ready to write. */
export interface ValidRow {
  line: number;
  iso3: string;
  indicatorCode: string;
  year: number;
  value: number;
}

type Column = (typeof INDICATOR_IMPORT_COLUMNS)[number];

/**
 * Reads an import file: a header naming iso3, indicator_id, year and value (any case, any order,
 * other columns ignored; a UTF-8 byte-order mark is dropped), then one value a line. Answers the
 * data rows and the problems of the file itself (no header, a missing column, an unclosed quote).
 */
export function parseIndicatorCsv(text: string): { rows: ImportRow[]; problems: ImportProblem[] } {
  return parseIndicatorRecords(csvRecords(text.startsWith('\uFEFF') ? text.slice(1) : text));
}

/**
 * Reads import records (CSV lines or worksheet rows, numbered as the user sees them): the first is the
 * header, as for `parseIndicatorCsv`.
 */
export function parseIndicatorRecords(records: readonly CsvRecord[]): { rows: ImportRow[]; problems: ImportProblem[] } {
  const [header, ...data] = records;
  if (!header) return { rows: [], problems: [{ row: 1, field: 'file', key: 'imports.empty_file' }] };
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const index = {} as Record<Column, number>;
  const problems: ImportProblem[] = [];
  for (const column of INDICATOR_IMPORT_COLUMNS) {
    index[column] = names.indexOf(column);
    if (index[column] < 0) problems.push({ row: header.line, field: column, key: 'imports.missing_column', params: { value: column } });
  }
  if (problems.length > 0) return { rows: [], problems };
  const rows: ImportRow[] = [];
  for (const record of data) {
    if (!record.closed) {
      problems.push({ row: record.line, field: 'file', key: 'imports.unclosed_quote' });
      continue;
    }
    const cell = (column: Column) => (record.cells[index[column]] ?? '').trim();
    rows.push({ line: record.line, iso3: cell('iso3'), indicatorId: cell('indicator_id'), year: cell('year'), value: cell('value') });
  }
  return { rows, problems };
}

/** What validation needs to know: the ISO3 codes of the countries, the indicator codes, this year. */
export interface ImportReferences {
  iso3: ReadonlySet<string>;
  indicatorCodes: ReadonlySet<string>;
  currentYear: number;
}

// A plain decimal number, as spreadsheets write them: no thousands separators, no hex, no 'Infinity'.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Checks every row: a known country (ISO3, any case), a known indicator code, a whole year within
 * INDEX_YEAR_MIN..INDEX_YEAR_MAX and not after this year, a finite number, and no second row for the
 * same country, indicator and year. Answers the valid rows and every problem, in file order.
 */
export function validateRows(rows: readonly ImportRow[], refs: ImportReferences): { valid: ValidRow[]; problems: ImportProblem[] } {
  const valid: ValidRow[] = [];
  const problems: ImportProblem[] = [];
  const firstLine = new Map<string, number>();
  const maxYear = Math.min(INDEX_YEAR_MAX, refs.currentYear);
  for (const row of rows) {
    const found: ImportProblem[] = [];
    const problem = (field: string, key: MessageKey, params?: MessageParams) => found.push({ row: row.line, field, key, ...(params ? { params } : {}) });

    const iso3 = row.iso3.toUpperCase();
    if (iso3 === '') problem('iso3', 'imports.missing_cell');
    else if (!refs.iso3.has(iso3)) problem('iso3', 'imports.unknown_country', { value: row.iso3 });

    const code = row.indicatorId.toLowerCase();
    if (code === '') problem('indicator_id', 'imports.missing_cell');
    else if (!refs.indicatorCodes.has(code)) problem('indicator_id', 'imports.unknown_indicator', { value: row.indicatorId });

    const year = Number(row.year);
    if (row.year === '') problem('year', 'imports.missing_cell');
    else if (!/^\d{1,4}$/.test(row.year)) problem('year', 'imports.invalid_year', { value: row.year });
    else if (year < INDEX_YEAR_MIN || year > maxYear) problem('year', 'imports.year_out_of_range', { value: year, minimum: INDEX_YEAR_MIN, maximum: maxYear });

    const value = Number(row.value);
    if (row.value === '') problem('value', 'imports.missing_cell');
    else if (!DECIMAL.test(row.value) || !Number.isFinite(value)) problem('value', 'imports.invalid_value', { value: row.value });

    // A second row for the same key is refused even when the first is invalid for another reason.
    if (iso3 !== '' && code !== '' && /^\d{1,4}$/.test(row.year)) {
      const key = `${iso3}|${code}|${year}`;
      const first = firstLine.get(key);
      if (first === undefined) firstLine.set(key, row.line);
      else problem('row', 'imports.duplicate_row', { line: first });
    }

    if (found.length > 0) problems.push(...found);
    else valid.push({ line: row.line, iso3, indicatorCode: code, year, value });
  }
  return { valid, problems };
}
