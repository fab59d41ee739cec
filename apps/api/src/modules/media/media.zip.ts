// Inspects a .docx or .xlsx (a ZIP archive) without extracting it: refuses archive bombs, unsafe
// entry names, encrypted or unreadable archives, macro-enabled documents and archives of another kind.
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type OfficeType = 'docx' | 'xlsx';
/** `type`: not the document it claims to be (or macro-enabled); `unreadable`: damaged, encrypted or unsafe. */
export type ZipVerdict = 'ok' | 'type' | 'unreadable';

export const ZIP_LIMITS = {
  maxEntries: 5_000,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
  /** An entry may expand at most this many times... */
  maxRatio: 100,
  /** ...once it is larger than this. */
  ratioAppliesAboveBytes: 1024 * 1024,
  /** [Content_Types].xml is read into memory; real ones are a few kilobytes. */
  maxContentTypesBytes: 1024 * 1024,
} as const;

const MAIN_PART: Record<OfficeType, { entry: string; contentType: string }> = {
  docx: { entry: 'word/document.xml', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' },
  xlsx: { entry: 'xl/workbook.xml', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' },
};
const CONTENT_TYPES_ENTRY = '[Content_Types].xml';
/** Parts that carry VBA macros in Office Open XML packages. */
const MACRO_PARTS = new Set(['vbaproject.bin', 'vbadata.xml', 'vbaprojectsignature.bin']);

class Refused extends Error {
  constructor(readonly verdict: Exclude<ZipVerdict, 'ok'>) {
    super(verdict);
  }
}

/** True for a relative entry name with no parent references, drive letters or backslashes. */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || name.includes('\0') || /^[a-zA-Z]:/.test(name)) return false;
  return !name.split('/').some((segment) => segment === '..');
}

async function readSmallEntry(zip: ZipFile, entry: Entry): Promise<string> {
  if (entry.uncompressedSize > ZIP_LIMITS.maxContentTypesBytes) throw new Refused('unreadable');
  // yauzl checks the declared size while inflating (validateEntrySizes), so a lying header errors.
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ZIP_LIMITS.maxContentTypesBytes) {
      stream.destroy();
      throw new Refused('unreadable');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Checks a stored upload claimed to be a .docx or .xlsx. */
export async function inspectOfficeZip(filePath: string, type: OfficeType): Promise<ZipVerdict> {
  let zip: ZipFile | undefined;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true, decodeStrings: true });
    if (zip.entryCount > ZIP_LIMITS.maxEntries) return 'unreadable';
    let total = 0;
    let contentTypes: string | undefined;
    const names = new Set<string>();
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (!isSafeEntryName(name)) return 'unreadable';
      if (entry.isEncrypted() || !entry.canDecodeFileData()) return 'unreadable';
      total += entry.uncompressedSize;
      if (total > ZIP_LIMITS.maxTotalUncompressedBytes) return 'unreadable';
      if (
        entry.uncompressedSize > ZIP_LIMITS.ratioAppliesAboveBytes &&
        entry.uncompressedSize / Math.max(entry.compressedSize, 1) > ZIP_LIMITS.maxRatio
      ) {
        return 'unreadable';
      }
      const baseName = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
      if (MACRO_PARTS.has(baseName)) return 'type';
      names.add(name);
      if (name === CONTENT_TYPES_ENTRY) contentTypes = await readSmallEntry(zip, entry);
    }
    const main = MAIN_PART[type];
    if (contentTypes === undefined || !names.has(main.entry)) return 'type';
    if (/macroEnabled/i.test(contentTypes) || !contentTypes.includes(main.contentType)) return 'type';
    return 'ok';
  } catch (error) {
    if (error instanceof Refused) return error.verdict;
    // Not a ZIP, a damaged one, or names yauzl itself refuses (absolute paths, '..').
    return 'unreadable';
  } finally {
    zip?.close();
  }
}
