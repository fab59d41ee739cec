// The file types the hub accepts, and the shape of an upload between reading and storing.
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from '@wefe/contract';

export type MediaKind = 'document' | 'image';

/** Every accepted type: its kind, the extensions a name may carry, the stored extension and MIME type. */
export const FILE_TYPES = {
  pdf: { kind: 'document', extensions: ['pdf'], stored: 'pdf', mime: 'application/pdf' },
  doc: { kind: 'document', extensions: ['doc'], stored: 'doc', mime: 'application/msword' },
  docx: {
    kind: 'document',
    extensions: ['docx'],
    stored: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    kind: 'document',
    extensions: ['xlsx'],
    stored: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  csv: { kind: 'document', extensions: ['csv'], stored: 'csv', mime: 'text/csv' },
  jpeg: { kind: 'image', extensions: ['jpg', 'jpeg'], stored: 'jpg', mime: 'image/jpeg' },
  png: { kind: 'image', extensions: ['png'], stored: 'png', mime: 'image/png' },
  gif: { kind: 'image', extensions: ['gif'], stored: 'gif', mime: 'image/gif' },
  webp: { kind: 'image', extensions: ['webp'], stored: 'webp', mime: 'image/webp' },
  // Never stored as sent: rasterised to a PNG (and WebP variants), so no script or markup survives.
  svg: { kind: 'image', extensions: ['svg'], stored: 'png', mime: 'image/png' },
} as const satisfies Record<string, { kind: MediaKind; extensions: readonly string[]; stored: string; mime: string }>;

export type FileType = keyof typeof FILE_TYPES;
export type DocumentType = { [T in FileType]: (typeof FILE_TYPES)[T]['kind'] extends 'document' ? T : never }[FileType];
export type ImageType = Exclude<FileType, DocumentType>;

export const DOCUMENT_TYPES: readonly DocumentType[] = ['pdf', 'doc', 'docx', 'csv', 'xlsx'];
/** The image types a field takes unless its spec says otherwise: SVG only where a form asks for it. */
export const IMAGE_TYPES: readonly ImageType[] = ['jpeg', 'png', 'gif', 'webp'];
/** Every image type, SVG included (rasterised on upload). */
export const IMAGE_TYPES_WITH_SVG: readonly ImageType[] = [...IMAGE_TYPES, 'svg'];

/** The largest file of each kind, in bytes. */
export const MAX_BYTES: Record<MediaKind, number> = { document: DOCUMENT_MAX_BYTES, image: IMAGE_MAX_BYTES };

/** Images larger than this many pixels are refused before they are decoded. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Widths of the WebP variants written for every image (never upscaled). */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;

/** The type a file name's extension claims, if it is one we accept. */
export function typeForExtension(extension: string): FileType | undefined {
  const wanted = extension.toLowerCase();
  return (Object.keys(FILE_TYPES) as FileType[]).find((type) => (FILE_TYPES[type].extensions as readonly string[]).includes(wanted));
}

/**
 * A checked upload still in uploads/tmp: what `readMultipart` answers and `persist` stores.
 * Images have been re-encoded (no metadata, no trailing bytes) and have WebP variants.
 */
export interface PendingFile {
  /** The form field it came in. */
  readonly field: string;
  readonly kind: MediaKind;
  readonly type: FileType;
  readonly mimeType: string;
  /** The client's file name made safe for display; never used on disk. */
  readonly originalName: string;
  readonly sizeBytes: number;
  readonly width: number | null;
  readonly height: number | null;
  /** The file in uploads/tmp. */
  readonly tmpName: string;
  /** Image variants in uploads/tmp, by width. */
  readonly variantTmpNames: Readonly<Record<string, string>>;
  /** Set by `persist`: the names it moved into the store (uploads/files or the bucket) and the row it wrote. */
  stored?: { names: string[]; rowId: number | null };
}
