// Storing, removing and serving uploads. Files move into the store (uploads/files or the bucket) under
// fresh server names BEFORE their row is written, so a row never names a missing file; a file without
// a row is an orphan the sweeper removes.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { removeObjectsQuietly } from '../../lib/blob-store/blob-store.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { rangeAsked } from '../../lib/http-range.ts';
import { canRead } from './media.policy.ts';
import { contentDisposition } from './media.names.ts';
import { createMediaRepo, type MediaFileRow } from './media.repo.ts';
import { isStoredName, newBaseName, removeQuietly, type MediaStorage } from './media.storage.ts';
import { FILE_TYPES, type PendingFile } from './media.types.ts';

/** Headers of every served file: never sniffed, never run as a page nor framed (caching: lib/cache-policy.ts). */
export const SERVE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
} as const;

/** The variants column (`{"400": "name-400.webp"}`) as a map; anything unexpected is ignored. */
export function parseVariants(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([width, name]) => /^\d{1,5}$/.test(width) && typeof name === 'string' && isStoredName(name)),
    ) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The stored variant whose width is nearest the one asked for (the larger on a tie). */
export function nearestVariant(variants: Record<string, string>, width: number): string | undefined {
  const widths = Object.keys(variants).map(Number);
  if (widths.length === 0) return undefined;
  const best = widths.reduce((a, b) => {
    const da = Math.abs(a - width);
    const db = Math.abs(b - width);
    return db < da || (db === da && b > a) ? b : a;
  });
  return variants[String(best)];
}

function storedNamesOf(row: Pick<MediaFileRow, 'storedName' | 'variants'>): string[] {
  return [row.storedName, ...Object.values(parseVariants(row.variants))];
}

function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`;
}

export interface ServedFile {
  /** 200 for the whole file, 206 for the range asked. */
  status: 200 | 206;
  stream: Readable;
  headers: Record<string, string>;
}

/** Builds the media service over its storage; `publicUrl` makes file URLs absolute. */
export function createMediaService(storage: MediaStorage, options: { publicUrl?: string } = {}) {
  const origin = (options.publicUrl ?? '').replace(/\/+$/, '');

  const tmpPathsOf = (file: PendingFile) => [file.tmpName, ...Object.values(file.variantTmpNames)].map((name) => storage.tmpPath(name));
  const removeStored = (names: readonly string[]) => removeObjectsQuietly(storage.files, names);

  /** Removes the temp files of uploads that were not stored (harmless for stored ones). */
  async function discard(files: readonly PendingFile[]): Promise<void> {
    await removeQuietly(files.flatMap(tmpPathsOf));
  }

  /**
   * Stores a checked upload: moves its temp file (and image variants) to fresh names in the store,
   * then writes its row with `db` (pass the transaction). If the row cannot be
   * written the moved files are removed. Answers the row.
   */
  async function persist(db: Db, file: PendingFile, ownerId: number | null, visibility: MediaFileRow['visibility'] = 'private'): Promise<MediaFileRow> {
    if (file.stored) throw new Error(`The upload of field '${file.field}' is already stored`);
    const base = newBaseName();
    const storedName = `${base}.${FILE_TYPES[file.type].stored}`;
    const moves: Array<[from: string, to: string, contentType: string]> = [[file.tmpName, storedName, file.mimeType]];
    const variants: Record<string, string> = {};
    for (const [width, tmpName] of Object.entries(file.variantTmpNames)) {
      const name = `${base}-${width}.webp`;
      moves.push([tmpName, name, 'image/webp']);
      variants[width] = name;
    }
    const moved: string[] = [];
    try {
      for (const [from, to, contentType] of moves) {
        // Counted before the move ends: an upload to a bucket that fails half-way may have left an object.
        moved.push(to);
        await storage.files.moveIn(to, storage.tmpPath(from), contentType);
      }
      file.stored = { names: moved, rowId: null };
      const row = await createMediaRepo(db).insert({
        kind: file.kind,
        storedName,
        originalName: file.originalName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        width: file.width,
        height: file.height,
        variants: file.kind === 'image' ? JSON.stringify(variants) : null,
        ownerId,
        visibility,
      });
      file.stored.rowId = row.id;
      return row;
    } catch (error) {
      await removeStored(moved);
      file.stored = undefined;
      throw error;
    }
  }

  /**
   * Deletes rows and then their files (a file left behind is an orphan for the sweeper). The files go
   * at once: call it with the database itself, or after the transaction that deleted the rows commits.
   */
  async function remove(db: Db, ids: readonly number[]): Promise<number> {
    const rows = await createMediaRepo(db).deleteByIds(ids);
    await removeStored(rows.flatMap(storedNamesOf));
    return rows.length;
  }

  /**
   * Runs `work` (validation, then the transaction that calls `persist`) and cleans up after it:
   * temp files are always removed; if `work` throws, the files `persist` moved are removed too, with
   * any of their rows that were written outside the rolled-back transaction. Keep steps that may
   * fail after the commit (mail...) out of `work`, or their failure would remove committed files.
   */
  async function withUploads<T>(db: Db, files: readonly PendingFile[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const stored = files.filter((file) => file.stored);
      try {
        await createMediaRepo(db).deleteByIds(stored.flatMap((file) => (file.stored?.rowId ? [file.stored.rowId] : [])));
        await removeStored(stored.flatMap((file) => file.stored?.names ?? []));
        for (const file of stored) file.stored = undefined;
      } catch {
        // The database is unreachable: files that may still have rows stay; orphans are swept later.
      }
      throw error;
    } finally {
      await discard(files);
    }
  }

  /** The URL a client fetches the file (or its nearest variant of `width`) from. */
  function publicUrl(row: Pick<MediaFileRow, 'id' | 'kind'>, width?: number): string {
    const query = width !== undefined && row.kind === 'image' ? `?w=${width}` : '';
    return `${origin}/api/media/${row.id}${query}`;
  }

  /** A stored file as answers show it. */
  function present(row: MediaFileRow) {
    const variants = parseVariants(row.variants);
    return {
      id: row.id,
      url: publicUrl(row),
      name: row.originalName,
      mime_type: row.mimeType,
      size: row.sizeBytes,
      width: row.width,
      height: row.height,
      variants: Object.fromEntries(Object.keys(variants).map((width) => [width, publicUrl(row, Number(width))])),
    };
  }

  /**
   * Opens a stored file for an answer, or its variant nearest `width` for images; one byte range of it
   * when the request asks (Range). Unknown ids, files the request may not read and files missing from
   * the store all answer 404.
   */
  async function open(db: Db, id: number, request: FastifyRequest, width?: number): Promise<ServedFile> {
    const row = await createMediaRepo(db).findById(id);
    if (!row || !canRead(row, request)) throw notFound();
    let name = row.storedName;
    let mimeType = row.mimeType;
    let downloadName = row.originalName;
    if (row.kind === 'image' && width !== undefined) {
      const variant = nearestVariant(parseVariants(row.variants), width);
      if (variant) {
        name = variant;
        mimeType = 'image/webp';
        downloadName = withExtension(row.originalName, 'webp');
      }
    }
    const extension = name.slice(name.lastIndexOf('.') + 1);
    const headers: Record<string, string> = {
      ...SERVE_HEADERS,
      'Content-Type': mimeType === 'text/csv' ? 'text/csv; charset=utf-8' : mimeType,
      'Content-Disposition': contentDisposition(row.kind === 'document' ? 'attachment' : 'inline', downloadName, extension),
      'Accept-Ranges': 'bytes',
    };
    // If-Range would need a validator the hub does not send: such a request gets the whole file.
    const rangeHeader = request.headers['if-range'] === undefined ? request.headers.range : undefined;
    if (rangeHeader !== undefined) {
      const size = await storage.files.size(name);
      if (size === undefined) throw notFound();
      const asked = rangeAsked(rangeHeader, size);
      if (asked.kind === 'unsatisfiable') throw new AppError(416, 'errors.range_not_satisfiable', { headers: { 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${size}` } });
      if (asked.kind === 'part') {
        const part = await storage.files.read(name, asked.range);
        if (!part) throw notFound();
        const { start, end } = asked.range;
        return { status: 206, stream: part.stream, headers: { ...headers, 'Content-Length': String(end - start + 1), 'Content-Range': `bytes ${start}-${end}/${size}` } };
      }
    }
    const whole = await storage.files.read(name);
    if (!whole) throw notFound();
    return { status: 200, stream: whole.stream, headers: { ...headers, 'Content-Length': String(whole.size) } };
  }

  /** Gives stored files their owner (an account created after its files were checked and stored). */
  async function claim(db: Db, ids: readonly number[], ownerId: number): Promise<void> {
    await createMediaRepo(db).setOwner(ids, ownerId);
  }

  /** Makes files public (content approved) or private again (content back under review). */
  async function setVisibility(db: Db, ids: ReadonlyArray<number | null | undefined>, visibility: MediaFileRow['visibility']): Promise<void> {
    await createMediaRepo(db).setVisibility(ids.filter((id): id is number => typeof id === 'number'), visibility);
  }

  return { storage, persist, claim, setVisibility, discard, withUploads, remove, publicUrl, present, open };
}

export type MediaService = ReturnType<typeof createMediaService>;
