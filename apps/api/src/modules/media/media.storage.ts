// Where uploads live: DATA_DIR/uploads/tmp while a request checks them, then the files' store once a
// row names them (the folder DATA_DIR/uploads/files, or an S3 bucket: lib/blob-store). Every name is
// generated here; a client's file name never reaches a path or a key.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../../lib/blob-store/blob-store.ts';
import { chooseBlobStore } from '../../lib/blob-store/choose-blob-store.ts';
import type { S3Settings } from '../../lib/blob-store/s3-settings.ts';

/** The only names this module writes: 32 hex digits, an optional suffix (variant width), an extension. */
const STORED_NAME = /^[0-9a-f]{32}(?:-[0-9a-z]{1,12})?\.[0-9a-z]{2,8}$/;

export interface MediaStorage {
  /** DATA_DIR/uploads, on this machine whichever store holds the files. */
  readonly uploadsDir: string;
  /** DATA_DIR/uploads/tmp: uploads are checked here (type, size, re-encoding) before they are stored. */
  readonly tmpDir: string;
  /** Where checked uploads are kept: the folder uploads/files, or the S3 bucket when S3_BUCKET is set. */
  readonly files: BlobStore;
  /** The path of a name in uploads/tmp; throws for a name this module would not have made. */
  tmpPath(name: string): string;
}

/** A fresh random base name: 128 bits, so names can neither be guessed nor collide. */
export function newBaseName(): string {
  return randomBytes(16).toString('hex');
}

/** True for a name this module could have generated (and so may read or delete). */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** The base (first 32 hex digits) of a stored name, shared by a file and its variants. */
export function baseOfStoredName(name: string): string {
  return name.slice(0, 32);
}

function inside(dir: string, name: string): string {
  if (!isStoredName(name)) throw new Error(`Refusing an unexpected upload file name: ${JSON.stringify(name)}`);
  const full = path.resolve(dir, name);
  // The pattern already forbids separators and dots at the start; this guards against future changes.
  if (path.dirname(full) !== dir) throw new Error('Refusing a path outside the uploads directory');
  return full;
}

/** The storage under `dataDir/uploads`, its files in `s3`'s bucket when given; call `openMediaStorage` before use. */
export function createMediaStorage(dataDir: string, s3?: S3Settings): MediaStorage {
  const uploadsDir = path.resolve(dataDir, 'uploads');
  const tmpDir = path.join(uploadsDir, 'tmp');
  return {
    uploadsDir,
    tmpDir,
    files: chooseBlobStore(path.join(uploadsDir, 'files'), s3),
    tmpPath: (name) => inside(tmpDir, name),
  };
}

/** Creates uploads/tmp (readable by the server's user only) and opens the files' store. */
export async function openMediaStorage(storage: MediaStorage): Promise<void> {
  await fs.mkdir(storage.tmpDir, { recursive: true, mode: 0o700 });
  await storage.files.open();
}

/** Removes local (temporary) files, ignoring those already gone. */
export async function removeQuietly(paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map((file) =>
      fs.rm(file, { force: true }).catch(() => {
        // A file that cannot be removed now is an orphan the sweeper removes later.
      }),
    ),
  );
}
