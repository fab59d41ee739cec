// Objects in a bucket of S3-compatible storage (AWS S3, MinIO, Ceph, Garage...), for hubs on several
// machines: every instance reads and writes the same bucket. The AWS SDK v3 signs and retries.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { assertSafeName, BlobStoreUnavailableError, type BlobEntry, type BlobStore } from './blob-store.ts';
import { describeBucket, type S3Settings } from './s3-settings.ts';

const CONNECT_TIMEOUT_MS = 5_000;
const IDLE_TIMEOUT_MS = 120_000;
const MAX_CONNECTIONS = 256;
/** Uploads are sent up to this many times, the waits between growing from PUT_RETRY_AFTER_MS. */
const PUT_ATTEMPTS = 3;
const PUT_RETRY_AFTER_MS = 200;

/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

/** What went wrong, for logs and messages: the S3 error's name and status, or the network error's message. */
function reasonOf(error: unknown): string {
  return error instanceof S3ServiceException ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})` : String((error as Error)?.message ?? error);
}

/** A refusal that will not change (denied, a bad request) is not sent again; a lost connection or a busy server is. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return true;
  const status = error.$metadata.httpStatusCode ?? 500;
  return status >= 500 || status === 408 || status === 429;
}

function missing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}

/** A store in `settings.bucket`, which must exist (`open` checks it answers). */
export function createS3BlobStore(settings: S3Settings): BlobStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where an operation requires them: the SDK's default sends streamed uploads with
    // trailing checksums (aws-chunked), which S3-compatible servers such as s3rver and older MinIO refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      // A storage server that does not answer fails the request in seconds instead of holding it.
      connectionTimeout: CONNECT_TIMEOUT_MS,
      // Idle, not total: a download to a slow reader may take long, but not stall this long.
      socketTimeout: IDLE_TIMEOUT_MS,
      // Each download holds a connection while it streams: the SDK's 50 would queue the 51st.
      httpAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
    },
  });
  const Bucket = settings.bucket;
  const where = describeBucket(settings);

  /** The bucket failed us: callers answer 503 (plugins/errors.ts) rather than a bare 500. */
  const unavailable = (error: unknown) => new BlobStoreUnavailableError(`${where} failed: ${reasonOf(error)}`, { cause: error });

  const put = async (name: string, from: string, contentType: string) => {
    assertSafeName(name);
    const { size } = await fsp.stat(from);
    // The SDK does not retry a request whose body is a stream, so a fresh stream is sent again here.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: name, Body: fs.createReadStream(from), ContentLength: size, ContentType: contentType }));
        return;
      } catch (error) {
        if (attempt >= PUT_ATTEMPTS || !worthRetrying(error)) throw unavailable(error);
        await delay(PUT_RETRY_AFTER_MS * attempt);
      }
    }
  };

  return {
    description: where,
    async open() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new BlobStoreUnavailableError(`Uploads are kept in ${where} (S3_BUCKET), which does not answer: ${reasonOf(error)}. Create the bucket and check S3_ENDPOINT and the keys.`, { cause: error });
      }
    },
    async moveIn(name, from, contentType) {
      await put(name, from, contentType);
      await fsp.rm(from, { force: true });
    },
    copyIn: put,
    async size(name) {
      assertSafeName(name);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: name }))).ContentLength;
      } catch (error) {
        if (missing(error)) return undefined;
        throw unavailable(error);
      }
    },
    async read(name, range) {
      assertSafeName(name);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        // Content-Range's total ("bytes 0-9/1234") is the object's size when a range was asked for.
        const total = range ? /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] : answer.ContentLength;
        return { stream: answer.Body as Readable, size: Number(total ?? 0) };
      } catch (error) {
        if (missing(error)) return undefined;
        throw unavailable(error);
      }
    },
    async remove(names) {
      for (let start = 0; start < names.length; start += DELETE_BATCH) {
        const batch = names.slice(start, start + DELETE_BATCH);
        for (const name of batch) assertSafeName(name);
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } })).catch((error: unknown) => {
          throw unavailable(error);
        });
        const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length > 0) throw new Error(`${failed.length} objects could not be removed from ${where}: ${failed[0]!.Code ?? 'unknown error'}`);
      }
    },
    async *list(): AsyncIterable<BlobEntry> {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { name: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
    },
    close() {
      client.destroy();
    },
  };
}
