// Reads the first worksheet of an .xlsx file as rows of text cells, for indicator imports. No spreadsheet
// library: a ZIP central-directory walk, fflate's streaming inflater and a small XML scanner for the two
// parts that matter (sharedStrings.xml and the sheet). Hostile files are bounded at every step: the
// number of entries, the unpacked size of each part read (declared sizes checked first, and inflation
// stopped as soon as the output passes the cap, so a lying header cannot make us decode gigabytes:
// fflate's unzipSync keeps decoding past a declared size, which is why it is not used here), and the
// number of rows.
import {
  INDICATOR_IMPORT_MAX_ROWS,
  INDICATOR_IMPORT_XLSX_MAX_COLUMNS,
  INDICATOR_IMPORT_XLSX_MAX_ENTRIES,
  INDICATOR_IMPORT_XLSX_PART_MAX_BYTES,
} from '@wefe/contract';
import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';
import type { CsvRecord } from '../../lib/csv.ts';

/** `unreadable`: not a ZIP, damaged, encrypted, or not a workbook; `too_large`: a part unpacks past the cap. */
export class XlsxError extends Error {
  constructor(readonly reason: 'unreadable' | 'too_large') {
    super(`xlsx ${reason}`);
    this.name = 'XlsxError';
  }
}

export interface XlsxLimits {
  maxEntries: number;
  maxPartBytes: number;
  /** Data rows (after the header) read at most; one more is read so the caller can tell "too many". */
  maxRows: number;
}

export const XLSX_LIMITS: XlsxLimits = {
  maxEntries: INDICATOR_IMPORT_XLSX_MAX_ENTRIES,
  maxPartBytes: INDICATOR_IMPORT_XLSX_PART_MAX_BYTES,
  maxRows: INDICATOR_IMPORT_MAX_ROWS,
};

/** True when the bytes start with a ZIP local file header ("PK\3\4"), as every .xlsx does. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

// ---------------------------------------------------------------- ZIP

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  crc: number;
  localOffset: number;
}

const unreadable = () => new XlsxError('unreadable');

/** The entries of the archive by name, from its central directory; refuses ZIP64, encryption and too many entries. */
function zipEntries(bytes: Uint8Array, maxEntries: number): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : Number.NaN);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : Number.NaN);
  // The end record is in the last 22 + 65,535 (comment) bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (u32(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = u16(end + 10);
  let at = u32(end + 16);
  // 0xffff / 0xffffffff mean ZIP64, which no workbook within the file size limit needs.
  if (count === 0xffff || at === 0xffffffff) throw unreadable();
  if (count > maxEntries) throw unreadable();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i += 1) {
    if (u32(at) !== 0x02014b50) throw unreadable();
    const flags = u16(at + 8);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    if (at + 46 + nameLength > bytes.length) throw unreadable();
    // Bit 0: encrypted.
    if (flags & 1) throw unreadable();
    let name: string;
    try {
      name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    } catch {
      throw unreadable();
    }
    entries.set(name, { name, method: u16(at + 10), compressedSize: u32(at + 20), size: u32(at + 24), crc: u32(at + 16), localOffset: u32(at + 42) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The unpacked bytes of one entry, refused as too large when its declared size passes `maxBytes` and
 * stopped as soon as the inflated output passes it (or passes the declared size, which a damaged or
 * hostile archive may understate).
 */
function readEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  if (entry.size > maxBytes) throw new XlsxError('too_large');
  const local = entry.localOffset;
  if (local + 30 > bytes.length || new DataView(bytes.buffer, bytes.byteOffset + local, 4).getUint32(0, true) !== 0x04034b50) throw unreadable();
  const header = new DataView(bytes.buffer, bytes.byteOffset + local, 30);
  const start = local + 30 + header.getUint16(26, true) + header.getUint16(28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > bytes.length) throw unreadable();
  if (entry.method === 0) {
    if (data.length !== entry.size || crc32(data) !== entry.crc) throw unreadable();
    return data;
  }
  if (entry.method !== 8) throw unreadable();

  const out = new Uint8Array(entry.size);
  let written = 0;
  let done = false;
  const inflater = new Inflate((chunk, final) => {
    if (written + chunk.length > entry.size) throw new XlsxError(entry.size >= maxBytes ? 'too_large' : 'unreadable');
    out.set(chunk, written);
    written += chunk.length;
    if (final) done = true;
  });
  // Small slices: one slice can unpack to at most about a thousand times its size before the check above.
  const SLICE = 4096;
  try {
    for (let at = 0; at < data.length; at += SLICE) inflater.push(data.subarray(at, at + SLICE), at + SLICE >= data.length);
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof XlsxError) throw error;
    throw unreadable();
  }
  if (!done || written !== entry.size || crc32(out) !== entry.crc) throw unreadable();
  return out;
}

// ---------------------------------------------------------------- XML

interface XmlHandlers {
  open(name: string, attrs: Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  text(text: string): void;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Replaces the five XML entities and character references; anything else is left as written. */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/** The name without its namespace prefix (`x:row` is `row`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const ATTRIBUTE = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Walks an XML document calling back for each element start, end and text run. Element names reach
 * the handlers without their namespace prefix. Comments and processing instructions are skipped,
 * CDATA is text, and a DOCTYPE is refused (workbooks never have one, and no entity is ever expanded).
 */
export function scanXml(xml: string, handlers: XmlHandlers): void {
  let at = 0;
  const length = xml.length;
  while (at < length) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) {
      handlers.text(decodeXmlText(xml.slice(at)));
      return;
    }
    if (lt > at) handlers.text(decodeXmlText(xml.slice(at, lt)));
    if (xml.startsWith('<!--', lt)) {
      const close = xml.indexOf('-->', lt + 4);
      if (close < 0) throw unreadable();
      at = close + 3;
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const close = xml.indexOf(']]>', lt + 9);
      if (close < 0) throw unreadable();
      handlers.text(xml.slice(lt + 9, close));
      at = close + 3;
    } else if (xml.startsWith('<?', lt)) {
      const close = xml.indexOf('?>', lt + 2);
      if (close < 0) throw unreadable();
      at = close + 2;
    } else if (xml[lt + 1] === '!') {
      throw unreadable();
    } else {
      // The tag ends at the first '>' outside a quoted attribute value.
      let gt = lt + 1;
      let quote = '';
      for (; gt < length; gt += 1) {
        const ch = xml[gt];
        if (quote) {
          if (ch === quote) quote = '';
        } else if (ch === '"' || ch === "'") quote = ch;
        else if (ch === '>') break;
      }
      if (gt >= length) throw unreadable();
      const inner = xml.slice(lt + 1, gt);
      if (inner.startsWith('/')) handlers.close(localName(inner.slice(1).trim()));
      else {
        const selfClosing = inner.endsWith('/');
        const body = selfClosing ? inner.slice(0, -1) : inner;
        const space = body.search(/\s/);
        const name = localName(space < 0 ? body : body.slice(0, space));
        const attrs: Record<string, string> = {};
        if (space >= 0) {
          for (const match of body.slice(space).matchAll(ATTRIBUTE)) attrs[match[1]!] = decodeXmlText(match[2] ?? match[3] ?? '');
        }
        handlers.open(name, attrs, selfClosing);
        if (selfClosing) handlers.close(name);
      }
      at = gt + 1;
    }
  }
}

/** The shared strings table: each `<si>` as plain text (rich-text runs joined, phonetic runs left out). */
export function readSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  scanXml(xml, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && current !== null && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === 'si' && current !== null) {
        strings.push(current);
        current = null;
      } else if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText && current !== null) current += text;
    },
  });
  return strings;
}

/** The 0-based column of a cell reference such as "C12", or -1 when it has no column letters. */
export function columnOf(reference: string): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length && i < 4; i += 1) {
    const code = reference.charCodeAt(i);
    const letter = code >= 97 ? code - 32 : code;
    if (letter < 65 || letter > 90) break;
    column = column * 26 + (letter - 64);
  }
  return i === 0 ? -1 : column - 1;
}

/** Stops the scan once enough rows were read. */
class Enough extends Error {}

/**
 * The non-empty rows of a worksheet with their row numbers, each cell as text: shared and inline
 * strings as written, numbers as stored ("99.01", "1E-3"), booleans TRUE/FALSE, errors as shown
 * ("#N/A"). Reading stops after `maxRecords` rows.
 */
export function readSheetRows(xml: string, sharedStrings: readonly string[], maxRecords: number): CsvRecord[] {
  const records: CsvRecord[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let column = -1;
  let type = 'n';
  let value = '';
  let inline = '';
  let capture: 'v' | 'is' | null = null;
  let inInline = false;
  let phonetic = 0;

  const endCell = () => {
    let text: string;
    if (type === 's') text = sharedStrings[Number.parseInt(value, 10)] ?? '';
    else if (type === 'inlineStr') text = inline;
    else if (type === 'b') text = value.trim() === '1' ? 'TRUE' : 'FALSE';
    else text = value;
    if (column >= 0 && column < INDICATOR_IMPORT_XLSX_MAX_COLUMNS) cells[column] = text;
  };

  try {
    scanXml(xml, {
      open(name, attrs) {
        if (name === 'row') {
          const declared = Number.parseInt(attrs.r ?? '', 10);
          rowNumber = Number.isFinite(declared) && declared > 0 ? declared : rowNumber + 1;
          cells = [];
          column = -1;
        } else if (name === 'c') {
          const reference = attrs.r;
          column = reference ? columnOf(reference) : column + 1;
          type = attrs.t ?? 'n';
          value = '';
          inline = '';
        } else if (name === 'v') capture = 'v';
        else if (name === 'is') inInline = true;
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && inInline && phonetic === 0) capture = 'is';
      },
      close(name) {
        if (name === 'c') endCell();
        else if (name === 'v' || name === 't') capture = null;
        else if (name === 'is') inInline = false;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'row') {
          if (cells.some((cell) => cell !== undefined && cell.trim() !== '')) {
            records.push({ line: rowNumber, cells: Array.from(cells, (cell) => cell ?? ''), closed: true });
            if (records.length >= maxRecords) throw new Enough();
          }
        }
      },
      text(text) {
        if (capture === 'v') value += text;
        else if (capture === 'is') inline += text;
      },
    });
  } catch (error) {
    if (!(error instanceof Enough)) throw error;
  }
  return records;
}

// ---------------------------------------------------------------- workbook

/** A path inside the package from a relationship target, relative to `base` ("xl/") unless absolute. */
function partPath(base: string, target: string): string {
  const segments = (target.startsWith('/') ? target.slice(1) : `${base}${target}`).split('/');
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '..') resolved.pop();
    else if (segment !== '.' && segment !== '') resolved.push(segment);
  }
  return resolved.join('/');
}

/**
 * The rows of the first worksheet of an .xlsx file: the header row and up to `maxRows + 1` data
 * rows (so that the caller can tell a file with too many rows). Throws XlsxError.
 */
export function readXlsxRows(bytes: Uint8Array, limits: XlsxLimits = XLSX_LIMITS): CsvRecord[] {
  if (!looksLikeZip(bytes)) throw unreadable();
  const entries = zipEntries(bytes, limits.maxEntries);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const readText = (name: string): string | undefined => {
    const entry = entries.get(name);
    if (!entry) return undefined;
    try {
      return decoder.decode(readEntry(bytes, entry, limits.maxPartBytes));
    } catch (error) {
      if (error instanceof XlsxError) throw error;
      // Not UTF-8.
      throw unreadable();
    }
  };

  const workbook = readText('xl/workbook.xml');
  if (workbook === undefined) throw unreadable();
  let firstSheetRelation: string | undefined;
  scanXml(workbook, {
    open(name, attrs) {
      if (name === 'sheet' && firstSheetRelation === undefined) {
        const key = Object.keys(attrs).find((attr) => attr.endsWith(':id'));
        firstSheetRelation = key ? attrs[key] : '';
      }
    },
    close() {},
    text() {},
  });
  if (firstSheetRelation === undefined) throw unreadable();

  let sheetPath = 'xl/worksheets/sheet1.xml';
  let sharedStringsPath = 'xl/sharedStrings.xml';
  const relations = readText('xl/_rels/workbook.xml.rels');
  if (relations !== undefined) {
    scanXml(relations, {
      open(name, attrs) {
        if (name !== 'Relationship' || !attrs.Target) return;
        if (attrs.Id === firstSheetRelation) sheetPath = partPath('xl/', attrs.Target);
        else if (attrs.Type?.endsWith('/sharedStrings')) sharedStringsPath = partPath('xl/', attrs.Target);
      },
      close() {},
      text() {},
    });
  }

  const sheet = readText(sheetPath);
  if (sheet === undefined) throw unreadable();
  const shared = readText(sharedStringsPath);
  return readSheetRows(sheet, shared === undefined ? [] : readSharedStrings(shared), limits.maxRows + 2);
}
