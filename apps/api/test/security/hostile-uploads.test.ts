// Hostile files (issue 11, part 4; ASVS 5 chapter 5) sent through a real member form, the story
// submission: each is refused with a translated message and leaves nothing behind (no row, no story,
// no file on disk), or is neutralised (stored under a server-made name, re-encoded, served as an
// attachment that never runs). The upload module's own cases are in modules/media/media.test.ts.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, stories } from '../../src/db/schema.ts';
import {
  buildZip,
  ELF_BINARY,
  HTML_PAGE,
  isStored,
  listUploads,
  readStored,
  makeDocm,
  makeHugePngHeader,
  makeJpeg,
  makeOleDoc,
  makePdf,
  makePdfOfSize,
  makeXlsx,
  makeZipBombDocx,
  multipart,
  SHELL_SCRIPT,
  SVG_WITH_SCRIPT,
  WINDOWS_EXE,
  type Part,
} from '../../src/modules/media/media.fixtures.ts';
import { translate } from '../../src/lib/i18n.ts';
import { countryId, signedInMember } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';

const MB = 1024 * 1024;
const NUL = String.fromCharCode(0);
let ctx: TestContext;
let bearer: string;
let fields: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  bearer = (await signedInMember(ctx)).bearer;
  fields = {
    title: 'Solar pumping for farms in the Jordan Valley',
    country_id: String(await countryId(ctx, 'JO')),
    location: 'Deir Alla',
    implementing_leader: 'Jordan Valley Farmers Cooperative',
    contact_name: 'Amal Haddad',
    contact_email: 'amal@example.org',
    contact_position: 'Programme officer',
    desc: 'Farmers replaced diesel pumps with solar pumps and drip irrigation.',
    background: 'Diesel pumping was expensive and drew down the aquifer.',
    main_components: 'Solar pumps, drip lines and farmer field schools.',
    sustainability_status_id: '1',
  };
});
afterAll(() => ctx.close());

const file = (name: string, filename: string, content: Buffer, contentType = 'application/octet-stream'): Part => ({ name, filename, content, contentType });
const document = (filename: string, content: Buffer, contentType?: string) => file('documents', filename, content, contentType);
const image = (filename: string, content: Buffer, contentType?: string) => file('featured_image', filename, content, contentType);

async function submit(files: Part[], lang = 'en') {
  const { payload, headers } = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
  return ctx.app.inject({ method: 'POST', url: '/api/stories', payload, headers: { ...headers, authorization: `Bearer ${bearer}`, lang } });
}

/** Everything an upload could leave: rows, stories, stored and temporary files. */
async function snapshot() {
  const uploads = await listUploads(ctx.app.media.storage);
  return {
    rows: (await ctx.database.db.select({ n: count() }).from(mediaFiles))[0]!.n,
    stories: (await ctx.database.db.select({ n: count() }).from(stories))[0]!.n,
    files: uploads.files.sort(),
    tmp: uploads.tmp,
  };
}

/** A docx (a zip) of 10,000 entries: each small, together a parser's worst morning. */
function manyEntriesDocx(): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>') },
    { name: 'word/document.xml', data: Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>') },
    ...Array.from({ length: 10_000 }, (_, index) => ({ name: `word/media/part${index}.xml`, data: Buffer.from('<x/>') })),
  ]);
}

const REFUSED: Array<[string, () => Promise<Part> | Part]> = [
  ['a shell script renamed .pdf', () => document('invoice.pdf', SHELL_SCRIPT, 'application/pdf')],
  ['a PHP script named .pdf.php', () => document('invoice.pdf.php', Buffer.from('<?php system($_GET["c"]); ?>'), 'application/x-php')],
  ['a PHP script named .php.pdf', () => document('shell.php.pdf', Buffer.from('<?php system($_GET["c"]); ?>'), 'application/pdf')],
  ['an HTML page with a script named .pdf', () => document('report.pdf', HTML_PAGE, 'application/pdf')],
  ['an HTML page with a script named .html', () => document('report.html', HTML_PAGE, 'text/html')],
  ['an SVG with a script as the featured image', () => image('logo.svg', SVG_WITH_SCRIPT, 'image/svg+xml')],
  ['an SVG with a script named .png', () => image('logo.png', SVG_WITH_SCRIPT, 'image/png')],
  ['a Windows executable named .pdf', () => document('invoice.pdf', WINDOWS_EXE, 'application/pdf')],
  ['a Linux executable named .doc', () => document('letter.doc', ELF_BINARY, 'application/msword')],
  ['a macro document (docm) renamed .docx', () => document('letter.docx', makeDocm())],
  ['an old Word document with macros', () => document('letter.doc', makeOleDoc({ withMacros: true }), 'application/msword')],
  ['a spreadsheet where documents are pdf, doc or docx', () => document('figures.xlsx', makeXlsx())],
  ['a zip bomb named .docx (200 MB of zeros)', async () => document('bomb.docx', await makeZipBombDocx())],
  ['a docx of 10,000 entries', () => document('many.docx', manyEntriesDocx())],
  ['a PDF of 10 MB + 1 byte', () => document('big.pdf', makePdfOfSize(10 * MB + 1), 'application/pdf')],
  ['an empty file', () => document('empty.pdf', Buffer.alloc(0), 'application/pdf')],
  ['an executable behind a right-to-left override (invoice‮fdp.exe)', () => document('invoice\u202Efdp.exe', WINDOWS_EXE)],
  ['a 50,000 x 50,000 PNG', () => image('huge.png', makeHugePngHeader(50_000, 50_000), 'image/png')],
  ['a GIF header followed by a script (a polyglot)', () => image('pixel.gif', Buffer.from('GIF89a/*\x00\x00*/=alert(document.cookie);//'), 'image/gif')],
  ['a JPEG header with nothing decodable after it', () => image('broken.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 0x41)]), 'image/jpeg')],
];

describe('hostile uploads through the story form', () => {
  it.each(REFUSED)('refuses %s with a translated 422 and leaves nothing behind', async (_label, make) => {
    const before = await snapshot();
    const part = await make();
    const res = await submit([part], 'fr');
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as { success: boolean; message: string; errors: Record<string, string[]> };
    expect(body.success).toBe(false);
    expect(body.message).toBe(translate('fr', 'errors.validation'));
    expect(Object.keys(body.errors)).toEqual([part.name]);
    expect(body.errors[part.name]![0]).toMatch(/[a-zé]/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a seventh document (six at most) and keeps none of the six good ones', async () => {
    const before = await snapshot();
    const res = await submit(Array.from({ length: 7 }, (_, index) => document(`report-${index}.pdf`, makePdf(`report ${index}`), 'application/pdf')));
    expect(res.statusCode, res.body).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  // What is accepted is made harmless: the name on disk is the server's, never the sender's.
  const stored = async (id: number) => {
    const [row] = await ctx.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    return row!;
  };
  const storedNames = async () => new Set((await listUploads(ctx.app.media.storage)).files);
  const mediaIdOf = (url: string) => Number(/\/api\/media\/(\d+)/.exec(url)![1]);
  type StoryDocument = { document_path: string; document_name: string };

  it.each([
    ['a path in the name (../../../etc/cron.d/evil.pdf)', '../../../etc/cron.d/evil.pdf'],
    ['a NUL byte in the name (report.pdf\\0.php)', 'report.pdf\u0000.php'],
    ['a 300-character name', `${'a'.repeat(296)}.pdf`],
    ['a right-to-left override in a real PDF name (report‮fdp.pdf)', 'report\u202Efdp.pdf'],
  ])('stores a real PDF with %s under a name of its own, inside the uploads folder', async (_label, filename) => {
    const before = await storedNames();
    const res = await submit([document(filename, makePdf('a real report'), 'application/pdf')]);
    if (res.statusCode === 422) {
      // Refusing the name is as good as neutralising it, provided nothing stayed.
      expect(await storedNames()).toEqual(before);
      return;
    }
    expect(res.statusCode, res.body).toBe(201);
    const [documentAnswer] = res.json().data.documents as StoryDocument[];
    const row = await stored(mediaIdOf(documentAnswer!.document_path));
    expect(row.storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const added = [...(await storedNames())].filter((name) => !before.has(name));
    expect(added).toEqual([row.storedName]);
    expect(await isStored(ctx.app.media.storage, row.storedName)).toBe(true);
    // The name a downloader sees carries no path, no NUL and no bidirectional override.
    expect(documentAnswer!.document_name).not.toMatch(/[/\\\u202A-\u202E\u2066-\u2069]/);
    expect(documentAnswer!.document_name.includes(NUL)).toBe(false);
    expect(documentAnswer!.document_name.length).toBeLessThanOrEqual(255);
    expect(row.originalName).not.toMatch(/[/\\]/);
    expect(row.originalName.includes(NUL)).toBe(false);
    const served = await ctx.app.inject({ method: 'GET', url: `/api/media/${row.id}`, headers: { authorization: `Bearer ${bearer}` } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['content-disposition']).not.toMatch(/\u202E|\.\.\//);
    expect(String(served.headers['content-disposition']).includes(NUL)).toBe(false);
  });

  it('stores a JPEG with HTML appended re-encoded, without the HTML', async () => {
    const jpeg = Buffer.concat([await makeJpeg(800, 600), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await submit([image('photo.jpg', jpeg, 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(201);
    const row = await stored(mediaIdOf(res.json().data.cover_image_url as string));
    const onDisk = (await readStored(ctx.app.media.storage, row.storedName))!;
    expect(onDisk.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(onDisk.includes('<script>')).toBe(false);
  });

  it('serves a PDF sent as text/html as a PDF attachment, sandboxed and never sniffed', async () => {
    const res = await submit([document('notes.pdf', makePdf('notes'), 'text/html')]);
    expect(res.statusCode, res.body).toBe(201);
    const [documentAnswer] = res.json().data.documents as StoryDocument[];
    const served = await ctx.app.inject({ method: 'GET', url: `/api/media/${mediaIdOf(documentAnswer!.document_path)}`, headers: { authorization: `Bearer ${bearer}` } });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('leaves no temporary file after all of them', async () => {
    expect((await listUploads(ctx.app.media.storage)).tmp).toEqual([]);
  });
});
