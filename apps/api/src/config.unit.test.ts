// The server's settings from its environment: PGLITE_THREAD (issue 29, decision 038), PGlite's shared buffers, a client's share of costly work and the mail queue's timing.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PGLITE_THREAD', () => {
  it('runs PGlite on a thread of its own unless told off, and refuses what it does not know', () => {
    expect([loadConfig({}).pgliteOwnThread, loadConfig({ PGLITE_THREAD: 'own' }).pgliteOwnThread, loadConfig({ PGLITE_THREAD: 'off' }).pgliteOwnThread]).toEqual([true, true, false]);
    expect(() => loadConfig({ PGLITE_THREAD: 'yes' })).toThrow("PGLITE_THREAD must be 'own' or 'off'.");
  });
});

describe('PGLITE_SHARED_BUFFERS_MB', () => {
  it("leaves PGlite's own when unset, takes whole megabytes from 16 to 1024, and refuses the rest, naming the variable", () => {
    expect([loadConfig({}).pgliteSharedBuffersMb, loadConfig({ PGLITE_SHARED_BUFFERS_MB: '' }).pgliteSharedBuffersMb]).toEqual([undefined, undefined]);
    expect([loadConfig({ PGLITE_SHARED_BUFFERS_MB: '16' }).pgliteSharedBuffersMb, loadConfig({ PGLITE_SHARED_BUFFERS_MB: '1024' }).pgliteSharedBuffersMb]).toEqual([16, 1024]);
    for (const bad of ['15', '1025', '256MB', '25.5', '-256', 'lots']) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: bad })).toThrow(`PGLITE_SHARED_BUFFERS_MB must be a whole number from 16 to 1024, got '${bad}'.`);
    }
  });
});

describe('a client’s share of costly work', () => {
  it('has a share by default, takes one from the environment, and refuses what is not a positive number', () => {
    expect([loadConfig({}).costlyWorkLimits.shareMsPerSecond, loadConfig({}).costlyWorkLimits.shareBurstMs]).toEqual([250, 5000]);
    const set = loadConfig({ COSTLY_WORK_SHARE_MS_PER_SECOND: '100', COSTLY_WORK_SHARE_BURST_MS: '2000' }).costlyWorkLimits;
    expect([set.shareMsPerSecond, set.shareBurstMs]).toEqual([100, 2000]);
    expect(() => loadConfig({ COSTLY_WORK_SHARE_MS_PER_SECOND: '0' })).toThrow('COSTLY_WORK_SHARE_MS_PER_SECOND must be a positive number');
  });
});

describe('the mail queue’s timing', () => {
  it('holds a mail being sent two minutes and sends what is due every minute unless told otherwise, in whole seconds', () => {
    expect([loadConfig({}).mailClaimMs, loadConfig({}).mailDeliveryEveryMs]).toEqual([120_000, 60_000]);
    const set = loadConfig({ MAIL_CLAIM_SECONDS: '15', MAIL_DELIVERY_EVERY_SECONDS: '2' });
    expect([set.mailClaimMs, set.mailDeliveryEveryMs]).toEqual([15_000, 2_000]);
    expect(() => loadConfig({ MAIL_CLAIM_SECONDS: '1.5' })).toThrow('MAIL_CLAIM_SECONDS must be a positive whole number');
    expect(() => loadConfig({ MAIL_DELIVERY_EVERY_SECONDS: '0' })).toThrow('MAIL_DELIVERY_EVERY_SECONDS must be a positive whole number');
  });
});

describe('S3_* (where stored uploads live)', () => {
  it('keeps them in DATA_DIR when none is set, and in the bucket with what is given otherwise', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'hub-files' }).s3).toEqual({ endpoint: undefined, bucket: 'hub-files', region: 'us-east-1', accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: false });
    const env = { S3_ENDPOINT: 'http://10.0.0.5:9000', S3_BUCKET: 'hub-files', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig(env).s3).toEqual({ endpoint: 'http://10.0.0.5:9000', bucket: 'hub-files', region: 'eu-central-1', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
  });

  it('refuses settings that cannot work, naming the variable and never the secret', () => {
    const refusals: Array<[Record<string, string>, string]> = [
      [{ S3_ENDPOINT: 'http://10.0.0.5:9000', S3_SECRET_ACCESS_KEY: 'the-secret' }, 'S3_ENDPOINT, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not'],
      [{ S3_BUCKET: 'hub-files', S3_SECRET_ACCESS_KEY: 'the-secret' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
      [{ S3_BUCKET: 'hub-files', S3_ENDPOINT: 'minio:9000' }, "S3_ENDPOINT must be an http:// or https:// address, got 'minio:9000'."],
      [{ S3_BUCKET: 'hub-files', S3_FORCE_PATH_STYLE: 'yes' }, "S3_FORCE_PATH_STYLE must be 'true' or 'false', got 'yes'."],
    ];
    for (const [env, message] of refusals) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
      try {
        loadConfig(env);
      } catch (error) {
        expect((error as Error).message).not.toContain('the-secret');
      }
    }
  });
});
