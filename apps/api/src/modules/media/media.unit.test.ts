// Pure checks of the media module: type detection, archive inspection, names, headers, storage paths.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileType, extensionOf, HEAD_BYTES, isPlainText, magicMatches } from './media.detect.ts';
import {
  buildZip,
  deflatedZeros,
  ELF_BINARY,
  HTML_PAGE,
  makeDocm,
  makeDocx,
  makeGif,
  makeHugePngHeader,
  makeJpeg,
  makeOleDoc,
  makePdf,
  makePng,
  makeWebp,
  makeXlsx,
  SHELL_SCRIPT,
  SVG_WITH_SCRIPT,
  WINDOWS_EXE,
} from './media.fixtures.ts';
import { headerDimensions, imageWork, processImage, variantWidths } from './media.image.ts';
import { asciiFallbackName, contentDisposition, displayName } from './media.names.ts';
import { nearestVariant, parseVariants } from './media.service.ts';
import { createMediaStorage, isStoredName, newBaseName } from './media.storage.ts';
import { DOCUMENT_TYPES, IMAGE_TYPES, typeForExtension, type FileType } from './media.types.ts';
import { inspectOfficeZip, isSafeEntryName } from './media.zip.ts';

const ALL_TYPES: readonly FileType[] = [...DOCUMENT_TYPES, ...IMAGE_TYPES];
let dir: string;
let counter = 0;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-media-unit-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(content: Buffer): string {
  const file = path.join(dir, `f${counter++}`);
  fs.writeFileSync(file, content);
  return file;
}

async function detect(content: Buffer, name: string, allowed: readonly FileType[] = ALL_TYPES) {
  return detectFileType(write(content), content.subarray(0, HEAD_BYTES), extensionOf(name), allowed);
}

describe('type detection (magic bytes and extension together)', () => {
  it('accepts each real file under its own extension', async () => {
    const samples: Array<[Buffer, string, FileType]> = [
      [makePdf(), 'report.pdf', 'pdf'],
      [makeOleDoc(), 'old.doc', 'doc'],
      [makeDocx(), 'letter.DOCX', 'docx'],
      [makeXlsx(), 'data.xlsx', 'xlsx'],
      [Buffer.from('\uFEFFcountry,value\nJordan,42\nالأردن,٤٢\n'), 'values.csv', 'csv'],
      [await makeJpeg(40, 30), 'photo.jpeg', 'jpeg'],
      [await makeJpeg(40, 30), 'photo.jpg', 'jpeg'],
      [await makePng(40, 30), 'logo.png', 'png'],
      [await makeGif(40, 30), 'anim.gif', 'gif'],
      [await makeWebp(40, 30), 'pic.webp', 'webp'],
    ];
    for (const [content, name, type] of samples) {
      expect(await detect(content, name), name).toEqual({ ok: true, type });
    }
  });

  it.each([
    ['a shell script named .pdf', SHELL_SCRIPT, 'run.pdf'],
    ['an HTML page named .pdf', HTML_PAGE, 'page.pdf'],
    ['a Windows executable named .pdf', WINDOWS_EXE, 'setup.pdf'],
    ['an ELF binary named .png', ELF_BINARY, 'tool.png'],
    ['an SVG with a script named .png', SVG_WITH_SCRIPT, 'logo.png'],
    ['an SVG under its own name', SVG_WITH_SCRIPT, 'logo.svg'],
    ['an HTML page under its own name', HTML_PAGE, 'page.html'],
    ['an HTML page named .csv', HTML_PAGE, 'data.csv'],
    ['an executable under its own name', WINDOWS_EXE, 'setup.exe'],
    ['a file with no extension', makePdf(), 'report'],
  ])('refuses %s', async (_label, content, name) => {
    expect(await detect(content, name)).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a real file under the extension of another type', async () => {
    expect(await detect(await makePng(10, 10), 'photo.jpg')).toEqual({ ok: false, reason: 'type' });
    expect(await detect(makePdf(), 'sheet.xlsx')).toEqual({ ok: false, reason: 'type' });
    expect(await detect(makeDocx(), 'sheet.xlsx')).toEqual({ ok: false, reason: 'type' });
    expect(await detect(makeXlsx(), 'letter.docx')).toEqual({ ok: false, reason: 'type' });
    expect(await detect(await makeJpeg(10, 10), 'photo.webp')).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a type the field does not take', async () => {
    expect(await detect(makeDocx(), 'letter.docx', ['pdf'])).toEqual({ ok: false, reason: 'type' });
    expect(await detect(await makeGif(10, 10), 'a.gif', ['jpeg', 'png'])).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a Word 97 file with a VBA project, and an OLE file that is not a Word document', async () => {
    expect(await detect(makeOleDoc({ withMacros: true }), 'macro.doc')).toEqual({ ok: false, reason: 'type' });
    const notWord = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
    expect(await detect(notWord, 'installer.doc')).toEqual({ ok: false, reason: 'type' });
  });

  it('checks each signature exactly', () => {
    expect(magicMatches('gif', Buffer.from('GIF89a....'))).toBe(true);
    expect(magicMatches('gif', Buffer.from('GIF90a....'))).toBe(false);
    expect(magicMatches('webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe(true);
    expect(magicMatches('webp', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBe(false);
    expect(magicMatches('pdf', Buffer.from(' %PDF-1.4'))).toBe(false);
    expect(typeForExtension('JPG')).toBe('jpeg');
    expect(typeForExtension('docm')).toBeUndefined();
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
  });
});

describe('CSV text', () => {
  it.each([
    ['a NUL byte', Buffer.from('a,b\n1,\u00002\n')],
    ['a binary control character', Buffer.from('a,b\n1,\u00072\n')],
    ['invalid UTF-8', Buffer.from([0x61, 0x2c, 0x62, 0x0a, 0xc3, 0x28, 0x0a])],
    ['markup', Buffer.from('  \n<svg onload="alert(1)"></svg>')],
  ])('refuses %s', async (_label, content) => {
    expect(await isPlainText(write(content))).toBe(false);
  });

  it('accepts UTF-8 text with tabs, CRLF and Arabic, across chunk boundaries', async () => {
    const row = 'الأردن\t"Amman, JO"\t١٢٣\r\n';
    expect(await isPlainText(write(Buffer.from(row.repeat(40_000))))).toBe(true);
  });
});

describe('Office archive inspection', () => {
  const check = (content: Buffer, type: 'docx' | 'xlsx' = 'docx') => inspectOfficeZip(write(content), type);

  it('accepts real documents', async () => {
    expect(await check(makeDocx())).toBe('ok');
    expect(await check(makeXlsx(), 'xlsx')).toBe('ok');
  });

  it('refuses macro-enabled documents: by content type, or by a vbaProject.bin part', async () => {
    expect(await check(makeDocm())).toBe('type');
    expect(await check(makeXlsx({ withMacros: true }), 'xlsx')).toBe('type');
  });

  it('refuses an archive bomb: 200 MB of zeros in one entry', async () => {
    const bomb = buildZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', deflated: await deflatedZeros(200) },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await check(bomb)).toBe('unreadable');
  });

  it('refuses one entry expanding more than 100 times once above 1 MB', async () => {
    const zip = buildZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'word/document.xml', deflated: await deflatedZeros(2) }]);
    expect(await check(zip)).toBe('unreadable');
  });

  it('refuses more than 5,000 entries', async () => {
    const entries = Array.from({ length: 5_001 }, (_, i) => ({ name: `word/media/p${i}.xml`, data: Buffer.from('x'), method: 'store' as const }));
    expect(await check(buildZip(entries))).toBe('unreadable');
  });

  it('refuses encrypted entries, unsafe names and archives that are not ZIPs', async () => {
    const docxEntries = (extra: { name: string; data: Buffer; encrypted?: boolean }) => [
      { name: '[Content_Types].xml', data: Buffer.from('<Types ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
      extra,
    ];
    expect(await check(buildZip(docxEntries({ name: 'word/secret.xml', data: Buffer.from('x'), encrypted: true })))).toBe('unreadable');
    expect(await check(buildZip(docxEntries({ name: '../../etc/cron.d/x', data: Buffer.from('x') })))).toBe('unreadable');
    expect(await check(buildZip(docxEntries({ name: '/etc/passwd', data: Buffer.from('x') })))).toBe('unreadable');
    expect(await check(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]))).toBe('unreadable');
    expect(isSafeEntryName('word/../../x')).toBe(false);
    expect(isSafeEntryName('C:/x')).toBe(false);
    expect(isSafeEntryName('word\\x')).toBe(false);
    expect(isSafeEntryName('word/document.xml')).toBe(true);
  });

  it('refuses an archive without the main part or content types', async () => {
    expect(await check(buildZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]))).toBe('type');
    expect(await check(buildZip([{ name: 'hello.txt', data: Buffer.from('hi') }]))).toBe('type');
  });
});

describe('images', () => {
  it('writes the widths an image can fill, or its own width', () => {
    expect(variantWidths(2000)).toEqual([400, 800, 1600]);
    expect(variantWidths(1600)).toEqual([400, 800, 1600]);
    expect(variantWidths(1000)).toEqual([400, 800]);
    expect(variantWidths(400)).toEqual([400]);
    expect(variantWidths(250)).toEqual([250]);
  });

  it('reads PNG and GIF dimensions from the header', async () => {
    expect(headerDimensions('png', makeHugePngHeader(50_000, 50_000))).toEqual({ width: 50_000, height: 50_000 });
    expect(headerDimensions('gif', await makeGif(321, 123))).toEqual({ width: 321, height: 123 });
    expect(headerDimensions('jpeg', await makeJpeg(10, 10))).toBeUndefined();
  });

  it('decodes one uploaded image at a time, the others waiting their turn, so uploads never take both cores', async () => {
    const uploads = await Promise.all([1, 2, 3].map(async () => write(await makePng(1200, 800))));
    const head = fs.readFileSync(uploads[0]!).subarray(0, HEAD_BYTES);
    // Sampled from inside each decode (it names its outputs as it writes them), so no timing decides what is seen.
    const seen: Array<{ image: number; decoding: number; waiting: number }> = [];
    const done = uploads.map((upload, i) =>
      processImage(upload, 'png', head, path.join(dir, `main-${i}.png`), (width) => {
        seen.push({ image: i, ...imageWork() });
        return path.join(dir, `variant-${i}-${width}.webp`);
      }),
    );
    const outcomes = await Promise.all(done);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true]);
    expect(new Set(seen.map((sample) => sample.decoding))).toEqual(new Set([1]));
    const firstOf = (image: number) => seen.find((sample) => sample.image === image);
    expect([0, 1, 2].map((image) => firstOf(image)?.waiting)).toEqual([2, 1, 0]);
    expect(imageWork()).toEqual({ decoding: 0, waiting: 0 });
  });

  it('picks the nearest stored variant and ignores unexpected variant entries', () => {
    const variants = { '400': `${'a'.repeat(32)}-400.webp`, '800': `${'a'.repeat(32)}-800.webp` };
    expect(nearestVariant(variants, 1600)).toBe(variants['800']);
    expect(nearestVariant(variants, 400)).toBe(variants['400']);
    expect(nearestVariant(variants, 600)).toBe(variants['800']);
    expect(nearestVariant({}, 400)).toBeUndefined();
    expect(parseVariants(JSON.stringify({ ...variants, '1600': '../../etc/passwd', x: 'y' }))).toEqual(variants);
    expect(parseVariants('not json')).toEqual({});
  });
});

describe('display names and download headers', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\system32\\evil.pdf', 'evil.pdf'],
    ['C:\\Users\\amal\\تقرير سنوي.pdf', 'تقرير سنوي.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u2066name\u2069\u202B.pdf', 'name.pdf'],
    ['tab\tand\nnewline\u0000.pdf', 'tabandnewline.pdf'],
    ['', 'file'],
    ['..', 'file'],
    ['///', 'file'],
  ])('%j is shown as %j', (raw, shown) => {
    expect(displayName(raw, 'file')).toBe(shown);
  });

  it('caps names at 200 characters and keeps the extension', () => {
    const shown = displayName(`${'ع'.repeat(300)}.pdf`, 'file');
    expect(Array.from(shown)).toHaveLength(200);
    expect(shown.endsWith('.pdf')).toBe(true);
    expect(Array.from(displayName('😀'.repeat(250), 'file'))).toHaveLength(200);
  });

  it('encodes the real name per RFC 5987 with a plain ASCII fallback', () => {
    expect(contentDisposition('attachment', 'تقرير.pdf', 'pdf')).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent('تقرير')}.pdf`,
    );
    const header = contentDisposition('inline', `Résumé "final" (1)*';\r\n.pdf`, 'pdf');
    expect(header).toMatch(/^inline; filename="Resume _final_ \(1\)\.pdf"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(asciiFallbackName('annual report 2024.pdf', 'pdf')).toBe('annual report 2024.pdf');
    expect(asciiFallbackName('.hidden', 'csv')).toBe('hidden.csv');
  });
});

describe('storage paths', () => {
  it('makes 128-bit hex names and refuses any name it would not make', () => {
    const storage = createMediaStorage(dir);
    const name = `${newBaseName()}.pdf`;
    expect(isStoredName(name)).toBe(true);
    expect(storage.tmpPath(name)).toBe(path.join(dir, 'uploads', 'tmp', name));
    for (const bad of ['../x.pdf', `../${name}`, `${name}/../../x`, 'passwd', '/etc/passwd', `${newBaseName()}.PDF`, '']) {
      expect(() => storage.tmpPath(bad), bad).toThrow();
    }
  });
});
