// The pure rules of an import file: reading CSV with line numbers, and checking each row.
import { INDEX_YEAR_MIN } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { parseIndicatorCsv, validateRows, type ImportReferences } from './indicator-imports.csv.ts';

const refs: ImportReferences = {
  iso3: new Set(['JOR', 'EGY']),
  indicatorCodes: new Set(['wat_basic_drinking', 'en_electricity_access']),
  currentYear: 2025,
};

describe('parseIndicatorCsv', () => {
  it('reads a BOM, CRLF, quoted fields, any header case and order, and ignores extra columns', () => {
    const text = '\uFEFFValue,Note,ISO3,Indicator_ID,YEAR\r\n"99.5","a, ""quoted"" note",jor,wat_basic_drinking,2015\r\n12,x,EGY,en_electricity_access,2016\r\n';
    const { rows, problems } = parseIndicatorCsv(text);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, iso3: 'jor', indicatorId: 'wat_basic_drinking', year: '2015', value: '99.5' },
      { line: 3, iso3: 'EGY', indicatorId: 'en_electricity_access', year: '2016', value: '12' },
    ]);
  });

  it('numbers rows by the line they start on, across blank lines and quoted line breaks', () => {
    const text = 'iso3,indicator_id,year,value,note\nJOR,wat_basic_drinking,2015,1,"two\nlines"\n\nEGY,wat_basic_drinking,2015,2\n';
    expect(parseIndicatorCsv(text).rows.map((r) => r.line)).toEqual([2, 5]);
  });

  it('says which header columns are missing, and reports an unclosed quote on its line', () => {
    expect(parseIndicatorCsv('iso3,year,value\nJOR,2015,1\n').problems).toEqual([
      { row: 1, field: 'indicator_id', key: 'imports.missing_column', params: { value: 'indicator_id' } },
    ]);
    expect(parseIndicatorCsv('').problems).toEqual([{ row: 1, field: 'file', key: 'imports.empty_file' }]);
    const unclosed = parseIndicatorCsv('iso3,indicator_id,year,value\nJOR,wat_basic_drinking,2015,1\nEGY,"wat,2015,2\n');
    expect(unclosed.rows).toHaveLength(1);
    expect(unclosed.problems).toEqual([{ row: 3, field: 'file', key: 'imports.unclosed_quote' }]);
  });
});

describe('validateRows', () => {
  const row = (line: number, iso3: string, indicatorId: string, year: string, value: string) => ({ line, iso3, indicatorId, year, value });

  it('accepts known codes in any case, whole years in range and finite decimals', () => {
    const { valid, problems } = validateRows([row(2, 'jor', 'WAT_basic_drinking', '2015', '-1.5e2'), row(3, 'EGY', 'en_electricity_access', '2025', '.5')], refs);
    expect(problems).toEqual([]);
    expect(valid).toEqual([
      { line: 2, iso3: 'JOR', indicatorCode: 'wat_basic_drinking', year: 2015, value: -150 },
      { line: 3, iso3: 'EGY', indicatorCode: 'en_electricity_access', year: 2025, value: 0.5 },
    ]);
  });

  it('reports each bad cell with its line: unknown country and indicator, bad numbers, years out of range, duplicates', () => {
    const { valid, problems } = validateRows(
      [
        row(2, 'XXX', 'wat_basic_drinking', '2015', '1'),
        row(3, 'JOR', 'nope', '2015', '1'),
        row(4, 'JOR', 'wat_basic_drinking', '2015', 'abc'),
        row(5, 'JOR', 'wat_basic_drinking', '1800', '1'),
        row(6, 'JOR', 'wat_basic_drinking', '2026', '1'),
        row(7, 'JOR', 'en_electricity_access', '2015', '1'),
        row(8, 'jor', 'EN_ELECTRICITY_ACCESS', '2015', '2'),
        row(9, 'EGY', 'wat_basic_drinking', '20.5', ''),
      ],
      refs,
    );
    expect(valid.map((v) => v.line)).toEqual([7]);
    expect(problems).toEqual([
      { row: 2, field: 'iso3', key: 'imports.unknown_country', params: { value: 'XXX' } },
      { row: 3, field: 'indicator_id', key: 'imports.unknown_indicator', params: { value: 'nope' } },
      { row: 4, field: 'value', key: 'imports.invalid_value', params: { value: 'abc' } },
      { row: 5, field: 'year', key: 'imports.year_out_of_range', params: { value: 1800, minimum: INDEX_YEAR_MIN, maximum: 2025 } },
      { row: 6, field: 'year', key: 'imports.year_out_of_range', params: { value: 2026, minimum: INDEX_YEAR_MIN, maximum: 2025 } },
      { row: 8, field: 'row', key: 'imports.duplicate_row', params: { line: 7 } },
      { row: 9, field: 'year', key: 'imports.invalid_year', params: { value: '20.5' } },
      { row: 9, field: 'value', key: 'imports.missing_cell' },
    ]);
  });

  it.each(['NaN', 'Infinity', '-Infinity', '1e400', '0x10', '1,5', '1 000', ''])('refuses %j as a value', (value) => {
    const { valid, problems } = validateRows([row(2, 'JOR', 'wat_basic_drinking', '2015', value)], refs);
    expect(valid).toEqual([]);
    expect(problems.map((p) => p.field)).toEqual(['value']);
  });
});
