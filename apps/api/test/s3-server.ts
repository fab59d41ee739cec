// A real S3-protocol server for the tests (issue 31): s3rver, from npm, serves buckets from a
// temporary folder on a free port. The hub talks to it through the AWS SDK as it would to AWS or
// MinIO; nothing of the SDK is mocked. (Debian has no MinIO, Garage or s3proxy package.)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/lib/blob-store/s3-settings.ts';

/** s3rver accepts any keys; these are what the tests sign with. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Which store the API suite keeps uploads in: TEST_BLOB_STORE, else the bucket on PostgreSQL and the folder on PGlite. */
export function testBlobStore(): 'local' | 's3' {
  const store = process.env.TEST_BLOB_STORE ?? (process.env.TEST_DB_ENGINE === 'postgres' ? 's3' : 'local');
  if (store !== 'local' && store !== 's3') throw new Error(`TEST_BLOB_STORE must be local or s3, got ${store}`);
  return store;
}

/** Starts an S3 server on a free loopback port; `close` stops it and removes its folder. */
export async function startS3Server(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The S3_* settings of `bucket` on the server at `endpoint`, as the hub reads them from the environment. */
export function s3SettingsFor(endpoint: string, bucket: string): S3Settings {
  return { endpoint, bucket, region: 'us-east-1', forcePathStyle: true, ...KEYS };
}

/** The same settings as environment variables, for a hub started as a process. */
export function s3Environment(settings: S3Settings): Record<string, string> {
  return {
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
  };
}

/** A client of the test server, to look into a bucket the way an operator would. */
export function s3Client(endpoint: string): S3Client {
  return new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
}

/** The keys in `bucket`, sorted. */
export async function bucketKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

/** A new empty bucket on the server at `endpoint`; `drop` empties and deletes it. */
export async function testBucket(endpoint: string, prefix = 'wefe'): Promise<{ settings: S3Settings; drop(): Promise<void> }> {
  const bucket = `${prefix}-${randomBytes(6).toString('hex')}`;
  const client = s3Client(endpoint);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings: s3SettingsFor(endpoint, bucket),
    drop: async () => {
      const keys = await bucketKeys(client, bucket);
      if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    },
  };
}
