// The store the settings choose. The S3 client is loaded only when a bucket is configured: loading it
// took 100-190 ms of every start (measured on this machine), which an embedded hub never needs.
import type { BlobEntry, BlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
import { describeBucket, type S3Settings } from './s3-settings.ts';

/** The folder `localDir`, or the bucket of `s3` when given. */
export function chooseBlobStore(localDir: string, s3?: S3Settings): BlobStore {
  if (!s3) return createLocalBlobStore(localDir);
  let loaded: Promise<BlobStore> | undefined;
  const bucket = () => (loaded ??= import('./s3-blob-store.ts').then(({ createS3BlobStore }) => createS3BlobStore(s3)));
  return {
    description: describeBucket(s3),
    open: async () => (await bucket()).open(),
    moveIn: async (name, from, contentType) => (await bucket()).moveIn(name, from, contentType),
    copyIn: async (name, from, contentType) => (await bucket()).copyIn(name, from, contentType),
    size: async (name) => (await bucket()).size(name),
    read: async (name, range) => (await bucket()).read(name, range),
    remove: async (names) => (await bucket()).remove(names),
    async *list(): AsyncIterable<BlobEntry> {
      yield* (await bucket()).list();
    },
    close: () => void loaded?.then((store) => store.close()),
  };
}
