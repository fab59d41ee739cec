// Where stored uploads live (issue 31): a folder of the data directory, or a bucket of S3-compatible
// object storage that several machines share. The media module checks uploads on local temporary files
// and moves them in here only once they passed; everything after (serving, sweeping, backup, restore)
// goes through this interface, so the two stores behave alike.
import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object as a listing shows it. */
export interface BlobEntry {
  name: string;
  modifiedAt: Date;
}

/** An object's bytes (or a range of them) and its whole size. */
export interface BlobRead {
  stream: Readable;
  size: number;
}

export interface BlobStore {
  /** The folder or the bucket, for logs and messages (never a credential). */
  readonly description: string;
  /** Makes the store ready (the folder exists, the bucket answers) or throws saying what to fix. */
  open(): Promise<void>;
  /** Stores the local file `from` as `name` and removes `from`. */
  moveIn(name: string, from: string, contentType: string): Promise<void>;
  /** Stores a copy of the local file `from` as `name`. */
  copyIn(name: string, from: string, contentType: string): Promise<void>;
  /** The size of `name`, or undefined when there is no such object. */
  size(name: string): Promise<number | undefined>;
  /** The bytes of `name` (only `range` when given; it must lie within the object), or undefined when there is no such object. */
  read(name: string, range?: ByteRange): Promise<BlobRead | undefined>;
  /** Removes objects; those already gone count as removed. */
  remove(names: readonly string[]): Promise<void>;
  /** Every object, in no particular order. */
  list(): AsyncIterable<BlobEntry>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): void;
}

/** The store cannot be used as configured (the bucket does not answer): the server does not start. */
export class BlobStoreUnavailableError extends Error {
  override name = 'BlobStoreUnavailableError';
}

/** Object names the stores accept: no separators, no leading dot, so a name never leaves the folder or the bucket's top. */
const SAFE_NAME = /^[0-9A-Za-z][0-9A-Za-z_.-]{0,199}$/;

/** Throws unless `name` is one a store may hold. */
export function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`Refusing an unexpected object name: ${JSON.stringify(name)}`);
}

/** Removes objects and ignores a failure: what is left is an orphan the media sweeper removes later. */
export async function removeObjectsQuietly(store: BlobStore, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await store.remove(names).catch(() => {});
}
