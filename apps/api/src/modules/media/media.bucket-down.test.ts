// When the bucket of stored files stops answering (issue 31): a download or an upload is answered 503
// in the reader's language with a time to retry, never a bare 500 or the storage server's words, and an
// upload that could not be stored leaves nothing behind.
import fs from 'node:fs';
import { apiMessages } from '@wefe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { startS3Server, testBucket } from '../../../test/s3-server.ts';
import { signedInMember } from '../../../test/factories.ts';
import { mediaFiles, publications } from '../../db/schema.ts';
import { makePdf, multipart, putStored } from './media.fixtures.ts';
import { newBaseName } from './media.storage.ts';

let ctx: TestContext;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let serverStopped = false;
let member: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  s3 = await startS3Server();
  const bucket = await testBucket(s3.endpoint, 'wefe-down');
  ctx = await createTestApp({ s3: bucket.settings });
  member = await signedInMember(ctx);
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

  it('answers an upload 503 and keeps neither a row, a stored file nor a temporary one', async () => {
    const rowsBefore = [await ctx.database.db.$count(publications), await ctx.database.db.$count(mediaFiles)];
    const { payload, headers } = multipart([
      ...Object.entries({ title: 'Groundwater outlook 2030', publication_type_id: '1', publication_author: 'Amal Haddad', publication_date: '2024-03-05' }).map(([name, value]) => ({ name, value })),
      { name: 'publication_document', filename: 'outlook.pdf', content: makePdf('outlook'), contentType: 'application/pdf' },
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/publications', payload, headers: { ...headers, authorization: `Bearer ${member.bearer}`, lang: 'ar' } });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().message).toBe(apiMessages.ar['errors.service_unavailable']);
    expect([await ctx.database.db.$count(publications), await ctx.database.db.$count(mediaFiles)]).toEqual(rowsBefore);
    expect(fs.readdirSync(ctx.app.media.storage.tmpDir)).toEqual([]);
  });
});
