// Where uploads live on disk: DATA_DIR/uploads/tmp while a request checks them, DATA_DIR/uploads/files
// once a row names them. Every name is generated here; a client's file name never reaches a path.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The only names this module writes: 32 hex digits, an optional suffix (variant width), an extension. */
const STORED_NAME = /^[0-9a-f]{32}(?:-[0-9a-z]{1,12})?\.[0-9a-z]{2,8}$/;

export interface MediaStorage {
  readonly uploadsDir: string;
  readonly tmpDir: string;
  readonly filesDir: string;
  /** The path of a name in uploads/tmp; throws for a name this module would not have made. */
  tmpPath(name: string): string;
  /** The path of a name in uploads/files; throws for a name this module would not have made. */
  filePath(name: string): string;
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

/** The storage under `dataDir/uploads`; call `ensureStorageDirs` before use. */
export function createMediaStorage(dataDir: string): MediaStorage {
  const uploadsDir = path.resolve(dataDir, 'uploads');
  const tmpDir = path.join(uploadsDir, 'tmp');
  const filesDir = path.join(uploadsDir, 'files');
  return {
    uploadsDir,
    tmpDir,
    filesDir,
    tmpPath: (name) => inside(tmpDir, name),
    filePath: (name) => inside(filesDir, name),
  };
}

/** Creates uploads/tmp and uploads/files (readable by the server's user only). */
export async function ensureStorageDirs(storage: MediaStorage): Promise<void> {
  await fs.mkdir(storage.tmpDir, { recursive: true, mode: 0o700 });
  await fs.mkdir(storage.filesDir, { recursive: true, mode: 0o700 });
}

/** Removes files, ignoring those already gone. */
export async function removeQuietly(paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map((file) =>
      fs.rm(file, { force: true }).catch(() => {
        // A file that cannot be removed now is an orphan the sweeper removes later.
      }),
    ),
  );
}
