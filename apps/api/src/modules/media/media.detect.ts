// Decides what an upload is from its bytes AND its name: the extension names a type, the magic bytes
// (and, for archives and text, a closer look) must agree. Anything else is refused: HTML, scripts,
// executables, macro-enabled Office documents, SVG where a field does not ask for it (where it does,
// the SVG must stay within itself and is rasterised), or a type the field does not take.
import fs from 'node:fs';
import { inspectSvg } from './media.svg.ts';
import { typeForExtension, type FileType } from './media.types.ts';
import { inspectOfficeZip } from './media.zip.ts';

/** `type`: not an accepted type (or not what its name says); `unreadable`: damaged, encrypted or unsafe. */
export type Detection = { ok: true; type: FileType } | { ok: false; reason: 'type' | 'unreadable' };

/** Bytes read from the start of a file to check its signature. */
export const HEAD_BYTES = 64;

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'latin1');
const startsWith = (head: Buffer, prefix: Buffer, offset = 0) =>
  head.length >= offset + prefix.length && head.subarray(offset, offset + prefix.length).equals(prefix);

const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** True when the first bytes are the signature of the type. */
export function magicMatches(type: FileType, head: Buffer): boolean {
  switch (type) {
    case 'pdf':
      return startsWith(head, ascii('%PDF-'));
    case 'doc':
      return startsWith(head, OLE2);
    case 'docx':
    case 'xlsx':
      return startsWith(head, ZIP);
    case 'jpeg':
      return startsWith(head, bytes(0xff, 0xd8, 0xff));
    case 'png':
      return startsWith(head, PNG);
    case 'gif':
      return startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'));
    case 'webp':
      return startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8);
    case 'csv':
      // Text has no signature; the whole file is checked by `isPlainText`.
      return true;
    case 'svg': {
      // XML text: markup from the first character (after a byte-order mark and white space); the
      // whole file is checked by `inspectSvg`.
      const text = head.toString('latin1').replace(/^\xEF\xBB\xBF/, '');
      return /^\s*</.test(text);
    }
  }
}

/** The extension of a file name (lower case, without the dot), or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Finds which needles occur anywhere in a file, reading it in chunks. */
async function fileContains(filePath: string, needles: readonly Buffer[]): Promise<boolean[]> {
  const found = needles.map(() => false);
  const overlap = Math.max(...needles.map((needle) => needle.length)) - 1;
  let tail = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    const window = Buffer.concat([tail, chunk]);
    needles.forEach((needle, index) => {
      if (!found[index] && window.includes(needle)) found[index] = true;
    });
    if (found.every(Boolean)) break;
    tail = window.subarray(Math.max(0, window.length - overlap));
  }
  return found;
}

const utf16 = (text: string) => Buffer.from(text, 'utf16le');

/**
 * A Word 97-2003 document: an OLE2 file with a WordDocument stream and no VBA project. Directory
 * entry names are UTF-16 in the file, so a byte search finds them without parsing the container.
 */
async function isPlainWordDocument(filePath: string): Promise<boolean> {
  const [word, vba] = await fileContains(filePath, [utf16('WordDocument'), utf16('_VBA_PROJECT')]);
  return Boolean(word) && !vba;
}

/** True for C0 controls other than tab, line feed and carriage return, for DEL and for C1 controls. */
function hasBinaryControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * Plain text as CSV is: valid UTF-8 throughout, no NUL or other binary control characters, and not
 * markup (HTML, SVG or XML start with '<', which no CSV file does).
 */
export async function isPlainText(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let start = true;
  try {
    for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
      const text = decoder.decode(chunk, { stream: true });
      if (hasBinaryControls(text)) return false;
      if (start) {
        const lead = text.trimStart();
        if (lead !== '') {
          if (lead.startsWith('<')) return false;
          start = false;
        }
      }
    }
    decoder.decode();
    return true;
  } catch {
    // Invalid UTF-8.
    return false;
  }
}

/**
 * The type of a stored upload, if its extension and content agree and the type is one the field
 * allows. `head` holds the first bytes of the file.
 */
export async function detectFileType(filePath: string, head: Buffer, extension: string, allowed: readonly FileType[]): Promise<Detection> {
  const claimed = typeForExtension(extension);
  if (!claimed || !allowed.includes(claimed) || !magicMatches(claimed, head)) return { ok: false, reason: 'type' };
  switch (claimed) {
    case 'docx':
    case 'xlsx': {
      const verdict = await inspectOfficeZip(filePath, claimed);
      return verdict === 'ok' ? { ok: true, type: claimed } : { ok: false, reason: verdict };
    }
    case 'doc':
      return (await isPlainWordDocument(filePath)) ? { ok: true, type: claimed } : { ok: false, reason: 'type' };
    case 'csv':
      return (await isPlainText(filePath)) ? { ok: true, type: claimed } : { ok: false, reason: 'type' };
    case 'svg': {
      // Images are at most 5 MB (checked while streaming), so the whole file is read.
      const verdict = inspectSvg(await fs.promises.readFile(filePath));
      return verdict.ok ? { ok: true, type: claimed } : { ok: false, reason: verdict.reason };
    }
    default:
      return { ok: true, type: claimed };
  }
}
