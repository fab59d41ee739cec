// Importing indicator values from CSV on the shipped WEFE data: who may call, a refused file changes
// nothing and names each bad line (in English and French), a preview changes nothing, and a committed
// file changes Jordan's values and its rank in 2015.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, signedInStaff } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { countries, indicators, indicatorValues } from '../../db/schema.ts';
import { multipart } from '../media/media.fixtures.ts';
import { XLSX_MIME, xlsxOf } from './indicator-imports.fixtures.ts';

let ctx: TestContext;
let admin: string;
let reviewer: string;
let member: string;
let jordanId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInStaff(ctx, 'admin')).bearer;
  reviewer = (await signedInStaff(ctx, 'reviewer')).bearer;
  member = (await signedInMember(ctx)).bearer;
  const [jordan] = await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.iso3, 'JOR'));
  jordanId = jordan!.id;
});
afterAll(() => ctx.close());

const PREVIEW = '/api/admin/indicator-imports/preview';
const COMMIT = '/api/admin/indicator-imports/commit';

/** Posts a CSV as the multipart `file` field. */
function upload(url: string, csv: string, bearer?: string, lang = 'en') {
  return uploadFile(url, 'values.csv', Buffer.from(csv), 'text/csv', bearer, lang);
}

/** Posts any file as the multipart `file` field. */
function uploadFile(url: string, filename: string, content: Buffer, contentType: string, bearer?: string, lang = 'en') {
  const { payload, headers } = multipart([{ name: 'file', filename, content, contentType }]);
  return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, lang, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } });
}

/** Posts a workbook built from rows as `values.xlsx`. */
function uploadXlsx(url: string, rows: Array<Array<string | number | null>>, bearer?: string, lang = 'en') {
  return uploadFile(url, 'values.xlsx', xlsxOf(rows), XLSX_MIME, bearer, lang);
}

async function valueCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(indicatorValues);
  return Number(row!.n);
}

async function jordanValue(code: string, year: number): Promise<number | null> {
  const [row] = await ctx.database.db
    .select({ value: indicatorValues.value })
    .from(indicatorValues)
    .innerJoin(indicators, eq(indicators.id, indicatorValues.indicatorId))
    .where(and(eq(indicators.code, code), eq(indicatorValues.countryId, jordanId), eq(indicatorValues.year, year)));
  return row?.value ?? null;
}

async function jordanRank2015(): Promise<{ rank: number | null; value: string | null }> {
  return jordanRank(2015);
}

async function jordanRank(year: number): Promise<{ rank: number | null; value: string | null }> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/indexes?year=${year}&country_id=${jordanId}` });
  expect(res.statusCode).toBe(200);
  const [entry] = res.json().data as Array<{ rank: number | null; value: string | null }>;
  return { rank: entry!.rank, value: entry!.value };
}

/** What must not move when nothing is written. */
async function snapshot() {
  return { count: await valueCount(), drinking: await jordanValue('wat_basic_drinking', 2015), sanitation: await jordanValue('wat_basic_sanitation', 2015), rank: await jordanRank2015() };
}

const HEADER = 'iso3,indicator_id,year,value';
const BAD_FILE = [
  HEADER,
  'XXX,wat_basic_drinking,2015,50', // 2: unknown country
  'JOR,wat_no_such_indicator,2015,50', // 3: unknown indicator
  'JOR,wat_basic_drinking,2015,abc', // 4: not a number
  'JOR,wat_basic_drinking,1800,50', // 5: year out of range
  'JOR,wat_basic_sanitation,2015,100', // 6: valid on its own
  'JOR,wat_basic_sanitation,2015,100', // 7: duplicate of line 6
].join('\r\n');

// Best-in-class values for Jordan in 2015 (higher is better unless noted), two of them new rows.
const GOOD_FILE = [
  `\uFEFF${HEADER},note`,
  'JOR,wat_basic_drinking,2015,100,',
  'JOR,wat_safely_managed_drinking,2015,100,',
  'JOR,wat_basic_sanitation,2015,100,',
  'JOR,en_renewables_share_elec,2015,100,"best, by far"',
  'JOR,eco_kba_protected,2015,100,',
  'JOR,eco_forest_protected,2015,100,',
  'JOR,fd_undernourishment,2015,0,lower is better',
  'JOR,fd_food_deficit_depth,2015,0,lower is better',
  'JOR,en_clean_cooking,2015,99.9,unchanged',
  'JOR,eco_terrestrial_protected,2015,60,new',
  'JOR,fd_healthy_diet_unaffordable,2015,0,new (lower is better)',
].join('\r\n');

describe('who may import', () => {
  it('answers 401 to visitors and 403 to members on both calls, and 403 to reviewers on commit', async () => {
    for (const url of [PREVIEW, COMMIT]) {
      expect((await upload(url, GOOD_FILE)).statusCode).toBe(401);
      expect((await upload(url, GOOD_FILE, member)).statusCode).toBe(403);
    }
    const before = await snapshot();
    const refused = await upload(COMMIT, GOOD_FILE, reviewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, data: null });
    expect(await snapshot()).toEqual(before);
    expect((await upload(PREVIEW, GOOD_FILE, reviewer)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/indicator-imports/commit with bad rows', () => {
  it('commits nothing and reports every bad row with its line number', async () => {
    const before = await snapshot();
    const res = await upload(COMMIT, BAD_FILE, admin);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: 'Problems found in the file: 5. Nothing was imported.' });
    expect(body.data).toMatchObject({ rows: 6, valid: 1, errors_omitted: 0, changes: { inserted: 0, updated: 1, unchanged: 0 } });
    expect(body.data.errors).toEqual([
      { row: 2, field: 'iso3', message: 'Unknown country code "XXX" (use an ISO 3166 alpha-3 code such as JOR).' },
      { row: 3, field: 'indicator_id', message: 'Unknown indicator "wat_no_such_indicator".' },
      { row: 4, field: 'value', message: '"abc" is not a number.' },
      { row: 5, field: 'year', message: `The year 1800 is outside 1990 to ${new Date().getUTCFullYear()}.` },
      { row: 7, field: 'row', message: 'This country, indicator and year already appear on line 6.' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('words the report in French', async () => {
    const before = await snapshot();
    const res = await upload(COMMIT, BAD_FILE, admin, 'fr');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Problèmes trouvés dans le fichier : 5. Rien n’a été importé.');
    expect(body.data.errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [2, 'Code de pays inconnu « XXX » (utilisez un code ISO 3166 alpha-3 comme JOR).'],
      [3, 'Indicateur inconnu « wat_no_such_indicator ».'],
      [4, '« abc » n’est pas un nombre.'],
      [5, `L’année 1800 est hors de la plage 1990 à ${new Date().getUTCFullYear()}.`],
      [7, 'Ce pays, cet indicateur et cette année figurent déjà à la ligne 6.'],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file without a required column, and a request without a file', async () => {
    const missing = await upload(PREVIEW, 'iso3,year,value\nJOR,2015,1\n', admin);
    expect(missing.statusCode).toBe(200);
    expect(missing.json().data).toMatchObject({ rows: 0, valid: 0, errors: [{ row: 1, field: 'indicator_id', message: 'The header has no "indicator_id" column.' }] });
    const none = await ctx.app.inject({ method: 'POST', url: COMMIT, payload: {}, headers: { authorization: `Bearer ${admin}` } });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ file: ['Choose a CSV or XLSX file to import.'] });
  });
});

describe('the OpenAPI document', () => {
  it('lists both calls with their answers', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths;
    expect(Object.keys(paths[PREVIEW].post.responses)).toEqual(['200']);
    expect(Object.keys(paths[COMMIT].post.responses).sort()).toEqual(['200', '422']);
  });
});

describe('POST /api/admin/indicator-imports/preview', () => {
  it('refuses a file over 5 MB with a field message', async () => {
    const big = `${HEADER}\n${'JOR,wat_basic_drinking,2015,1\n'.repeat(Math.ceil((5 * 1024 * 1024) / 30) + 10)}`;
    const res = await upload(PREVIEW, big, admin, 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, data: null, errors: { file: ['Le fichier dépasse 5 Mo.'] } });
  });

  it('says what the file would change and changes nothing (multipart or JSON)', async () => {
    const before = await snapshot();
    const res = await upload(PREVIEW, GOOD_FILE, reviewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'The file was checked; nothing was changed.',
      data: { rows: 11, valid: 11, errors: [], errors_omitted: 0, changes: { inserted: 2, updated: 8, unchanged: 1 } },
    });
    const json = await ctx.app.inject({ method: 'POST', url: PREVIEW, payload: { csv: BAD_FILE }, headers: { authorization: `Bearer ${admin}` } });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toMatchObject({ rows: 6, valid: 1 });
    expect(json.json().data.errors).toHaveLength(5);
    expect(await snapshot()).toEqual(before);
  });
});

// The same rows as the CSV files, as a spreadsheet: header in another order, numbers as number cells.
const XLSX_HEADER = ['Value', 'ISO3', 'indicator_id', 'Year'];
const BAD_SHEET: Array<Array<string | number | null>> = [
  XLSX_HEADER,
  [50, 'XXX', 'wat_basic_drinking', 2015], // 2: unknown country
  [50, 'JOR', 'wat_no_such_indicator', 2015], // 3: unknown indicator
  ['abc', 'JOR', 'wat_basic_drinking', 2015], // 4: not a number
  [50, 'JOR', 'wat_basic_drinking', 1800], // 5: year out of range
  [null, null, null, null], // 6: empty, skipped
  [100, 'JOR', 'wat_basic_sanitation', 2015], // 7: valid on its own
];

describe('XLSX files', () => {
  it('commits nothing from a workbook with bad rows and reports each by its sheet row', async () => {
    const before = await snapshot();
    const res = await uploadXlsx(COMMIT, BAD_SHEET, admin);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: 'Problems found in the file: 4. Nothing was imported.' });
    expect(body.data).toMatchObject({ rows: 5, valid: 1, errors_omitted: 0 });
    expect(body.data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [2, 'iso3'],
      [3, 'indicator_id'],
      [4, 'value'],
      [5, 'year'],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('previews a good workbook as it would the same CSV', async () => {
    const rows = GOOD_FILE.replace('\uFEFF', '')
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const [iso3, code, year, value] = line.split(',');
        return [Number(value), iso3!, code!, Number(year)];
      });
    const res = await uploadXlsx(PREVIEW, [XLSX_HEADER, ...rows], reviewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ rows: 11, valid: 11, errors: [], errors_omitted: 0, changes: { inserted: 2, updated: 8, unchanged: 1 } });
  });

  it('refuses a ZIP that is not a workbook and a damaged workbook with a translated 422', async () => {
    const before = await snapshot();
    const { zipSync, strToU8 } = await import('fflate');
    const foreign = Buffer.from(zipSync({ 'notes.txt': strToU8('iso3,indicator_id,year,value') }));
    const notWorkbook = await uploadFile(COMMIT, 'values.xlsx', foreign, XLSX_MIME, admin, 'fr');
    expect(notWorkbook.statusCode).toBe(422);
    expect(notWorkbook.json()).toMatchObject({ success: false, errors: { file: ['Ce type de fichier n’est pas accepté.'] } });
    const good = xlsxOf([XLSX_HEADER, [1, 'JOR', 'wat_basic_drinking', 2015]]);
    const damaged = Buffer.concat([good.subarray(0, 40), Buffer.alloc(200, 0x41), good.subarray(240)]);
    const broken = await uploadFile(PREVIEW, 'values.xlsx', damaged, XLSX_MIME, admin);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.file).toHaveLength(1);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/admin/indicator-imports/commit with good rows', () => {
  it('writes every row, recomputes the index and moves Jordan up the 2015 ranking', { timeout: 120_000 }, async () => {
    const before = await snapshot();
    expect(before.drinking).toBe(99.01);
    expect(before.rank.rank).not.toBeNull();
    const res = await upload(COMMIT, GOOD_FILE, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'The values were imported and the index recomputed.',
      data: { rows: 11, valid: 11, errors: [], changes: { inserted: 2, updated: 8, unchanged: 1 } },
    });
    expect(body.data.recompute.years).toBeGreaterThan(0);
    expect(body.data.recompute.scores).toBeGreaterThan(0);
    // The import is in the audit log, with who made it and what it changed.
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log?entity_type=indicator-values', headers: { authorization: `Bearer ${admin}` } });
    expect(audit.json().data[0]).toMatchObject({ action: 'import', actor_role: 'admin', after: { rows: 11, inserted: 2, updated: 8, unchanged: 1 } });
    expect(await valueCount()).toBe(before.count + 2);
    expect(await jordanValue('wat_basic_drinking', 2015)).toBe(100);
    expect(await jordanValue('eco_terrestrial_protected', 2015)).toBe(60);
    const after = await jordanRank2015();
    expect(after.rank).toBeLessThan(before.rank.rank!);
    expect(Number(after.value)).toBeGreaterThan(Number(before.rank.value));

    // The same file again changes no value.
    const again = await upload(COMMIT, GOOD_FILE, admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.changes).toEqual({ inserted: 0, updated: 0, unchanged: 11 });
    expect((await jordanRank2015()).rank).toBe(after.rank);
  });
});

describe('POST /api/admin/indicator-imports/commit with a good workbook', () => {
  it('writes the rows, recomputes the index and moves Jordan up the 2016 ranking', { timeout: 120_000 }, async () => {
    const before = await jordanRank(2016);
    expect(before.rank).not.toBeNull();
    const sheet: Array<Array<string | number | null>> = [
      XLSX_HEADER,
      [100, 'JOR', 'wat_basic_drinking', 2016],
      [100, 'JOR', 'wat_safely_managed_drinking', 2016],
      [100, 'JOR', 'wat_basic_sanitation', 2016],
      [100, 'JOR', 'en_renewables_share_elec', 2016],
      [100, 'JOR', 'eco_kba_protected', 2016],
      [100, 'JOR', 'eco_forest_protected', 2016],
      [0, 'JOR', 'fd_undernourishment', 2016],
      [0, 'JOR', 'fd_food_deficit_depth', 2016],
    ];
    const res = await uploadXlsx(COMMIT, sheet, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 8, valid: 8, errors: [] });
    expect(await jordanValue('wat_basic_drinking', 2016)).toBe(100);
    const after = await jordanRank(2016);
    expect(after.rank).toBeLessThan(before.rank!);
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log?entity_type=indicator-values', headers: { authorization: `Bearer ${admin}` } });
    expect(audit.json().data[0]).toMatchObject({ action: 'import', after: { format: 'xlsx', rows: 8 } });
  });
});
