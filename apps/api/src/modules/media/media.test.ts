// Uploads end to end through the real app and database: what is accepted and stored, what is
// refused (with nothing left on disk), how files are served, and what the sweeper removes.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiMessages } from '@wefe/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import type { Db } from '../../db/client.ts';
import { mediaFiles, users } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import multipartPlugin from '../../plugins/multipart.ts';
import { MULTIPART_LIMITS } from './media.limits.ts';
import {
  HTML_PAGE,
  isStored,
  listUploads,
  putStored,
  readStored,
  makeDocm,
  makeDocx,
  makeGif,
  makeHugePngHeader,
  makeJpeg,
  makePdf,
  makePdfOfSize,
  makePng,
  makeWebp,
  makeXlsx,
  makeZipBombDocx,
  multipart,
  SHELL_SCRIPT,
  SVG_WITH_SCRIPT,
  WINDOWS_EXE,
  type Part,
} from './media.fixtures.ts';
import mediaPlugin from './media.plugin.ts';
import mediaRoutes from './media.routes.ts';
import { scheduleOrphanSweeps, sweepOrphans } from './media.sweeper.ts';
import { parseFields, readMultipart, type MultipartUpload, type UploadSpec } from './media.upload.ts';
import { newBaseName } from './media.storage.ts';

const MB = 1024 * 1024;
const SPECS = {
  document: { document: { kind: 'document', required: true } },
  image: { picture: { kind: 'image', required: true } },
  attachments: { attachments: { kind: 'document', multiple: true } },
} satisfies Record<string, UploadSpec>;

// How a registration route uses the module: read, validate the fields, persist inside the transaction.
const ENTITY_SPEC = {
  profile_picture: { kind: 'image', types: ['jpeg', 'png', 'webp'], required: true },
  proof_document: { kind: 'document', types: ['pdf'], required: true },
} as const satisfies UploadSpec;
const entityFieldsSchema = z
  .object({ entity_name: z.string().min(2), tags: z.array(z.string()).optional(), 'partners[0][name]': z.string().optional() })
  .strict();

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = (request: FastifyRequest, upload: MultipartUpload<UploadSpec>, failAfterPersist = false) =>
    app.media.withUploads(app.db, upload.all, async () => {
      const rows = await app.db.transaction(async (tx) => {
        const stored = [];
        for (const file of upload.all) stored.push(await app.media.persist(tx, file, null, 'public'));
        if (failAfterPersist) throw conflict();
        return stored;
      });
      return ok(request, 'common.ok', { fields: upload.fields, files: rows.map((row) => app.media.present(row)) });
    });

  for (const [name, spec] of Object.entries(SPECS)) {
    app.post(`/test/upload/${name}`, async (request) => store(request, await readMultipart(request, spec)));
  }
  app.post('/test/upload/rollback', async (request) => store(request, await readMultipart(request, SPECS.document), true));
  app.post('/test/upload/entity', async (request) => {
    const upload = await readMultipart(request, ENTITY_SPEC);
    return app.media.withUploads(app.db, upload.all, async () => {
      const fields = parseFields(entityFieldsSchema, upload.fields);
      const { picture, proof } = await app.db.transaction(async (tx) => ({
        // Typed: required single files are PendingFile, not lists or undefined.
        picture: await app.media.persist(tx, upload.files.profile_picture, null),
        proof: await app.media.persist(tx, upload.files.proof_document, null),
      }));
      return ok(request, 'common.ok', { fields, picture: app.media.present(picture), proof: app.media.present(proof) });
    });
  });
};

let ctx: TestContext;
let dataDir: string;
let uploadsDir: string;
let db: Db;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-media-'));
  ctx = await createTestApp({
    extend: async (app) => {
      // Until app.ts registers them (then the app's own data directory is used).
      if (!app.hasDecorator('media')) {
        await app.register(multipartPlugin);
        await app.register(mediaPlugin, { dataDir });
      }
      if (!app.hasRoute({ method: 'GET', url: '/api/media/:id' })) await app.register(mediaRoutes, { prefix: '/api' });
      await app.register(testRoutes, { prefix: '/api' });
    },
  });
  db = ctx.database.db;
  uploadsDir = ctx.app.media.storage.uploadsDir;
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const file = (name: string, filename: string, content: Buffer, contentType?: string): Part => ({ name, filename, content, contentType });
const post = (form: string, parts: Part[], headers: Record<string, string> = {}) => {
  const body = multipart(parts);
  return ctx.app.inject({ method: 'POST', url: `/api/test/upload/${form}`, payload: body.payload, headers: { ...body.headers, ...headers } });
};
/** The path and query of a URL the API answered (relative, or absolute when a public URL is set). */
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://hub.local');
  return `${parsed.pathname}${parsed.search}`;
};
const rowCount = async () => (await db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0;
const rowById = async (id: number) => (await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
const storedPath = (name: string) => path.join(uploadsDir, 'files', name);
const stored = async (name: string) => (await readStored(ctx.app.media.storage, name))!;
const isInStore = (name: string) => isStored(ctx.app.media.storage, name);
const uploads = () => listUploads(ctx.app.media.storage);
// The PostgreSQL run keeps uploads in an S3 bucket, whose objects' times a test cannot set back.
const onLocalStore = inject('s3Endpoint') === '';

/** Asserts the request left nothing behind: no temp file, no new stored file, no new row. */
async function expectNothingLeft(before: { files: string[]; rows: number }) {
  const after = await uploads();
  expect(after.tmp).toEqual([]);
  expect(after.files).toEqual(before.files);
  expect(await rowCount()).toBe(before.rows);
}
const snapshot = async () => ({ files: (await uploads()).files, rows: await rowCount() });

describe('accepted documents', () => {
  it.each([
    ['PDF', 'report.pdf', () => makePdf(), 'application/pdf', 'pdf'],
    ['DOCX', 'letter.docx', () => makeDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['XLSX', 'data.xlsx', () => makeXlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['CSV', 'values.csv', () => Buffer.from('country,value\nJordan,42\nالأردن,٤٢\n'), 'text/csv', 'csv'],
  ])('stores a valid %s under a server name with a row', async (_label, filename, make, mimeType, extension) => {
    const content = make();
    const res = await post('document', [file('document', filename, content, 'text/html')]);
    expect(res.statusCode, res.body).toBe(200);
    const [presented] = res.json().data.files;
    expect(presented).toMatchObject({ name: filename, mime_type: mimeType, size: content.length });
    expect(pathOf(presented.url)).toBe(`/api/media/${presented.id}`);
    const row = await rowById(presented.id);
    expect(row).toMatchObject({ kind: 'document', originalName: filename, mimeType, sizeBytes: content.length, variants: null });
    expect(row?.storedName).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
    expect((await stored(row!.storedName)).equals(content)).toBe(true);
    expect((await uploads()).tmp).toEqual([]);
  });

  it('stores a PDF of exactly 10 MB', async () => {
    const res = await post('document', [file('document', 'big.pdf', makePdfOfSize(10 * MB))]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.files[0].size).toBe(10 * MB);
  });

  it('stores several files under one multiple field', async () => {
    const res = await post('attachments', [file('attachments', 'a.pdf', makePdf('a')), file('attachments', 'b.csv', Buffer.from('x,y\n'))]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.files.map((f: { name: string }) => f.name)).toEqual(['a.pdf', 'b.csv']);
  });

  it('takes the files of a multiple field sent as name[] too, but not a single field as name[]', async () => {
    const res = await post('attachments', [file('attachments[]', 'a.pdf', makePdf('a')), file('attachments', 'b.pdf', makePdf('b'))]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.files.map((f: { name: string }) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    const single = await post('document', [file('document[]', 'a.pdf', makePdf('a'))]);
    expect(single.json().errors).toEqual({ 'document[]': ['This field is not accepted.'], document: ['Attach the file.'] });
  });
});

describe('accepted images', () => {
  it.each([
    ['PNG', 'logo.png', () => makePng(2000, 1000), 'png', [400, 800, 1600], [2000, 1000]],
    ['JPEG', 'photo.jpg', () => makeJpeg(1000, 600), 'jpeg', [400, 800], [1000, 600]],
    ['GIF', 'small.gif', () => makeGif(300, 200), 'gif', [300], [300, 200]],
    ['WEBP', 'pic.webp', () => makeWebp(900, 500), 'webp', [400, 800], [900, 500]],
  ])('stores a valid %s re-encoded, with WebP variants at the widths it can fill', async (_label, filename, make, format, widths, [width, height]) => {
    const res = await post('image', [file('picture', filename, await make())]);
    expect(res.statusCode, res.body).toBe(200);
    const presented = res.json().data.files[0];
    const row = (await rowById(presented.id))!;
    expect(row).toMatchObject({ kind: 'image', originalName: filename, width, height });
    expect((await sharp(await stored(row.storedName)).metadata()).format).toBe(format);
    const variants = JSON.parse(row.variants!) as Record<string, string>;
    expect(Object.keys(variants).map(Number)).toEqual(widths);
    for (const [variantWidth, name] of Object.entries(variants)) {
      expect(name).toBe(`${row.storedName.slice(0, 32)}-${variantWidth}.webp`);
      const metadata = await sharp(await stored(name)).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: Number(variantWidth) });
    }
    expect(Object.keys(presented.variants)).toEqual(widths.map(String));
    expect((await uploads()).tmp).toEqual([]);
  });
});

describe('refused uploads leave nothing behind', () => {
  const cases: Array<[string, string, () => Promise<Part> | Part, string]> = [
    ['a shell script renamed .pdf', 'document', () => file('document', 'invoice.pdf', SHELL_SCRIPT, 'application/pdf'), 'This file type is not accepted.'],
    ['an HTML page named .pdf', 'document', () => file('document', 'invoice.pdf', HTML_PAGE, 'application/pdf'), 'This file type is not accepted.'],
    ['an executable sent as a PDF', 'document', () => file('document', 'invoice.pdf', WINDOWS_EXE, 'application/pdf'), 'This file type is not accepted.'],
    ['an SVG with a script named .png', 'image', () => file('picture', 'logo.png', SVG_WITH_SCRIPT, 'image/png'), 'This file type is not accepted.'],
    ['a macro document (docm) renamed .docx', 'document', () => file('document', 'letter.docx', makeDocm()), 'This file type is not accepted.'],
    [
      'a ZIP bomb named .docx (200 MB of zeros)',
      'document',
      async () => file('document', 'bomb.docx', await makeZipBombDocx()),
      'This file cannot be read. It may be damaged, encrypted or unsafe.',
    ],
    ['a PDF of 10 MB + 1 byte', 'document', () => file('document', 'big.pdf', makePdfOfSize(10 * MB + 1)), 'The file is larger than 10 MB.'],
    ['an image of 5 MB + 1 byte', 'image', async () => file('picture', 'big.png', Buffer.concat([await makePng(10, 10), Buffer.alloc(5 * MB)])), 'The file is larger than 5 MB.'],
    ['an empty file', 'document', () => file('document', 'empty.pdf', Buffer.alloc(0)), 'The file is empty.'],
    ['a 50,000 x 50,000 PNG', 'image', () => file('picture', 'huge.png', makeHugePngHeader(50_000, 50_000)), 'The image is too large (at most 40 megapixels).'],
    [
      'a JPEG that does not decode',
      'image',
      () => file('picture', 'broken.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 0x41)])),
      'This file cannot be read. It may be damaged, encrypted or unsafe.',
    ],
    ['an executable behind a right-to-left override', 'document', () => file('document', 'invoice\u202Efdp.exe', WINDOWS_EXE), 'This file type is not accepted.'],
    ['a PNG named .jpg', 'image', async () => file('picture', 'photo.jpg', await makePng(10, 10)), 'This file type is not accepted.'],
  ];

  it.each(cases)('refuses %s with a 422 and a translated message', async (_label, form, make, message) => {
    const before = await snapshot();
    const part = await make();
    const res = await post(form, [part]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: 'The given data was invalid.', data: null, errors: { [part.name]: [message] } });
    await expectNothingLeft(before);
  });

  it('words the refusal in the request language', async () => {
    const ar = await post('document', [file('document', 'x.pdf', SHELL_SCRIPT)], { lang: 'ar' });
    expect(ar.json()).toMatchObject({ message: 'البيانات المدخلة غير صالحة.', errors: { document: ['نوع الملف هذا غير مقبول.'] } });
    const fr = await post('document', [file('document', 'x.pdf', makePdfOfSize(10 * MB + 1))], { lang: 'fr' });
    expect(fr.json().errors.document).toEqual(['Le fichier dépasse 10 Mo.']);
  });

  it('refuses a missing required file, a second file for a single field and an unknown file field, removing the good file too', async () => {
    const before = await snapshot();
    const missing = await post('document', [{ name: 'title', value: 'no file' }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ document: ['Attach the file.'] });

    const res = await post('document', [
      file('document', 'one.pdf', makePdf()),
      file('document', 'two.pdf', makePdf()),
      file('avatar', 'me.png', await makePng(10, 10)),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ document: ['Attach only one file here.'], avatar: ['This field is not accepted.'] });
    await expectNothingLeft(before);
  });

  // The parser drops such a part without a word: before, the rest was taken and the file was simply gone.
  it.each([
    ['a bare carriage return', 'scan\r.pdf'],
    ['a bare line feed', 'scan\n.pdf'],
  ])('refuses a file whose name holds %s, in the request language, instead of taking the form without it', async (_label, filename) => {
    const before = await snapshot();
    const res = await post('attachments', [file('attachments', 'good.pdf', makePdf('a')), file('attachments', filename, makePdf('b'))]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ attachments: ['This file’s name has a line break in it. Rename the file and attach it again.'] });
    await expectNothingLeft(before);
    const fr = await post('document', [file('document', filename, makePdf('c'))], { lang: 'fr' });
    expect(fr.json().errors).toEqual({ document: ['Le nom de ce fichier contient un saut de ligne. Renommez le fichier et joignez-le à nouveau.'] });
  });

  it('refuses a line break hidden in an encoded file name (filename*), and answers 400 to a text field whose name holds one', async () => {
    const boundary = 'wefe-boundary-7';
    const body = (disposition: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`),
        makePdf('d'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const send = (disposition: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/test/upload/attachments',
        payload: body(disposition),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const encoded = await send(`name="attachments"; filename*=UTF-8''scan%0D.pdf`);
    expect(encoded.statusCode).toBe(422);
    expect(encoded.json().errors).toEqual({ attachments: ['This file’s name has a line break in it. Rename the file and attach it again.'] });
    const field = await send('name="title\rx"');
    expect(field.statusCode).toBe(400);
    expect((await uploads()).tmp).toEqual([]);
  });

  it('treats an empty file input (no name, no bytes) as no file', async () => {
    const res = await post('document', [file('document', '', Buffer.alloc(0))]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ document: ['Attach the file.'] });
  });

  it('answers 415 to an upload that is not multipart', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/upload/document', payload: { document: 'x' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: 'This content type is not supported.', data: null });
  });

  it('answers 413 past the parser limit of files and removes the files already written', async () => {
    const before = await snapshot();
    const parts = Array.from({ length: MULTIPART_LIMITS.files + 1 }, (_, i) => file('attachments', `part-${i}.pdf`, makePdf(`part ${i}`)));
    const res = await post('attachments', parts);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request is too large.', data: null });
    await expectNothingLeft(before);
  });

  it('removes the partial temp file when the client goes away mid-upload', async () => {
    const before = await snapshot();
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const body = multipart([file('document', 'slow.pdf', makePdfOfSize(4 * MB))]);
    const request = http.request(`${address}/api/test/upload/document`, { method: 'POST', headers: body.headers });
    request.on('error', () => {});
    request.write(body.payload.subarray(0, MB));
    // Once the upload has reached uploads/tmp, the client disappears.
    await vi.waitFor(async () => expect((await uploads()).tmp).toHaveLength(1));
    request.destroy();
    await vi.waitFor(async () => expect((await uploads()).tmp).toEqual([]));
    await expectNothingLeft(before);
  });

  it('removes the files it moved when the transaction rolls back', async () => {
    const before = await snapshot();
    const res = await post('rollback', [file('document', 'report.pdf', makePdf())]);
    expect(res.statusCode).toBe(409);
    await expectNothingLeft(before);
  });
});

describe('neutralised uploads', () => {
  it('accepts a JPEG with HTML appended but stores only re-encoded images without it', async () => {
    const polyglot = Buffer.concat([await makeJpeg(900, 600), HTML_PAGE]);
    const res = await post('image', [file('picture', 'photo.jpg', polyglot)]);
    expect(res.statusCode).toBe(200);
    const row = (await rowById(res.json().data.files[0].id))!;
    const names = [row.storedName, ...Object.values(JSON.parse(row.variants!) as Record<string, string>)];
    expect(names).toHaveLength(3);
    for (const name of names) {
      const bytes = await stored(name);
      expect(bytes.includes('<html'), name).toBe(false);
      expect(bytes.includes('script'), name).toBe(false);
    }
    for (const name of names.slice(1)) expect((await stored(name)).subarray(8, 12).toString()).toBe('WEBP');
  });

  it('rotates by EXIF orientation and strips the metadata', async () => {
    const source = await makeJpeg(600, 300, 6);
    expect((await sharp(source).metadata()).orientation).toBe(6);
    expect(source.includes('secret-author-exif')).toBe(true);
    const res = await post('image', [file('picture', 'portrait.jpg', source)]);
    expect(res.statusCode).toBe(200);
    const row = (await rowById(res.json().data.files[0].id))!;
    expect(row).toMatchObject({ width: 300, height: 600 });
    for (const name of [row.storedName, ...Object.values(JSON.parse(row.variants!) as Record<string, string>)]) {
      const metadata = await sharp(await stored(name)).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.orientation, name).toBeUndefined();
      expect((await stored(name)).includes('secret-author-exif')).toBe(false);
    }
  });

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['report\u202Egpj.pdf', 'reportgpj.pdf'],
  ])('stores %j under a server name and shows it as %j', async (clientName, shown) => {
    const res = await post('document', [file('document', clientName, makePdf())]);
    expect(res.statusCode).toBe(200);
    const row = (await rowById(res.json().data.files[0].id))!;
    expect(row.originalName).toBe(shown);
    expect(row.storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(fs.existsSync(path.join(dataDir, 'etc'))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, 'etc'))).toBe(false);
  });
});

describe('text fields', () => {
  it('collects repeated and [] names as lists and keeps nested names raw', async () => {
    const res = await post('entity', [
      { name: 'entity_name', value: 'Water Authority' },
      { name: 'tags[]', value: 'water' },
      { name: 'tags[]', value: 'energy' },
      { name: 'partners[0][name]', value: 'UNDP' },
      file('profile_picture', 'logo.png', await makePng(500, 500)),
      file('proof_document', 'proof.pdf', makePdf()),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.fields).toEqual({ entity_name: 'Water Authority', tags: ['water', 'energy'], 'partners[0][name]': 'UNDP' });
    expect(data.picture).toMatchObject({ name: 'logo.png', mime_type: 'image/png', width: 500, height: 500 });
    expect(data.proof).toMatchObject({ name: 'proof.pdf', mime_type: 'application/pdf' });
  });

  it('refuses invalid fields with translated messages and keeps none of the checked files', async () => {
    const before = await snapshot();
    const res = await post(
      'entity',
      [{ name: 'entity_name', value: 'x' }, file('profile_picture', 'logo.png', await makePng(500, 500)), file('proof_document', 'proof.pdf', makePdf())],
      { lang: 'fr' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Les données fournies ne sont pas valides.');
    expect(Object.keys(res.json().errors)).toEqual(['entity_name']);
    await expectNothingLeft(before);
  });

  it('refuses a type the field does not list', async () => {
    const res = await post('entity', [
      { name: 'entity_name', value: 'Water Authority' },
      file('profile_picture', 'anim.gif', await makeGif(50, 50)),
      file('proof_document', 'proof.docx', makeDocx()),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ profile_picture: ['This file type is not accepted.'], proof_document: ['This file type is not accepted.'] });
  });
});

describe('serving', () => {
  it('sends a document as an attachment with its Arabic name encoded, nosniff and a sandbox CSP', async () => {
    const content = makePdf();
    const name = 'تقرير سنوي 2024.pdf';
    const upload = await post('document', [file('document', name, content)]);
    const { id } = upload.json().data.files[0];
    const res = await ctx.app.inject({ method: 'GET', url: `/api/media/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toBe(`attachment; filename="2024.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(name);
  });

  it('sends the byte range a reader asks for, says what cannot be sent, and the whole file otherwise', async () => {
    const content = makePdfOfSize(64 * 1024);
    const upload = await post('document', [file('document', 'long.pdf', content)]);
    const url = `/api/media/${upload.json().data.files[0].id}`;
    const get = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
    const size = content.length;

    const middle = await get({ range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.rawPayload.equals(content.subarray(1000, 2000))).toBe(true);
    // The same headers as the whole file: a range of a PDF never runs as a page either.
    expect(middle.headers['content-type']).toBe('application/pdf');
    expect(middle.headers['content-security-policy']).toContain('sandbox');
    expect(middle.headers['accept-ranges']).toBe('bytes');

    const tail = await get({ range: 'bytes=-100' });
    expect([tail.statusCode, tail.headers['content-range']]).toEqual([206, `bytes ${size - 100}-${size - 1}/${size}`]);
    expect(tail.rawPayload.equals(content.subarray(size - 100))).toBe(true);
    const open = await get({ range: `bytes=${size - 10}-` });
    expect(open.rawPayload.equals(content.subarray(size - 10))).toBe(true);
    // A range reaching past the end is cut at the end.
    expect((await get({ range: `bytes=0-${size + 500}` })).headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);

    const past = await get({ range: `bytes=${size}-`, lang: 'ar' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json()).toEqual({ success: false, data: null, message: apiMessages.ar['errors.range_not_satisfiable'] });

    // Several ranges, other units, nonsense and If-Range all get the whole file.
    const wholeAsked: Array<Record<string, string>> = [{ range: 'bytes=0-1,5-6' }, { range: 'items=0-1' }, { range: 'bytes=9-3' }, { range: 'bytes=0-99', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' }];
    for (const headers of wholeAsked) {
      const whole = await get(headers);
      expect([whole.statusCode, whole.headers['content-length']], JSON.stringify(headers)).toEqual([200, String(size)]);
      expect(whole.rawPayload.equals(content)).toBe(true);
    }
  });

  it('sends a range of a text file as its bytes, never compressed (a compressed part would not match its Content-Range)', async () => {
    const csv = Buffer.from(`country,value\n${'Jordan,42\n'.repeat(400)}`);
    const upload = await post('document', [file('document', 'values.csv', csv)]);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/media/${upload.json().data.files[0].id}`, headers: { range: 'bytes=14-2013', 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 14-2013/${csv.length}`);
    expect(res.rawPayload.equals(csv.subarray(14, 2014))).toBe(true);
  });

  it('answers a range of a private file only to whom may read it', async () => {
    const upload = await post('document', [file('document', 'private.pdf', makePdf())]);
    const { id } = upload.json().data.files[0];
    // Back under review: its owner and staff may read it, an anonymous visitor may not.
    await ctx.app.media.setVisibility(db, [id], 'private');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/media/${id}`, headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-range']).toBeUndefined();
  });

  it('sends CSV as UTF-8 text, as an attachment', async () => {
    const upload = await post('document', [file('document', 'values.csv', Buffer.from('a,b\n1,2\n'))]);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/media/${upload.json().data.files[0].id}` });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="values\.csv"/);
    expect(res.body).toBe('a,b\n1,2\n');
  });

  it('sends images inline, and the nearest WebP variant for ?w=', async () => {
    const upload = await post('image', [file('picture', 'photo.jpg', await makeJpeg(1000, 600))]);
    const presented = upload.json().data.files[0];
    const original = await ctx.app.inject({ method: 'GET', url: pathOf(presented.url) });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(String(original.headers['content-disposition'])).toMatch(/^inline; filename="photo\.jpg"/);
    expect(original.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");

    const medium = await ctx.app.inject({ method: 'GET', url: pathOf(presented.variants['800']) });
    expect(pathOf(presented.variants['800'])).toBe(`/api/media/${presented.id}?w=800`);
    expect(medium.headers['content-type']).toBe('image/webp');
    expect(String(medium.headers['content-disposition'])).toMatch(/^inline; filename="photo\.webp"/);
    expect(await sharp(medium.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });

    // No 1600 variant for a 1000-pixel image: the nearest (800) is sent.
    const large = await ctx.app.inject({ method: 'GET', url: `/api/media/${presented.id}?w=1600` });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(800);

    const odd = await ctx.app.inject({ method: 'GET', url: `/api/media/${presented.id}?w=500` });
    expect(odd.statusCode).toBe(422);
  });

  it('answers a translated 404 for unknown ids and for rows whose file is gone', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/media/987654', headers: { lang: 'fr' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'La ressource demandée est introuvable.', data: null });

    const upload = await post('document', [file('document', 'gone.pdf', makePdf())]);
    const row = (await rowById(upload.json().data.files[0].id))!;
    await ctx.app.media.storage.files.remove([row.storedName]);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/media/${row.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().success).toBe(false);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/media/abc' })).statusCode).toBe(422);
  });
});

describe('API documentation', () => {
  it('describes the media call', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/media/{id}'].get;
    expect(operation.tags).toEqual(['media']);
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['id', 'w']);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '206', '404', '416']);
  });
});

describe('service', () => {
  it('remove deletes rows and their files, variants included', async () => {
    const upload = await post('image', [file('picture', 'logo.png', await makePng(900, 900))]);
    const row = (await rowById(upload.json().data.files[0].id))!;
    const names = [row.storedName, ...Object.values(JSON.parse(row.variants!) as Record<string, string>)];
    for (const name of names) expect(await isInStore(name), name).toBe(true);
    expect(await ctx.app.media.remove(db, [row.id])).toBe(1);
    expect(await rowById(row.id)).toBeUndefined();
    for (const name of names) expect(await isInStore(name), name).toBe(false);
  });
});

describe('orphan sweeper', () => {
  it('keeps stored files no row names while they are new, and removes them, not the named ones, once past the grace', async () => {
    const upload = await post('image', [file('picture', 'named.png', await makePng(900, 900))]);
    const row = (await rowById(upload.json().data.files[0].id))!;
    const referenced = [row.storedName, ...Object.values(JSON.parse(row.variants!) as Record<string, string>)];
    // Claimed, so the row is not itself swept as unreferenced.
    await db.insert(users).values({ email: 'named@example.org', emailNormalized: 'named@example.org', passwordHash: 'x', accountType: 'individual', status: 'active', profilePictureId: row.id });
    const orphan = `${newBaseName()}.pdf`;
    const strayVariant = `${row.storedName.slice(0, 32)}-1600.webp`;
    const foreign = 'README.txt';
    for (const name of [orphan, strayVariant, foreign]) await putStored(ctx.app.media.storage, name, 'x');

    // Within the hour's grace (the store's own times are read): a request may still be writing their row.
    expect((await sweepOrphans(db, ctx.app.media.storage)).orphans).toBe(0);
    for (const name of [orphan, strayVariant]) expect(await isInStore(name), name).toBe(true);

    // (With no grace, earlier tests' unclaimed uploads go too.)
    expect((await sweepOrphans(db, ctx.app.media.storage, { olderThanMs: 0 })).orphans).toBeGreaterThanOrEqual(2);
    for (const name of [orphan, strayVariant]) expect(await isInStore(name), name).toBe(false);
    // Names the hub never makes are not its to remove; named files stay.
    for (const name of [...referenced, foreign]) expect(await isInStore(name), name).toBe(true);
    await ctx.app.media.storage.files.remove([foreign]);
  });

  if (onLocalStore) it('removes old files no row names and old temp files, and keeps referenced and recent ones', async () => {
    const upload = await post('image', [file('picture', 'kept.png', await makePng(900, 900))]);
    const row = (await rowById(upload.json().data.files[0].id))!;
    const referenced = [row.storedName, ...Object.values(JSON.parse(row.variants!) as Record<string, string>)];
    const orphan = `${newBaseName()}.pdf`;
    const strayVariant = `${row.storedName.slice(0, 32)}-1600.webp`;
    const recentOrphan = `${newBaseName()}.pdf`;
    const foreign = 'README.txt';
    for (const name of [orphan, strayVariant, recentOrphan, foreign]) fs.writeFileSync(storedPath(name), 'x');
    const oldTemp = path.join(uploadsDir, 'tmp', `${newBaseName()}.part`);
    const recentTemp = path.join(uploadsDir, 'tmp', `${newBaseName()}.part`);
    fs.writeFileSync(oldTemp, 'x');
    fs.writeFileSync(recentTemp, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const target of [...referenced, orphan, strayVariant, foreign].map(storedPath).concat(oldTemp)) fs.utimesSync(target, twoHoursAgo, twoHoursAgo);

    const result = await sweepOrphans(db, ctx.app.media.storage);
    expect(result).toEqual({ orphans: 2, temp: 1, unreferenced: 0 });
    expect(fs.existsSync(storedPath(orphan))).toBe(false);
    expect(fs.existsSync(storedPath(strayVariant))).toBe(false);
    expect(fs.existsSync(oldTemp)).toBe(false);
    for (const name of [...referenced, recentOrphan, foreign]) expect(fs.existsSync(storedPath(name)), name).toBe(true);
    expect(fs.existsSync(recentTemp)).toBe(true);

    fs.rmSync(recentTemp);
    fs.rmSync(storedPath(foreign));
    // An account names the kept upload now: with no grace, only the recent orphan goes (and rows nothing refers to).
    await db.insert(users).values({ email: 'kept@example.org', emailNormalized: 'kept@example.org', passwordHash: 'x', accountType: 'individual', status: 'active', profilePictureId: row.id });
    expect(await sweepOrphans(db, ctx.app.media.storage, { olderThanMs: 0 })).toMatchObject({ temp: 0 });
    expect(fs.existsSync(storedPath(recentOrphan))).toBe(false);
    expect(await rowById(row.id)).toBeDefined();
    for (const name of referenced) expect(fs.existsSync(storedPath(name)), name).toBe(true);
  });

  it('removes old rows nothing refers to with their files (a crash between storing an upload and the row naming it)', async () => {
    const upload = await post('image', [file('picture', 'abandoned.png', await makePng(900, 900))]);
    const row = (await rowById(upload.json().data.files[0].id))!;
    const names = [row.storedName, ...Object.values(JSON.parse(row.variants!) as Record<string, string>)];
    // Within the grace period the row is left alone: its request may still be writing the row that names it.
    expect((await sweepOrphans(db, ctx.app.media.storage)).unreferenced).toBe(0);
    expect(await rowById(row.id)).toBeDefined();
    const result = await sweepOrphans(db, ctx.app.media.storage, { olderThanMs: 0 });
    expect(result.unreferenced).toBeGreaterThanOrEqual(1);
    expect(result.orphans).toBeGreaterThanOrEqual(names.length);
    expect(await rowById(row.id)).toBeUndefined();
    for (const name of names) expect(await isInStore(name), name).toBe(false);
  });

  if (onLocalStore) it('runs on timers that stop when the app closes', async () => {
    const orphan = `${newBaseName()}.docx`;
    fs.writeFileSync(storedPath(orphan), 'x');
    const longAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
    fs.utimesSync(storedPath(orphan), longAgo, longAgo);

    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      const onClose: Array<() => Promise<void>> = [];
      let reported!: (value: unknown) => void;
      const report = new Promise((resolve) => (reported = resolve));
      const app = {
        db,
        media: ctx.app.media,
        log: { info: (result: unknown) => reported(result), warn: (error: unknown) => reported(error) },
        addHook: (_name: string, hook: () => Promise<void>) => onClose.push(hook),
      } as unknown as FastifyInstance;
      const timeouts = vi.spyOn(globalThis, 'setTimeout');
      const intervals = vi.spyOn(globalThis, 'setInterval');
      scheduleOrphanSweeps(app, { everyMs: 1000 });
      const first = timeouts.mock.results[0]?.value as NodeJS.Timeout;
      const every = intervals.mock.results[0]?.value as NodeJS.Timeout;
      timeouts.mockRestore();
      intervals.mockRestore();
      // Neither timer keeps the process alive.
      expect(first.hasRef()).toBe(false);
      expect(every.hasRef()).toBe(false);

      vi.advanceTimersByTime(1000);
      expect(await report).toEqual({ orphans: 1, temp: 0, unreferenced: 0 });
      expect(fs.existsSync(storedPath(orphan))).toBe(false);

      const clearedTimeouts = vi.spyOn(globalThis, 'clearTimeout');
      const clearedIntervals = vi.spyOn(globalThis, 'clearInterval');
      expect(onClose).toHaveLength(1);
      await Promise.all(onClose.map((hook) => hook()));
      expect(clearedTimeouts).toHaveBeenCalledWith(first);
      expect(clearedIntervals).toHaveBeenCalledWith(every);
      clearedTimeouts.mockRestore();
      clearedIntervals.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
