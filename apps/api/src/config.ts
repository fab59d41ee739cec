// Reads the server's settings from the environment once, at start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from './lib/blob-store/s3-settings.ts';
import { parseTrustProxy, type TrustProxy } from './lib/client-address.ts';
import { DEFAULT_COSTLY_WORK_SHARE, type CostlyWorkLimits } from './lib/costly-work/costly-work.ts';
import { DEFAULT_FLOOD_LIMITS, type FloodLimits } from './lib/flood-guard/flood-guard.ts';
import { DEFAULT_MAIL_CLAIM_MS } from './modules/mail/mailer.ts';
import { DEFAULT_MAIL_DELIVERY_EVERY_MS } from './plugins/mail.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The bucket that keeps stored uploads (S3_*); when absent they live in `dataDir/uploads/files`. */
  s3: S3Settings | undefined;
  /** A PostgreSQL server; when absent the embedded PGlite in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** An address that receives every contact message, besides the administrators. */
  contactEmail: string | undefined;
  logLevel: LogLevel;
  /** The built web app served beside the API; absent in API-only tests. */
  webDistDir: string | undefined;
  /** The reverse proxies in front of the hub (TRUST_PROXY), whose X-Forwarded-* are believed. */
  trustProxy: TrustProxy;
  /** Requests an address may make before it is answered 429 (lib/flood-guard). */
  floodLimits: FloodLimits;
  /** Searches and deep pages run at once, per client and waiting (lib/costly-work); unset: the engine's defaults. */
  costlyWorkLimits: Partial<CostlyWorkLimits>;
  /** PostgreSQL only: the longest one statement of the server may run before it is stopped. */
  statementTimeoutMs: number;
  /** PGlite only: run the embedded database on a thread of its own (PGLITE_THREAD, on unless 'off'). */
  pgliteOwnThread: boolean;
  /** PGlite only: its shared buffers in MB (PGLITE_SHARED_BUFFERS_MB); PGlite's own 128 MB when unset. */
  pgliteSharedBuffersMb: number | undefined;
  /** How long a process holds a mail it is sending before another may send it (MAIL_CLAIM_SECONDS). */
  mailClaimMs: number;
  /** How often each process sends the mail that is due (MAIL_DELIVERY_EVERY_SECONDS). */
  mailDeliveryEveryMs: number;
}

/** PGLITE_THREAD: 'own' (the default) or 'off', which runs PGlite on the server's thread as before issue 29. */
function pgliteThread(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'own') return true;
  if (value === 'off') return false;
  throw new Error("PGLITE_THREAD must be 'own' or 'off'.");
}

/**
 * PGlite's shared buffers, whole megabytes: its WebAssembly memory holds them beside everything else,
 * and at 2,048 it did not start.
 */
const PGLITE_SHARED_BUFFERS_RANGE = { min: 16, max: 1024 };

/** Far above any statement a request sends (the slowest search measured: 0.3 s), far below a hung one. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A positive whole number from the environment (within `range` when given), or nothing when unset. */
function optionalCount(env: NodeJS.ProcessEnv, name: string, range?: { min: number; max: number }): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (range && (!Number.isInteger(value) || value < range.min || value > range.max)) throw new Error(`${name} must be a whole number from ${range.min} to ${range.max}, got '${raw}'.`);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got '${raw}'.`);
  return value;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${raw}'.`);
  return value;
}

const S3_NAMES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** The S3_* settings: none at all keeps the local folder; any of them needs S3_BUCKET. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const given = S3_NAMES.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  if (!env.S3_BUCKET) throw new Error(`${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set it to keep uploads in a bucket, or unset them to keep them in DATA_DIR.`);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK\'s own credentials.');
  if (env.S3_ENDPOINT && !/^https?:\/\/[^\s/]+/.test(env.S3_ENDPOINT)) throw new Error(`S3_ENDPOINT must be an http:// or https:// address, got '${env.S3_ENDPOINT}'.`);
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? '';
  if (!['', 'true', 'false'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be 'true' or 'false', got '${pathStyle}'.`);
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: pathStyle === 'true',
  };
}

/** Builds the configuration from environment variables, with the README's defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got '${env.PORT}'.`);
  }
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    s3: s3Settings(env),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'WEFE Nexus Hub <no-reply@wefe-hub.local>',
    publicUrl,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    contactEmail: env.CONTACT_EMAIL?.trim() || undefined,
    logLevel,
    webDistDir: env.WEB_DIST_DIR === '' ? undefined : path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    floodLimits: {
      ratePerSecond: positiveNumber(env, 'FLOOD_RATE_PER_SECOND', DEFAULT_FLOOD_LIMITS.ratePerSecond),
      burst: positiveNumber(env, 'FLOOD_BURST', DEFAULT_FLOOD_LIMITS.burst),
    },
    costlyWorkLimits: {
      ...Object.fromEntries(
        Object.entries({ atOnce: optionalCount(env, 'COSTLY_WORK_AT_ONCE'), perClient: optionalCount(env, 'COSTLY_WORK_PER_CLIENT'), runningPerClient: optionalCount(env, 'COSTLY_WORK_RUNNING_PER_CLIENT'), waiting: optionalCount(env, 'COSTLY_WORK_WAITING') }).filter(([, value]) => value !== undefined),
      ),
      shareMsPerSecond: positiveNumber(env, 'COSTLY_WORK_SHARE_MS_PER_SECOND', DEFAULT_COSTLY_WORK_SHARE.shareMsPerSecond),
      shareBurstMs: positiveNumber(env, 'COSTLY_WORK_SHARE_BURST_MS', DEFAULT_COSTLY_WORK_SHARE.shareBurstMs),
    },
    statementTimeoutMs: optionalCount(env, 'DB_STATEMENT_TIMEOUT_MS') ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    pgliteOwnThread: pgliteThread(env.PGLITE_THREAD),
    pgliteSharedBuffersMb: optionalCount(env, 'PGLITE_SHARED_BUFFERS_MB', PGLITE_SHARED_BUFFERS_RANGE),
    mailClaimMs: (optionalCount(env, 'MAIL_CLAIM_SECONDS') ?? DEFAULT_MAIL_CLAIM_MS / 1000) * 1000,
    mailDeliveryEveryMs: (optionalCount(env, 'MAIL_DELIVERY_EVERY_SECONDS') ?? DEFAULT_MAIL_DELIVERY_EVERY_MS / 1000) * 1000,
  };
}
