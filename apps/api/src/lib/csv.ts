// CSV, one reader and one writer for the whole API (RFC 4180): the WEFE seed files, staff imports of
// indicator values, and the open-data exports.

/** A CSV record (RFC 4180) with the line it starts on; `closed` is false when a quote never ends. */
export interface CsvRecord {
  line: number;
  cells: string[];
  closed: boolean;
}

/** Splits CSV text into records, keeping line numbers (a quoted field may span lines). Blank lines are skipped. */
export function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const end = (closed: boolean) => {
    cells.push(field);
    if (touched || cells.length > 1 || field !== '') records.push({ line: start, cells, closed });
    cells = [];
    field = '';
    touched = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line += 1;
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
      touched = true;
    } else if (ch === ',') {
      cells.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      end(true);
      line += 1;
      start = line;
    } else field += ch;
  }
  if (quoted) end(false);
  else if (field !== '' || cells.length > 0 || touched) end(true);
  return records;
}

/** CSV text as rows of cells (a UTF-8 byte-order mark is dropped). */
export function parseCsv(text: string): string[][] {
  return csvRecords(text.startsWith('\uFEFF') ? text.slice(1) : text).map((record) => record.cells);
}

/** CSV rows as objects keyed by the header row. */
export function csvObjects(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** One CSV line, shared with the browser's chart downloads (packages/contract/src/csv.ts). */
export { csvLine } from '@wefe/contract';
