// Reading an .xlsx import: workbooks built here with fflate's zipSync (a real minimal package: content
// types, relationships, workbook, worksheet, shared strings), and hostile archives: zip bombs with
// honest and lying sizes, too many entries, a ZIP that is not a workbook, damaged bytes.
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseIndicatorRecords } from './indicator-imports.csv.ts';
import { columnOf, decodeXmlText, readXlsxRows, XLSX_LIMITS, XlsxError } from './indicator-imports.xlsx.ts';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

interface WorkbookParts {
  sheet: string;
  sharedStrings?: string[];
  sheetPath?: string;
  extra?: Zippable;
}

/** A minimal but complete .xlsx package whose first sheet has the given <sheetData> content. */
function workbook({ sheet, sharedStrings, sheetPath = 'worksheets/sheet1.xml', extra = {} }: WorkbookParts): Uint8Array {
  const sst = sharedStrings
    ? `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${MAIN_NS}" count="${sharedStrings.length}">${sharedStrings.map((s) => `<si><t xml:space="preserve">${s}</t></si>`).join('')}</sst>`
    : undefined;
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Values" sheetId="1" r:id="rId7"/><sheet name="Notes" sheetId="2" r:id="rId8"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId8" Type="${REL_NS}/worksheet" Target="worksheets/notes.xml"/>` +
        `<Relationship Id="rId7" Type="${REL_NS}/worksheet" Target="${sheetPath}"/>` +
        `<Relationship Id="rId9" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    [`xl/${sheetPath}`]: strToU8(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><sheetData>${sheet}</sheetData></worksheet>`),
    'xl/worksheets/notes.xml': strToU8(`<worksheet xmlns="${MAIN_NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>not this sheet</t></is></c></row></sheetData></worksheet>`),
    ...(sst ? { 'xl/sharedStrings.xml': strToU8(sst) } : {}),
    ...extra,
  });
}

const s = (ref: string, index: number) => `<c r="${ref}" t="s"><v>${index}</v></c>`;
const n = (ref: string, value: string | number) => `<c r="${ref}"><v>${value}</v></c>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** What the reader refuses with, or 'ok'. */
function verdict(bytes: Uint8Array, limits = XLSX_LIMITS): string {
  try {
    readXlsxRows(bytes, limits);
    return 'ok';
  } catch (error) {
    if (error instanceof XlsxError) return error.reason;
    throw error;
  }
}

/** The offset of an entry's data, from its local header. */
function dataOffset(zip: Uint8Array, name: string): number {
  const view = new DataView(zip.buffer, zip.byteOffset);
  const target = strToU8(name);
  for (let at = 0; at + 30 < zip.length; at += 1) {
    if (view.getUint32(at, true) !== 0x04034b50) continue;
    const length = view.getUint16(at + 26, true);
    if (length === target.length && zip.subarray(at + 30, at + 30 + length).every((b, i) => b === target[i])) return at + 30 + length + view.getUint16(at + 28, true);
  }
  throw new Error(`no entry ${name}`);
}

/** A worksheet part of `bytes` spaces, deflated quickly (bombs compress well at any level). */
const spaces = (bytes: number): Zippable => ({ 'xl/worksheets/sheet1.xml': [new Uint8Array(bytes).fill(0x20), { level: 1 }] });

/** Rewrites the declared uncompressed size of an entry in the central directory (a lying archive). */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  const target = strToU8(name);
  for (let at = 0; at + 46 < copy.length; at += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    if (length === target.length && copy.subarray(at + 46, at + 46 + length).every((b, i) => b === target[i])) {
      view.setUint32(at + 24, size, true);
      return copy;
    }
  }
  throw new Error(`no entry ${name}`);
}

describe('readXlsxRows', () => {
  it('reads shared strings, inline strings and numbers from the first sheet, with the header in any order', () => {
    const bytes = workbook({
      sharedStrings: ['value', 'ISO3', 'indicator_id', 'Year', 'JOR', 'wat_basic_drinking', 'Al &amp; &#x623;'],
      sheet:
        `<row r="1">${s('A1', 0)}${s('B1', 1)}${s('C1', 2)}${s('D1', 3)}${s('E1', 6)}</row>` +
        `<row r="2">${n('A2', '99.010000000000005')}${s('B2', 4)}${s('C2', 5)}${n('D2', 2015)}</row>` +
        // An empty row is skipped; row numbers stay those of the sheet.
        `<row r="3"><c r="A3" s="1"/></row>` +
        `<row r="4">${n('A4', '1E-3')}${inline('B4', 'egy')}${inline('C4', 'wat_basic_drinking')}${n('D4', 2016)}</row>`,
    });
    const records = readXlsxRows(bytes);
    expect(records).toEqual([
      { line: 1, cells: ['value', 'ISO3', 'indicator_id', 'Year', 'Al & أ'], closed: true },
      { line: 2, cells: ['99.010000000000005', 'JOR', 'wat_basic_drinking', '2015'], closed: true },
      { line: 4, cells: ['1E-3', 'egy', 'wat_basic_drinking', '2016'], closed: true },
    ]);
    expect(parseIndicatorRecords(records)).toEqual({
      problems: [],
      rows: [
        { line: 2, iso3: 'JOR', indicatorId: 'wat_basic_drinking', year: '2015', value: '99.010000000000005' },
        { line: 4, iso3: 'egy', indicatorId: 'wat_basic_drinking', year: '2016', value: '1E-3' },
      ],
    });
  });

  it('places cells by their reference, leaving gaps empty, and follows the relationship to the first sheet', () => {
    const bytes = workbook({
      sheetPath: 'worksheets/values-sheet.xml',
      sheet: `<row r="1">${inline('A1', 'iso3')}${inline('C1', 'year')}</row><row r="2">${inline('A2', 'JOR')}<c r="C2" t="b"><v>1</v></c><c r="D2" t="e"><v>#N/A</v></c></row>`,
    });
    expect(readXlsxRows(bytes)).toEqual([
      { line: 1, cells: ['iso3', '', 'year'], closed: true },
      { line: 2, cells: ['JOR', '', 'TRUE', '#N/A'], closed: true },
    ]);
  });

  it('reads no further than one row past the row limit', () => {
    const rows = Array.from({ length: 10 }, (_, i) => `<row r="${i + 1}">${n(`A${i + 1}`, i)}</row>`).join('');
    expect(readXlsxRows(workbook({ sheet: rows }), { ...XLSX_LIMITS, maxRows: 3 })).toHaveLength(5);
  });

  it('refuses a zip bomb by its declared size, before unpacking it', () => {
    // 16 MB of spaces in a worksheet of about 16 KB, against a 1 MB cap per part.
    const bomb = workbook({ sheet: '', extra: spaces(16 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(verdict(bomb, { ...XLSX_LIMITS, maxPartBytes: 1024 * 1024 })).toBe('too_large');
  });

  it('stops unpacking a zip bomb that understates its size, as soon as the output passes it', () => {
    const bomb = declareSize(workbook({ sheet: '', extra: spaces(16 * 1024 * 1024) }), 'xl/worksheets/sheet1.xml', 2048);
    const started = performance.now();
    expect(verdict(bomb)).toBe('unreadable');
    // Unpacking all 16 MB would take far longer than stopping at the first slice past 2 KB.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses an archive with more entries than allowed', () => {
    const extra: Zippable = {};
    for (let i = 0; i < 10; i += 1) extra[`xl/media/image${i}.png`] = new Uint8Array([i]);
    const bytes = workbook({ sheet: '', extra });
    expect(verdict(bytes, { ...XLSX_LIMITS, maxEntries: 12 })).toBe('unreadable');
    expect(verdict(bytes, { ...XLSX_LIMITS, maxEntries: 20 })).toBe('ok');
  });

  it('refuses a ZIP that is not a workbook, damaged bytes, and text that is not a ZIP', () => {
    expect(verdict(zipSync({ 'word/document.xml': strToU8('<w:document/>'), 'hello.txt': strToU8('hello') }))).toBe('unreadable');
    const good = workbook({ sheet: `<row r="1">${inline('A1', 'iso3')}</row>` });
    expect(verdict(good.subarray(0, good.length - 30))).toBe('unreadable');
    const corrupt = good.slice();
    const data = dataOffset(corrupt, 'xl/worksheets/sheet1.xml');
    corrupt.fill(0x55, data, data + 8);
    expect(verdict(corrupt)).toBe('unreadable');
    expect(verdict(strToU8('iso3,indicator_id,year,value\n'))).toBe('unreadable');
  });

  it('refuses a worksheet with a DOCTYPE (no entity is ever expanded)', () => {
    const bytes = workbook({ sheet: '', extra: { 'xl/worksheets/sheet1.xml': strToU8('<!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet><sheetData/></worksheet>') } });
    expect(verdict(bytes)).toBe('unreadable');
  });
});

describe('the XML helpers', () => {
  it('decodes the five entities and character references only', () => {
    expect(decodeXmlText('a &lt;b&gt; &amp;&quot;&apos; &#65;&#x42; &nbsp;')).toBe('a <b> &"\' AB &nbsp;');
  });

  it('reads column letters of a cell reference', () => {
    expect([columnOf('A1'), columnOf('Z9'), columnOf('AA10'), columnOf('xfd1'), columnOf('12')]).toEqual([0, 25, 26, 16383, -1]);
  });
});
