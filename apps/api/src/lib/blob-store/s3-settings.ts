// The S3_* settings as the server reads them (config.ts), apart from the S3 client, so that reading
// them, naming the bucket and choosing a store load no part of the AWS SDK (choose-blob-store.ts).

/** The S3_* settings (README): the bucket is the hub's alone. */
export interface S3Settings {
  /** Absent for AWS itself; the server's address for other services. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither; without them the SDK's own chain (environment, instance role...) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Addresses the bucket as a path (`endpoint/bucket/key`), which most self-hosted servers need. */
  forcePathStyle: boolean;
}

/** The bucket as logs and messages name it (never a credential). */
export function describeBucket(settings: S3Settings): string {
  return `the bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
}
