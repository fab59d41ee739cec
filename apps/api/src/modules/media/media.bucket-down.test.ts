// When the bucket of stored files stops answering (issue 31): a download is answered 503 in the
// reader's language with a time to retry, never a bare 500 or the storage server's words.
import { apiMessages } from '@wefe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { startS3Server, testBucket } from '../../../test/s3-server.ts';
import { mediaFiles } from '../../db/schema.ts';
import { putStored } from './media.fixtures.ts';
import { newBaseName } from './media.storage.ts';

let ctx: TestContext;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let serverStopped = false;

beforeAll(async () => {
  s3 = await startS3Server();
  const bucket = await testBucket(s3.endpoint, 'wefe-down');
  ctx = await createTestApp({ s3: bucket.settings });
});
afterAll(async () => {
  await ctx?.close();
  if (!serverStopped) await s3?.close();
});

describe('a bucket that stops answering', () => {
  it('answers downloads 503 with a translated message and Retry-After, and nothing of the storage server', async () => {
    const storedName = `${newBaseName()}.pdf`;
    await putStored(ctx.app.media.storage, storedName, '%PDF-1.4\n%%EOF\n');
    const [row] = await ctx.database.db
      .insert(mediaFiles)
      .values({ kind: 'document', storedName, originalName: 'report.pdf', mimeType: 'application/pdf', sizeBytes: 15, visibility: 'public' })
      .returning({ id: mediaFiles.id });
    const url = `/api/media/${row!.id}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    await s3.close();
    serverStopped = true;
    for (const headers of [{ lang: 'fr' }, { lang: 'ar', range: 'bytes=0-3' }]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json().message).toBe(apiMessages[headers.lang as 'fr' | 'ar']['errors.service_unavailable']);
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|S3|bucket/i);
    }
  });
});
